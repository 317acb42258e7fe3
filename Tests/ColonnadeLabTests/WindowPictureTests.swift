import Colonnade
import ColonnadeLab
import ColonnadeTestSupport
import Testing

/// Rule B2: every window's picture is well-formed SVG with one labelled box per shown column,
/// drawn at exactly the resolved frame, plus the hinge, the sidebar button and back buttons.
@Suite struct WindowPictureTests {
  /// Rules B2, L9, D3: for each window and each test configuration, the picture states what the
  /// layout decided; a failure names the window and the configuration. Optimized (CI), every
  /// configuration in every window; unoptimized, one of them a window, in turn (``PropertyRuns``).
  @Test(arguments: zip(windowIDs.indices, windowIDs))
  func pictureMatchesLayout(index: Int, id: String) throws {
    let window = try #require(labWindow(id))
    let variants =
      PropertyRuns.isOptimized ? pictureVariants : [pictureVariants[index % pictureVariants.count]]
    for variant in variants {
      let layout = variant.layout(in: window)
      let picture = WindowPicture(window: window, layout: layout, configurationName: variant.name)
      let svg = try parseXML(picture.svg)
      let context = Comment(rawValue: "\(id) with \(variant.name)")
      #expect(svg.name == "svg", context)
      #expect(svg["xmlns"] == "http://www.w3.org/2000/svg", context)
      #expect(svg["data-window"] == id, context)
      #expect(svg.children.first?.name == "title", context)

      // Boxes are drawn tiled and displaced first, overlays last (on top).
      let boxes = svg.descendants.filter { $0.name == "g" && $0["data-presentation"] != nil }
      let drawingOrder =
        layout.columns.filter { $0.presentation != .overlay }
        + layout.columns.filter { $0.presentation == .overlay }
      #expect(boxes.map { $0["data-column"] } == drawingOrder.map(\.column.rawValue), context)
      for (group, column) in zip(boxes, drawingOrder) {
        #expect(group["data-presentation"] == column.presentation.rawValue, context)
        let rect = try #require(group.children.first { $0["class"] == "box" }, context)
        let numbers = ["x", "y", "width", "height"].map { rect[$0]?.number ?? .nan }
        let frame = [column.frame.x, column.frame.y, column.frame.width, column.frame.height]
        #expect(
          zip(numbers, frame).allSatisfy { abs($0 - $1) < 0.0005 }, "\(context): \(numbers) vs \(frame)")
      }
      let names = svg.elements(withClass: "column-name").map(\.text)
      #expect(names.sorted() == layout.columns.map(\.column.rawValue).sorted(), context)

      #expect(svg.elements(withClass: "hinge").count == window.environment.hinges.count, context)
      let sidebar = svg.elements(withClass: "sidebar-button")
      #expect(
        sidebar.map { $0["data-state"] }
          == (layout.sidebarButton == .hidden ? [] : [layout.sidebarButton.rawValue]), context)
      let backs = boxes.filter { !$0.elements(withClass: "back-button").isEmpty }.map { $0["data-column"] }
      #expect(backs == drawingOrder.filter(\.showsBackButton).map(\.column.rawValue), context)
      #expect(svg.elements(withClass: "decision").first?.text == layout.decisionText, context)
    }
  }

  /// Rule L8: overlays are drawn semi-transparent after the content, side by side, over a shade
  /// that dims the secondary (iPad portrait, both sidebars asked for).
  @Test func overlaysFloatSideBySideOverTheDimmedSecondary() throws {
    let window = try #require(labWindow("ipad-air-11-m2-m3/portrait/full"))
    var configuration = SplitConfiguration.standard
    configuration.style = .tripleColumn
    configuration.preferredDisplayMode = .twoBesideSecondary
    let layout = LayoutResolver.resolve(environment: window.environment, configuration: configuration)
    #expect(layout.displayMode == .twoOverSecondary)
    let svg = try parseXML(WindowPicture(window: window, layout: layout, configurationName: "t").svg)
    let order = svg.descendants.compactMap { $0["data-presentation"] != nil ? $0["data-column"] : nil }
    #expect(order == ["secondary", "primary", "supplementary"])
    let overlay = try #require(svg.elements(withClass: "overlay").first)
    let opacity = try #require(overlay.children.first { $0["class"] == "box" }?["fill-opacity"]?.number)
    #expect(opacity > 0.5 && opacity < 1)
    #expect(svg.elements(withClass: "dim").map { $0["data-column"] } == ["secondary"])
    let dimmed = svg.descendants.filter { $0["data-dimmed"] == "true" }.map { $0["data-column"] }
    #expect(dimmed == ["secondary"])
  }

  /// Rule L10: on a phone the inspector is a sheet over the lower half of the stack.
  @Test func collapsedInspectorIsASheet() throws {
    let window = try #require(labWindow("iphone-16/portrait"))
    var configuration = SplitConfiguration.standard
    configuration.showsInspector = true
    let layout = LayoutResolver.resolve(environment: window.environment, configuration: configuration)
    let svg = try parseXML(WindowPicture(window: window, layout: layout, configurationName: "t").svg)
    let sheet = try #require(svg.elements(withClass: "sheet").first)
    #expect(sheet["data-column"] == "inspector")
    let order = svg.descendants.compactMap { $0["data-presentation"] != nil ? $0["data-column"] : nil }
    #expect(order.last == "inspector")
  }

  /// Rule L8: a displaced column keeps its full frame and is clipped by the screen, and says how
  /// much of it is off screen.
  @Test func displacedColumnIsClipped() throws {
    let window = try #require(labWindow("ipad-air-11-m2-m3/landscape/full"))
    let variant = try #require(pictureVariants.first { $0.name == "displace" })
    let layout = variant.layout(in: window)
    let secondary = try #require(layout[.secondary])
    #expect(secondary.presentation == .displaced)
    #expect(secondary.frame.maxX > window.environment.size.width)
    let svg = try parseXML(WindowPicture(window: window, layout: layout, configurationName: "t").svg)
    let screen = try #require(svg.elements(withClass: "screen").first)
    #expect(screen["clip-path"] == "url(#screen)")
    #expect(screen.elements(withClass: "displaced").count == 1)
    let hidden = secondary.frame.maxX - window.environment.size.width
    let label = svg.elements(withClass: "column-presentation").map(\.text)
    #expect(label.contains("displaced, \(Int(hidden)) pt off screen"))
  }

  /// Rules E2, L6: the hinge is hatched with a pattern, opaque when it separates, faint when it is
  /// a flat seamless fold, and the picture's description says where it is.
  @Test(arguments: [
    ("surface-duo/landscape/flat-open", "1", "hinge at x 540, 34 dp gap, flat"),
    ("galaxy-z-fold-5/portrait/half-opened", "1", "fold at x 345, half-opened"),
    ("galaxy-z-fold-5/portrait/flat-open", "0.45", "fold at x 345, flat (not separating)"),
  ])
  func hingeIsHatched(id: String, opacity: String, caption: String) throws {
    let window = try #require(labWindow(id))
    let layout = LayoutResolver.resolve(environment: window.environment, configuration: .standard)
    let svg = try parseXML(WindowPicture(window: window, layout: layout, configurationName: "t").svg)
    #expect(svg.descendants.contains { $0.name == "pattern" && $0["id"] == "hinge-hatch" })
    let hinge = try #require(svg.elements(withClass: "hinge").first)
    #expect(hinge["opacity"] == opacity)
    let band = try #require(hinge.children.first { $0["class"] == "hinge-band" })
    #expect(band["fill"] == "url(#hinge-hatch)")
    #expect((band["width"]?.number ?? 0) >= 14, "a seamless fold is still drawn 14 points wide")
    let description = try #require(svg.descendants.first { $0.name == "desc" })
    #expect(description.text.contains(caption))
  }

  /// Rule B2: an iPad Split View or Slide Over window is drawn where it sits on the screen,
  /// beside or over the other app, with the whole screen to scale.
  @Test(arguments: [
    ("ipad-air-13-m2-m3/landscape/one-third", "translate(0 0)", false),
    ("ipad-air-13-m2-m3/landscape/slide-over", "translate(991 0)", true),
  ])
  func sharedScreen(id: String, transform: String, floats: Bool) throws {
    let window = try #require(labWindow(id))
    #expect(window.placement?.screen == Size(width: 1366, height: 1024))
    #expect(window.placement?.floats == floats)
    let layout = LayoutResolver.resolve(environment: window.environment, configuration: .standard)
    let svg = try parseXML(WindowPicture(window: window, layout: layout, configurationName: "t").svg)
    #expect(svg.elements(withClass: "window-frame").first?["transform"] == transform)
    #expect(svg.elements(withClass: "other-app").count == 1)
    let bezel = try #require(svg.elements(withClass: "bezel").first)
    #expect((bezel["width"]?.number ?? 0) > 1366)
  }

  /// Rules B2, L14: a phone whose app put tabs in UIKit's compact column draws that column alone,
  /// titled by its top entry, its rows the destinations.
  @Test func pictureShowsTheCompactColumn() throws {
    let phone = try #require(labWindow("iphone-16/portrait"))
    var app = SampleApp.animals
    app.stacks.compact = ["Tabs"]
    let navigation = NavigationSummary(
      style: .tripleColumn,
      depths: ColumnMap(primary: 1, supplementary: 1, secondary: 1, inspector: 0, compact: 1))
    let layout = LayoutResolver.resolve(
      environment: phone.environment, configuration: .standard, navigation: navigation)
    let svg = try parseXML(WindowPicture(window: phone, layout: layout, configurationName: "t", app: app).svg)
    #expect(svg.elements(withClass: "nav-title").map(\.text) == ["Tabs"])
    #expect(svg.elements(withClass: "row").map(\.text) == ["Animals", "Profile"])
  }

  /// Rule B2: the picture is the app: navigation bar titles, the list's rows, a back
  /// button naming where it goes, the system's chrome from the catalog, one caption, and
  /// widths as a person reads them.
  @Test func pictureShowsTheApp() throws {
    let phone = try #require(labWindow("iphone-16/portrait"))
    var configuration = SplitConfiguration.standard
    configuration.style = .tripleColumn
    var app = SampleApp.animals
    app.stacks.secondary = ["Cat", "Kitten"]
    let navigation = NavigationSummary(
      style: .tripleColumn,
      depths: ColumnMap(primary: 1, supplementary: 1, secondary: 2, inspector: 0, compact: 0))
    let layout = LayoutResolver.resolve(
      environment: phone.environment, configuration: configuration, navigation: navigation)
    let svg = try parseXML(WindowPicture(window: phone, layout: layout, configurationName: "t", app: app).svg)
    #expect(svg.elements(withClass: "nav-title").map(\.text) == ["Kitten"])
    let back = try #require(svg.elements(withClass: "back-button").first)
    #expect(back["data-destination"] == "Cat")
    #expect(back.elements(withClass: "back-title").map(\.text) == ["Cat"])
    let chrome = try #require(svg.elements(withClass: "system-chrome").first)
    #expect(chrome["data-chrome"] == "catalog")
    #expect(chrome["data-kind"] == "iPhone 16")
    #expect(chrome.elements(withClass: "cutout").map { $0["data-kind"] } == ["island"])
    #expect(chrome.elements(withClass: "home-indicator").count == 1)
    #expect(chrome.elements(withClass: "status-bar").count == 1)
    #expect(svg.elements(withClass: "caption").count == 1)
    #expect(
      svg.elements(withClass: "caption").first?.children.map(\.text) == [
        "iPhone 16 · portrait · 393 × 852 pt · @3x", layout.decisionText,
      ])

    // The list on an iPad, and a fractional width read in whole points.
    let iPad = try #require(labWindow("ipad-air-11-m2-m3/landscape/full"))
    let wide = LayoutResolver.resolve(environment: iPad.environment, configuration: configuration)
    let picture = try parseXML(WindowPicture(window: iPad, layout: wide, configurationName: "t").svg)
    #expect(picture.elements(withClass: "nav-title").map(\.text) == ["Browse", "Animals", "Cat"])
    #expect(picture.elements(withClass: "row").prefix(3).map(\.text) == ["Animals", "Profile", "Cat"])
    #expect(picture.elements(withClass: "cutout").isEmpty)
    #expect(246.00000001.readableText == "246")
    #expect(537.6.readableText == "538")
    #expect((-0.2).readableText == "0")
  }

  /// The picture's size on screen is to scale: 0.5 pixels per point of canvas for every device.
  @Test func picturesShareOneScale() throws {
    let phone = try #require(labWindow("iphone-16/portrait"))
    let desktop = try #require(labWindow("desktop-1080p-window/landscape"))
    for window in [phone, desktop] {
      let layout = LayoutResolver.resolve(environment: window.environment, configuration: .standard)
      let picture = WindowPicture(window: window, layout: layout, configurationName: "t")
      let svg = try parseXML(picture.svg)
      let viewBox = (svg["viewBox"] ?? "").split(separator: " ").compactMap { Double($0) }
      #expect(viewBox.count == 4)
      #expect(abs(Double(picture.pixelSize.width) - viewBox[2] * WindowPicture.pixelsPerPoint) <= 0.5)
      #expect(svg["width"] == "\(picture.pixelSize.width)")
    }
  }

  /// Rule B2: two pictures kept as golden files, compared exactly: an iPhone in portrait
  /// (collapsed, back button) and a Surface Duo spanned across its hinge (one column per screen).
  @Test(arguments: [
    ("iphone-16/portrait", "standard", "iphone-16-portrait.svg"),
    ("surface-duo/landscape/flat-open", "duo", "surface-duo-spanned.svg"),
  ])
  func golden(id: String, preset: String, file: String) throws {
    let window = try #require(labWindow(id))
    var configuration = preset == "duo" ? SplitConfiguration.duo : .standard
    configuration.style = .tripleColumn
    let layout = LayoutResolver.resolve(environment: window.environment, configuration: configuration)
    try expectGolden(
      WindowPicture(window: window, layout: layout, configurationName: preset).svg, named: file)
  }
}

/// Rule L15 in the lab: a levitated extra pane is drawn over one scrim across the window, its
/// box rounded on every corner and tagged levitated.
@Suite struct LevitatedPictureTests {
  @Test func levitatedPaneIsDrawnOverAScrim() throws {
    let tablet = try #require(labWindow("ipad-air-11-m2-m3/landscape/full"))
    var configuration = SplitConfiguration.material
    configuration.style = .tripleColumn
    configuration.showsInspector = true
    configuration.adaptStrategies.extraPane = .levitate
    let layout = LayoutResolver.resolve(environment: tablet.environment, configuration: configuration)
    #expect(layout.presentsLevitated)
    let svg = try parseXML(
      WindowPicture(window: tablet, layout: layout, configurationName: "t", app: SampleApp.animals).svg)
    #expect(svg.elements(withClass: "scrim").count == 1)
    let levitated = try #require(svg.elements(withClass: "levitated").first)
    #expect(levitated["data-presentation"] == "levitated")
    #expect(levitated.elements(withClass: "box").first?["rx"] == "28")
    #expect(svg.elements(withClass: "dim").isEmpty, "one scrim, not a shade per column")
  }
}

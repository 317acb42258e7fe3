import Colonnade

/// One window's layout drawn to scale as SVG (rule B2) as the app a person would see: the
/// device's bezel, the system's chrome (status bar, cut-out, home indicator, safe area), each
/// shown column as a screen of the sample app (navigation bar with the sidebar button, a back
/// button naming where it goes and the title; rows or a detail) tagged with the engine's
/// decision (name, width, tiled / overlay / displaced / sheet), dividers, dimming, the hinge
/// hatched, and one caption saying what was decided.
///
/// ```swift
/// let window = try #require(DeviceCatalog.embedded()["iphone-16"]?.windows.first)
/// let layout = LayoutResolver.resolve(environment: window.environment, configuration: .standard)
/// let svg = WindowPicture(window: window, layout: layout, configurationName: "standard").svg
/// ```
///
/// Coordinates inside the window's group are the layout's own points, so every column box's
/// `rect` carries its frame exactly; the picture is meant to be shown at
/// ``pixelsPerPoint`` pixels per point, the same for every device so sizes compare.
public struct WindowPicture: Sendable {
  /// The window drawn.
  public var window: LabWindow
  /// What the engine decided for it.
  public var layout: SplitLayout
  /// The configuration's name, shown in the caption.
  public var configurationName: String
  /// The app the columns show.
  public var app: SampleApp

  /// Creates a picture.
  public init(
    window: LabWindow, layout: SplitLayout, configurationName: String, app: SampleApp = .animals
  ) {
    self.window = window
    self.layout = layout
    self.configurationName = configurationName
    self.app = app
  }

  /// The scale the gallery shows pictures at: 0.5 pixels per point.
  public static let pixelsPerPoint = 0.5

  /// Margins, bezels and type sizes, in points.
  enum Metrics {
    static let margin = 28.0
    static let minimumCanvasWidth = 520.0
    static let captionFont = 24.0
    static let minimumFont = 11.0
    static let lineGap = 34.0
  }

  /// The window's size in points.
  var size: Size { window.environment.size }

  /// The device's screen: the window's size unless it shares the screen (``ScreenPlacement``).
  var screenSize: Size { window.placement?.screen ?? size }

  /// The bezel around a handheld's screen, or a desktop window's frame.
  var bezel: Double {
    window.platform == .windows ? 10 : min(28, max(12, min(screenSize.width, screenSize.height) * 0.035))
  }

  /// The window's corner radius: an app window sharing the screen has small corners.
  var windowCornerRadius: Double { window.placement == nil ? cornerRadius : 8 }

  /// The screen's corner radius.
  var cornerRadius: Double {
    switch window.platform {
    case .windows: 4
    case .ipados: bezel * 0.9
    case .ios, .android: bezel * 1.6
    }
  }

  /// The system's parts drawn over the app: the catalog's, else defaults per device kind
  /// (``SystemChrome``).
  var chrome: SystemChrome { SystemChrome(window: window) }

  /// The picture's description: what the caption leaves out.
  var details: String {
    var parts = ["sidebar button \(layout.sidebarButton.rawValue)", "configuration \(configurationName)"]
    if let hinge = window.hingeText { parts.append(hinge) }
    if let sizeClass = window.environment.horizontalSizeClass { parts.append("size class \(sizeClass)") }
    if window.isEstimated { parts.append("some figures estimated") }
    parts.append(
      chrome.isDefault
        ? "system chrome: the default for \(chrome.kind) (the catalog has no safe-area or cut-out figures for it)"
        : "system chrome: the catalog's status bar, safe area and cut-out"
          + (window.chrome?.isEstimated == true ? " (some estimated)" : ""))
    return parts.joined(separator: " · ")
  }

  var canvasWidth: Double {
    max(Metrics.minimumCanvasWidth, screenSize.width + 2 * bezel + 2 * Metrics.margin)
  }

  /// Where the screen's top-left corner sits on the canvas.
  var screenOrigin: (x: Double, y: Double) {
    ((canvasWidth - screenSize.width) / 2, Metrics.margin + bezel)
  }

  var canvasHeight: Double {
    screenOrigin.y + screenSize.height + bezel + 2 * Metrics.lineGap + Metrics.margin
  }

  /// The picture's size on screen, in pixels, at ``pixelsPerPoint``.
  public var pixelSize: (width: Int, height: Int) {
    (Int((canvasWidth * Self.pixelsPerPoint).rounded()), Int((canvasHeight * Self.pixelsPerPoint).rounded()))
  }

  /// A sentence for the SVG's title and an image's alternative text.
  public var summary: String {
    "\(window.deviceName), \(window.title), \(window.sizeText): \(layout.decisionText); "
      + (layout.columnsText.isEmpty ? "no columns" : layout.columnsText)
  }

  /// The SVG document.
  public var svg: String {
    var xml = XMLWriter()
    xml.raw("<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
    let pixels = pixelSize
    xml.start(
      "svg",
      [
        ("xmlns", "http://www.w3.org/2000/svg"), ("width", "\(pixels.width)"), ("height", "\(pixels.height)"),
        ("viewBox", "0 0 \(canvasWidth.labText) \(canvasHeight.labText)"),
        ("font-family", "Helvetica, Arial, 'DejaVu Sans', sans-serif"), ("data-window", window.id),
      ])
    xml.element("title", text: summary)
    xml.element("desc", text: details)
    definitions(&xml)
    xml.leaf(
      "rect", [("width", canvasWidth.labText), ("height", canvasHeight.labText), ("fill", Palette.canvas)])
    device(&xml)
    caption(&xml)
    xml.end()
    return xml.text
  }

  /// The one caption under the device: which window, then what was decided.
  private func caption(_ xml: inout XMLWriter) {
    let width = canvasWidth - 2 * Metrics.margin
    let center = (canvasWidth / 2).labText
    var y = screenOrigin.y + screenSize.height + bezel + Metrics.lineGap
    let which = "\(window.deviceName) · \(window.title) · \(window.sizeText) · \(window.scaleText)"
    let lines: [(String, String, Bool)] = [("window", which, false), ("decision", layout.decisionText, true)]
    xml.start("g", [("class", "caption")])
    for (kind, text, bold) in lines {
      let fit = TextFit(
        text, preferred: Metrics.captionFont, minimum: Metrics.minimumFont, width: width, bold: bold)
      xml.element(
        "text",
        [
          ("class", kind), ("x", center), ("y", y.labText), ("text-anchor", "middle"),
          ("font-size", fit.size.labText), ("font-weight", bold ? "700" : "400"),
          ("fill", bold ? Palette.caption : Palette.muted),
        ], text: fit.text)
      y += Metrics.lineGap
    }
    xml.end()
  }

  /// The bezel, the other app when the window shares the screen, the window with its columns
  /// clipped to it, and the window's outline.
  private func device(_ xml: inout XMLWriter) {
    let origin = screenOrigin
    xml.start(
      "g", [("class", "device"), ("transform", "translate(\(origin.x.labText) \(origin.y.labText))")])
    xml.leaf(
      "rect",
      [
        ("class", "bezel"), ("x", (-bezel).labText), ("y", (-bezel).labText),
        ("width", (screenSize.width + 2 * bezel).labText),
        ("height", (screenSize.height + 2 * bezel).labText),
        ("rx", (cornerRadius + bezel * 0.6).labText), ("fill", Palette.bezel),
      ])
    if let placement = window.placement { otherApp(placement, &xml) }
    let frame = window.placement?.frame ?? Rect(x: 0, y: 0, width: size.width, height: size.height)
    xml.start(
      "g", [("class", "window-frame"), ("transform", "translate(\(frame.x.labText) \(frame.y.labText))")])
    if window.placement?.floats == true {
      xml.leaf(
        "rect",
        [
          ("class", "shadow"), ("x", "-12"), ("width", size.width.labText), ("height", size.height.labText),
          ("rx", windowCornerRadius.labText), ("fill", "#0f172a"), ("fill-opacity", "0.3"),
        ])
    }
    xml.start("g", [("class", "screen"), ("clip-path", "url(#screen)")])
    xml.leaf(
      "rect",
      [
        ("class", "window"), ("width", size.width.labText), ("height", size.height.labText),
        ("fill", Palette.screen),
      ])
    for column in layout.columns where !column.floats { columnBox(column, &xml) }
    dividers(&xml)
    hinge(&xml)
    // Under a levitated pane one scrim dims the whole window (rule L15).
    if layout.presentsLevitated {
      scrim(&xml)
    } else {
      for column in layout.columns where column.isDimmed { dimming(column, &xml) }
    }
    for column in layout.columns where column.floats { columnBox(column, &xml) }
    coveredLabels(&xml)
    systemChrome(&xml)
    xml.end()
    xml.leaf(
      "rect",
      [
        ("class", "window-outline"), ("width", size.width.labText), ("height", size.height.labText),
        ("rx", windowCornerRadius.labText), ("fill", "none"), ("stroke", Palette.bezel),
        ("stroke-width", "2"),
      ])
    xml.end()
    screenChrome(&xml)
    xml.end()
  }

  /// The app the window shares the screen with: beside it past Split View's divider, or under it
  /// for Slide Over; greyed, so the window stands out.
  private func otherApp(_ placement: ScreenPlacement, _ xml: inout XMLWriter) {
    let screen = placement.screen
    let gap = ScreenPlacement.splitViewGap
    let start = placement.floats ? 0 : min(screen.width, placement.frame.maxX + gap)
    let area = Rect(x: start, y: 0, width: screen.width - start, height: screen.height)
    xml.start("g", [("class", "other-app")])
    xml.leaf(
      "rect",
      [
        ("x", area.x.labText), ("width", area.width.labText), ("height", area.height.labText),
        ("rx", (placement.floats ? cornerRadius : 8).labText), ("fill", "#e2e8f0"), ("stroke", "#94a3b8"),
        ("stroke-width", "2"),
      ])
    // The label sits where the window does not cover the other app.
    let free = placement.floats ? Rect(x: 0, y: 0, width: placement.frame.x, height: screen.height) : area
    if free.width >= 120 {
      xml.element(
        "text",
        [
          ("x", (free.x + free.width / 2).labText), ("y", (free.height / 2).labText),
          ("text-anchor", "middle"),
          ("font-size", "26"), ("fill", "#94a3b8"),
        ], text: "other app")
    }
    xml.end()
  }

  /// The hinge's hatching and the screen's clip.
  private func definitions(_ xml: inout XMLWriter) {
    xml.start("defs")
    xml.start(
      "pattern",
      [
        ("id", "hinge-hatch"), ("width", "16"), ("height", "16"), ("patternUnits", "userSpaceOnUse"),
        ("patternTransform", "rotate(45)"),
      ])
    xml.leaf("rect", [("width", "16"), ("height", "16"), ("fill", Palette.hingeLight)])
    xml.leaf("rect", [("width", "8"), ("height", "16"), ("fill", Palette.hingeDark)])
    xml.end()
    xml.start("clipPath", [("id", "screen")])
    xml.leaf(
      "rect",
      [("width", size.width.labText), ("height", size.height.labText), ("rx", windowCornerRadius.labText)])
    xml.end()
    xml.end()
  }
}

import Colonnade
import ColonnadeJSON
import ColonnadeLab
import Testing

/// Rule B1: the device catalog ships with the package and every window it derives is usable.
@Suite struct CatalogTests {
  /// Rule B1: the embedded copy parses and holds all 24 devices of `devices.json`, with sources.
  @Test func embeddedCatalogHasEveryDevice() throws {
    let catalog = try DeviceCatalog.embedded()
    #expect(catalog.devices.count == 24)
    #expect(Set(catalog.devices.map(\.id)).count == 24)
    #expect(catalog.sources.count == 27)
    #expect(catalog.devices.first?.id == "iphone-se-3")
    #expect(catalog.devices.last?.id == "desktop-1080p-window")
    let platforms = Dictionary(grouping: catalog.devices, by: \.platform).mapValues(\.count)
    #expect(platforms == [.ios: 10, .ipados: 6, .android: 6, .windows: 2])
  }

  /// Rule B2: how many windows each kind of device yields, device by device.
  @Test(arguments: [
    ("iphone-se-3", 2), ("iphone-16-pro-max", 2), ("ipad-mini-a17-pro", 9), ("ipad-air-13-m2-m3", 9),
    ("galaxy-z-fold-5", 6), ("galaxy-z-flip-6", 5), ("pixel-fold", 6), ("pixel-9-pro-fold", 6),
    ("surface-duo-2", 6), ("surface-duo", 6), ("laptop-13in-browser", 1), ("desktop-1080p-window", 1),
  ])
  func windowCount(device: String, count: Int) throws {
    let device = try #require(catalog[device])
    #expect(device.windows.count == count, "\(device.windows.map(\.id))")
  }

  /// Rules B2, E3: 111 windows in all, unique ids made of safe parts, and every environment
  /// passes the engine's validation.
  @Test func everyWindowValidates() throws {
    let windows = catalog.windows
    #expect(windows.count == 111)
    #expect(Set(windows.map(\.id)).count == windows.count)
    for window in windows {
      #expect(throws: Never.self, "\(window.id)") { try window.environment.validate() }
      let parts = window.id.split(separator: "/", omittingEmptySubsequences: false)
      #expect((2...3).contains(parts.count), "\(window.id)")
      #expect(
        parts.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" } })
      #expect(window.id.hasPrefix(window.deviceID + "/" + window.orientation.rawValue))
      // An iPad's Split View pane can be taller than wide while the iPad is held landscape.
      if window.platform != .ipados || window.variant == "full" {
        #expect(window.orientation == DeviceOrientation(of: window.environment.size), "\(window.id)")
      }
      #expect(!window.sourceIds.isEmpty, "\(window.id) cites no source")
    }
  }

  /// Rule B1: every source a window cites is listed in the catalog's sources.
  @Test func everyCitedSourceIsListed() {
    let listed = Set(catalog.sources.map(\.id))
    for window in catalog.windows {
      #expect(window.sourceIds.allSatisfy(listed.contains), "\(window.id)")
    }
    let unlinked = catalog.sources.filter { $0.link == nil }.map(\.id)
    #expect(unlinked == ["devtools-emulated-devices-variant", "avd-pixel-9-pro-fold"])
  }

  /// Rules B1, E1: the environment of representative windows, field by field: size, scale, size
  /// class (an iPhone's landscape class comes from the catalog), hinges and estimates.
  @Test(arguments: [
    ("iphone-16/portrait", "393×852 @3 compact hinges:none estimated:false"),
    ("iphone-16/landscape", "852×393 @3 compact hinges:none estimated:false"),
    ("iphone-16-plus/landscape", "932×430 @3 regular hinges:none estimated:false"),
    ("ipad-air-13-m2-m3/landscape/full", "1366×1024 @2 regular hinges:none estimated:false"),
    ("ipad-air-13-m2-m3/landscape/half", "678×1024 @2 regular hinges:none estimated:false"),
    ("ipad-air-13-m2-m3/portrait/two-thirds", "639×1366 @2 compact hinges:none estimated:false"),
    ("ipad-a16/landscape/half", "585×820 @2 compact hinges:none estimated:true"),
    ("ipad-mini-a17-pro/landscape/slide-over", "375×744 @2 compact hinges:none estimated:true"),
    ("galaxy-z-fold-5/portrait/folded", "344×882 @2.625 - hinges:none estimated:false"),
    ("galaxy-z-fold-5/landscape/folded", "882×344 @2.625 - hinges:none estimated:false"),
    (
      "galaxy-z-fold-5/portrait/half-opened",
      "690×829 @2.625 - hinges:345,0,0,829 vertical halfOpened seamless estimated:false"
    ),
    (
      "galaxy-z-fold-5/landscape/tabletop",
      "829×690 @2.625 - hinges:0,345,829,0 horizontal halfOpened seamless estimated:false"
    ),
    (
      "galaxy-z-fold-5/landscape/flat-open",
      "829×690 @2.625 - hinges:0,345,829,0 horizontal flat seamless estimated:false"
    ),
    (
      "galaxy-z-flip-6/portrait/half-opened",
      "411.4×1005.7 @2.625 - hinges:0,502.9,411.4,0 horizontal halfOpened seamless estimated:true"
    ),
    ("pixel-9-pro-fold/portrait/folded", "411.4×923.4 @2.625 - hinges:none estimated:true"),
    (
      "pixel-9-pro-fold/portrait/flat-open",
      "851.7×882.9 @2.4375 - hinges:425.9,0,0,882.9 vertical flat seamless estimated:true"
    ),
    (
      "surface-duo/landscape/flat-open",
      "1114×720 @2.5 - hinges:540,0,34,720 vertical flat occluding estimated:false"
    ),
    (
      "surface-duo/portrait/tabletop",
      "720×1114 @2.5 - hinges:0,540,720,34 horizontal halfOpened occluding estimated:false"
    ),
    (
      "surface-duo-2/landscape/half-opened",
      "1101.6×756.8 @2.5 - hinges:537.6,0,26.4,756.8 vertical halfOpened occluding estimated:false"
    ),
    ("desktop-1080p-window/landscape", "1920×1080 @1 - hinges:none estimated:false"),
  ])
  func windowEnvironment(id: String, expected: String) throws {
    let window = try #require(labWindow(id))
    let environment = window.environment
    func text(_ value: Double) -> String { "\(JSONValue.number(value))" }
    let hinges = environment.hinges.map { hinge in
      [hinge.rect.x, hinge.rect.y, hinge.rect.width, hinge.rect.height].map(text).joined(separator: ",")
        + " \(hinge.orientation.rawValue) \(hinge.state.rawValue) \(hinge.isOccluding ? "occluding" : "seamless")"
    }
    let summary =
      "\(text(environment.size.width))×\(text(environment.size.height)) @\(text(environment.displayScale)) "
      + "\(environment.horizontalSizeClass?.rawValue ?? "-") "
      + "hinges:\(hinges.isEmpty ? "none" : hinges.joined(separator: "; ")) estimated:\(window.isEstimated)"
    #expect(summary == expected)
  }

  /// Rules L2, L3: an iPhone held landscape collapses where UIKit would (compact size class),
  /// a Plus-sized one does not; an iPad's half split collapses only where it is compact.
  @Test(arguments: [
    ("iphone-16/landscape", true), ("iphone-16-plus/landscape", false), ("ipad-a16/landscape/half", true),
    ("ipad-air-13-m2-m3/landscape/half", false), ("ipad-air-13-m2-m3/landscape/slide-over", true),
  ])
  func sizeClassDecidesCollapse(id: String, collapsed: Bool) throws {
    let window = try #require(labWindow(id))
    let layout = LayoutResolver.resolve(environment: window.environment, configuration: .standard)
    #expect(layout.isCollapsed == collapsed)
  }

  /// Rule B1: the titles say which multitasking width or posture a window is.
  @Test(arguments: [
    ("ipad-air-13-m2-m3/landscape/two-thirds", "landscape, Split View 2/3"),
    ("ipad-air-13-m2-m3/portrait/slide-over", "portrait, Slide Over"),
    ("galaxy-z-fold-5/portrait/half-opened", "portrait, half-opened (book)"),
    ("galaxy-z-flip-6/portrait/half-opened", "portrait, half-opened (tabletop)"),
    ("surface-duo/portrait/tabletop", "portrait, half-opened (tabletop)"),
    ("pixel-fold/portrait/flat-open", "portrait, flat open"),
    ("iphone-se-3/landscape", "landscape"),
  ])
  func titles(id: String, title: String) throws {
    #expect(try #require(labWindow(id)).title == title)
  }
}

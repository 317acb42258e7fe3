import Colonnade
import ColonnadeLab
import Testing

/// Rule B1: the system's chrome comes from the catalog where it has figures, and an
/// iPad's status bar and home indicator belong to the screen, not to each app sharing it.
@Suite struct SystemChromeTests {
  private func picture(_ id: String) throws -> XMLElement {
    let window = try #require(try DeviceCatalog.embedded().windows.first { $0.id == id })
    let layout = LayoutResolver.resolve(environment: window.environment, configuration: .standard)
    return try parseXML(WindowPicture(window: window, layout: layout, configurationName: "t").svg)
  }

  @Test func everyIPhoneAndIPadHasCatalogFigures() throws {
    for device in try DeviceCatalog.embedded().devices
    where device.platform == .ios || device.platform == .ipados {
      let chrome = try #require(device.chrome, "\(device.id) has no chrome")
      #expect(chrome.portrait != nil && chrome.landscape != nil, "\(device.id)")
      #expect(!chrome.sourceIds.isEmpty, "\(device.id)")
    }
    let pro = try #require(try DeviceCatalog.embedded()["iphone-16-pro"]?.chrome)
    #expect(pro.portrait?.safeArea.top == 62)
    #expect(pro.landscape?.safeArea.left == 62)
    #expect(pro.landscape?.cutout?.kind == .island)
  }

  @Test func catalogFiguresAreDrawn() throws {
    let svg = try picture("iphone-16-pro/landscape")
    let chrome = try #require(svg.elements(withClass: "system-chrome").first)
    #expect(chrome["data-chrome"] == "catalog")
    let safe = try #require(chrome.elements(withClass: "safe-area").first)
    #expect(safe["x"] == "62")
    let cutout = try #require(chrome.elements(withClass: "cutout").first)
    #expect(cutout["data-kind"] == "island" && cutout["width"] == "37")
  }

  @Test func sharedIPadScreenHasOneStatusBar() throws {
    for id in ["ipad-pro-13-m4/landscape/half", "ipad-pro-13-m4/portrait/slide-over"] {
      let svg = try picture(id)
      let window = try #require(svg.elements(withClass: "system-chrome").first)
      #expect(window.elements(withClass: "status-bar").isEmpty, "\(id): the window draws a status bar")
      #expect(window.elements(withClass: "home-indicator").isEmpty, "\(id)")
      #expect(window.elements(withClass: "safe-area").count == 1, "\(id): the window keeps its safe area")
      let screen = try #require(svg.elements(withClass: "screen-chrome").first, "\(id)")
      #expect(screen.elements(withClass: "status-bar").count == 1)
      #expect(screen.elements(withClass: "home-indicator").count == 1)
    }
    let full = try picture("ipad-pro-13-m4/landscape/full")
    #expect(full.elements(withClass: "screen-chrome").isEmpty)
    #expect(full.elements(withClass: "status-bar").count == 1)
  }

  @Test func devicesWithoutFiguresAreMarkedDefault() throws {
    let svg = try picture("surface-duo/portrait/folded")
    let chrome = try #require(svg.elements(withClass: "system-chrome").first)
    #expect(chrome["data-chrome"] == "default")
  }
}

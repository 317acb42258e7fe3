import Colonnade

extension WindowPicture {
  /// The system's parts over the app (``SystemChrome``): the status bar with the time and
  /// battery (or a desktop window's title bar), the camera cut-out, the home indicator or
  /// gesture handle, and the safe area dashed. The group is marked `data-chrome="catalog"`,
  /// or `"default"` when its figures are defaults per device kind. A window sharing an iPad's
  /// screen draws only its safe area: the status bar and home indicator are the screen's.
  func systemChrome(_ xml: inout XMLWriter) {
    let chrome = self.chrome
    xml.start(
      "g",
      [
        ("class", "system-chrome"), ("data-chrome", chrome.isDefault ? "default" : "catalog"),
        ("data-kind", chrome.kind),
      ])
    let safe = chrome.safeArea(in: size)
    if safe != Rect(x: 0, y: 0, width: size.width, height: size.height) {
      xml.leaf(
        "rect",
        [
          ("class", "safe-area"), ("x", safe.x.labText), ("y", safe.y.labText), ("width", safe.width.labText),
          ("height", safe.height.labText), ("fill", "none"), ("stroke", "#f472b6"), ("stroke-width", "1.5"),
          ("stroke-dasharray", "8 6"), ("stroke-opacity", "0.7"),
        ])
    }
    if chrome.isTitleBar {
      titleBar(height: chrome.statusBar, &xml)
    } else if chrome.statusBar > 0, !chrome.sharesScreen {
      statusBar(height: chrome.statusBar, width: size.width, &xml)
    }
    cutout(chrome.cutout, &xml)
    if chrome.hasHomeIndicator, !chrome.sharesScreen { homeIndicator(in: size, &xml) }
    xml.end()
  }

  /// The screen's own status bar and home indicator, once across an iPad's screen that two
  /// apps share (Split View, Slide Over), as iPadOS draws them; in screen coordinates.
  func screenChrome(_ xml: inout XMLWriter) {
    guard chrome.sharesScreen else { return }
    xml.start(
      "g",
      [
        ("class", "screen-chrome"), ("data-chrome", chrome.isDefault ? "default" : "catalog"),
        ("data-kind", chrome.kind),
      ])
    if chrome.statusBar > 0 { statusBar(height: chrome.statusBar, width: screenSize.width, &xml) }
    if chrome.hasHomeIndicator { homeIndicator(in: screenSize, &xml) }
    xml.end()
  }

  /// The home indicator (or Android's gesture handle), centred in the bottom inset of `area`.
  private func homeIndicator(in area: Size, _ xml: inout XMLWriter) {
    let phone = window.platform == .ios || window.platform == .android
    let length = window.platform == .android ? 108 : min(phone ? 140 : 320, area.width * 0.36)
    let thickness = window.platform == .android ? 5.0 : 6.0
    xml.leaf(
      "rect",
      [
        ("class", "home-indicator"), ("x", ((area.width - length) / 2).labText),
        ("y", (area.height - chrome.bottom / 2 - thickness / 2).labText), ("width", length.labText),
        ("height", thickness.labText), ("rx", (thickness / 2).labText), ("fill", "#111827"),
      ])
  }

  /// The time on the leading side, signal and battery on the trailing side, across `width`.
  private func statusBar(height: Double, width: Double, _ xml: inout XMLWriter) {
    let middle = height * (chrome.cutout == .island || chrome.cutout == .notch ? 0.55 : 0.5)
    // At least 18 points, so an iPad's or Android's 24-point bar still reads at gallery size.
    let font = min(22, max(18, height * 0.62))
    let timeX = chrome.cutout == .none || chrome.cutout == .punchHole ? 16 + font : min(width * 0.2, 90)
    xml.start("g", [("class", "status-bar")])
    xml.element(
      "text",
      [
        ("x", timeX.labText), ("y", (middle + font * 0.36).labText), ("text-anchor", "middle"),
        ("font-size", font.labText), ("font-weight", "700"), ("fill", "#111827"),
      ], text: "9:41")
    let battery = (width: font * 1.3, height: font * 0.6)
    let right = width - (chrome.cutout == .island || chrome.cutout == .notch ? width * 0.12 : 16)
    xml.leaf(
      "rect",
      [
        ("x", (right - battery.width).labText), ("y", (middle - battery.height / 2).labText),
        ("width", battery.width.labText), ("height", battery.height.labText), ("rx", "3"),
        ("fill", "#111827"),
      ])
    for bar in 0..<4 {
      let barHeight = battery.height * (0.4 + 0.2 * Double(bar))
      xml.leaf(
        "rect",
        [
          ("x", (right - battery.width - 38 + Double(bar) * 7).labText),
          ("y", (middle + battery.height / 2 - barHeight).labText), ("width", "4.5"),
          ("height", barHeight.labText), ("rx", "1"), ("fill", "#111827"),
        ])
    }
    xml.end()
  }

  /// A desktop window's title bar: the app's name and the minimise, maximise and close buttons.
  private func titleBar(height: Double, _ xml: inout XMLWriter) {
    xml.start("g", [("class", "title-bar")])
    xml.leaf(
      "rect", [("width", size.width.labText), ("height", height.labText), ("fill", "#e5e7eb")])
    xml.element(
      "text",
      [("x", "14"), ("y", (height * 0.66).labText), ("font-size", "15"), ("fill", "#111827")],
      text: "Animals")
    for (index, glyph) in ["×", "□", "–"].enumerated() {
      xml.element(
        "text",
        [
          ("x", (size.width - 24 - Double(index) * 46).labText), ("y", (height * 0.7).labText),
          ("text-anchor", "middle"), ("font-size", "18"), ("fill", "#111827"),
        ], text: glyph)
    }
    xml.end()
  }

  /// The camera's cut-out: the Dynamic Island or notch at the top (the leading edge on its
  /// side), a punch hole in the status bar; where the catalog gives its rectangle, there.
  private func cutout(_ cutout: SystemChrome.Cutout, _ xml: inout XMLWriter) {
    let landscape = window.orientation == .landscape
    var shape: Rect
    var radius: Double
    guard cutout != .none else { return }
    if var rect = chrome.cutoutRect {
      radius = min(rect.width, rect.height) / 2
      // A notch hangs from the edge it touches: drawn past it, only its inner corners round.
      if cutout == .notch, rect.y <= 0 { (rect.y, rect.height) = (rect.y - 10, rect.height + 10) }
      if cutout == .notch, rect.x <= 0, rect.y > 0 { (rect.x, rect.width) = (rect.x - 10, rect.width + 10) }
      shape = rect
    } else {
      (shape, radius) = defaultCutout(cutout, landscape: landscape)
    }
    xml.leaf(
      "rect",
      [
        ("class", "cutout"), ("data-kind", cutout.rawValue), ("x", shape.x.labText), ("y", shape.y.labText),
        ("width", shape.width.labText), ("height", shape.height.labText), ("rx", radius.labText),
        ("fill", "#000000"),
      ])
  }

  /// The cut-out drawn where the catalog gives no rectangle (a default per device kind).
  private func defaultCutout(_ cutout: SystemChrome.Cutout, landscape: Bool) -> (Rect, Double) {
    var shape: Rect
    var radius: Double
    switch cutout {
    case .none: return (Rect(x: 0, y: 0, width: 0, height: 0), 0)
    case .island:
      shape =
        landscape
        ? Rect(x: 11, y: (size.height - 126) / 2, width: 37, height: 126)
        : Rect(x: (size.width - 126) / 2, y: 11, width: 126, height: 37)
      radius = 18.5
    case .notch:
      shape =
        landscape
        ? Rect(x: -10, y: (size.height - 209) / 2, width: 40, height: 209)
        : Rect(x: (size.width - 209) / 2, y: -10, width: 209, height: 40)
      radius = 20
    case .punchHole:
      // Unfolded, the inner camera sits on the trailing screen, clear of the fold.
      let unfolded = window.hinge != nil
      let center =
        landscape && !unfolded
        ? (x: 14.0, y: size.height / 2) : (x: size.width * (unfolded ? 0.75 : 0.5), y: chrome.statusBar / 2)
      shape = Rect(x: center.x - 8, y: center.y - 8, width: 16, height: 16)
      radius = 8
    }
    return (shape, radius)
  }
}

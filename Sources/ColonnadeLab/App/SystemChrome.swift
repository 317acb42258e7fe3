import Colonnade

/// The system's own parts of a window, in points: the status bar, the home indicator (or
/// Android's gesture handle, or a desktop window's title bar) and the camera cut-out, with the
/// safe-area insets they leave.
///
/// The catalog (`data/devices.json`) has no safe-area or cut-out figures yet, so every value
/// here is a **default per device kind**, taken from the platforms' published layouts and
/// marked as such in each picture (`data-chrome="default"` and the picture's description):
///
/// | kind | status bar | bottom | cut-out |
/// |---|---|---|---|
/// | iPhone with a Home button (SE) | 20 | – | none |
/// | iPhone with a notch (13 mini) | 50 | home indicator 34 | notch |
/// | iPhone with the Dynamic Island (16, 17, Air) | 59 | home indicator 34 | island |
/// | iPhone in landscape | hidden | home indicator 21 | on the leading edge, inset 59 (47 notch) |
/// | iPad | 24 | home indicator 20 | none |
/// | Android phone or foldable | 24 | gesture handle 24 | punch hole (not on a Surface Duo) |
/// | Windows desktop window | title bar 32 | – | none |
///
/// ```swift
/// let chrome = SystemChrome(window: window)   // iphone-16/portrait
/// chrome.statusBar                            // 59
/// ```
struct SystemChrome: Equatable {
  /// What the camera takes from the screen.
  enum Cutout: String {
    case none, notch, island
    case punchHole = "punch-hole"
  }

  /// The kind of device the defaults are for, as the picture's description names it.
  var kind: String
  /// The status bar's (or title bar's) height at the window's top; 0 when hidden.
  var statusBar: Double
  /// Whether the top bar is a desktop window's title bar.
  var isTitleBar: Bool
  /// The home indicator's or gesture handle's band at the bottom; 0 without one.
  var bottom: Double
  /// The leading and trailing safe-area inset (an iPhone on its side).
  var sides: Double
  /// The camera's cut-out.
  var cutout: Cutout

  /// Every figure is a default per device kind: the catalog has none.
  var isDefault: Bool { true }

  /// The defaults for `window`'s device kind (see ``SystemChrome``).
  init(window: LabWindow) {
    let landscape = window.orientation == .landscape
    let id = window.deviceID
    kind = ""
    statusBar = 0
    isTitleBar = false
    bottom = 0
    sides = 0
    cutout = .none
    switch window.platform {
    case .ios:
      let homeButton = id.hasPrefix("iphone-se")
      let notch = id.hasPrefix("iphone-13") || id.hasPrefix("iphone-12")
      kind =
        homeButton
        ? "iPhone with a Home button" : notch ? "iPhone with a notch" : "iPhone with the Dynamic Island"
      guard !homeButton else {
        statusBar = landscape ? 0 : 20
        return
      }
      cutout = notch ? .notch : .island
      if landscape {
        sides = notch ? 47 : 59
        bottom = 21
      } else {
        statusBar = notch ? 50 : 59
        bottom = 34
      }
    case .ipados:
      kind = "iPad"
      statusBar = 24
      bottom = 20
    case .android:
      kind = id.hasPrefix("surface-duo") ? "Surface Duo" : "Android phone or foldable"
      statusBar = 24
      bottom = 24
      cutout = id.hasPrefix("surface-duo") ? .none : .punchHole
    case .windows:
      kind = "Windows desktop window"
      statusBar = 32
      isTitleBar = true
    }
  }

  /// The part of a `size` window clear of the system's parts.
  func safeArea(in size: Size) -> Rect {
    Rect(
      x: sides, y: statusBar, width: max(0, size.width - 2 * sides),
      height: max(0, size.height - statusBar - bottom))
  }
}

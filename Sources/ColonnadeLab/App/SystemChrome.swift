import Colonnade

/// The system's own parts of a window, in points: the status bar, the home indicator (or
/// Android's gesture handle, or a desktop window's title bar) and the camera cut-out, with the
/// safe-area insets they leave.
///
/// The figures come from the catalog's `chrome` (``CatalogChrome``: every iPhone and iPad).
/// A device without one (Android foldables, Surface Duo, desktop windows: no per-device figure
/// is published) gets a **default per device kind**, marked as such in each picture
/// (`data-chrome="default"` and the picture's description):
///
/// | kind | status bar | bottom | cut-out |
/// |---|---|---|---|
/// | Android phone or foldable | 24 | gesture handle 24 | punch hole (not on a Surface Duo) |
/// | Windows desktop window | title bar 32 | – | none |
///
/// On iPadOS the status bar and home indicator belong to the screen: a window sharing it
/// (Split View, Slide Over) keeps the insets but draws neither (``sharesScreen``); the picture
/// draws them once across the screen.
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

  /// The kind of device the defaults are for, or the device's name with catalog figures.
  var kind: String
  /// The status bar's (or title bar's) height at the window's top; 0 when hidden.
  var statusBar: Double
  /// Whether the top bar is a desktop window's title bar.
  var isTitleBar: Bool
  /// The safe-area insets.
  var top: Double
  var left: Double
  var right: Double
  /// The home indicator's or gesture handle's band at the bottom; 0 without one.
  var bottom: Double
  /// Whether the bottom band holds a home indicator or gesture handle.
  var hasHomeIndicator: Bool
  /// The camera's cut-out, and its rectangle when the catalog gives it.
  var cutout: Cutout
  var cutoutRect: Rect?
  /// Whether the figures are defaults per device kind rather than the catalog's.
  var isDefault: Bool
  /// Whether the window shares the screen (iPad Split View, Slide Over): the status bar and
  /// home indicator are the screen's, drawn once across it, not in the window.
  var sharesScreen: Bool

  init(window: LabWindow) {
    kind = ""
    statusBar = 0
    isTitleBar = false
    (top, left, right, bottom) = (0, 0, 0, 0)
    hasHomeIndicator = false
    cutout = .none
    cutoutRect = nil
    isDefault = true
    sharesScreen = window.placement != nil
    if let chrome = window.chrome, let figures = chrome.figures(window.orientation) {
      kind = window.deviceName
      isDefault = false
      statusBar = figures.statusBar
      (top, left, right, bottom) =
        (figures.safeArea.top, figures.safeArea.left, figures.safeArea.right, figures.safeArea.bottom)
      hasHomeIndicator = chrome.hasHomeIndicator && bottom > 0
      if let shape = figures.cutout {
        cutout = Cutout(rawValue: shape.kind.rawValue) ?? .none
        cutoutRect = shape.rect
      }
      return
    }
    switch window.platform {
    case .ios, .ipados:
      // Every iPhone and iPad of the catalog has figures; a new one without gets the iPad's.
      kind = window.platform == .ios ? "iPhone" : "iPad"
      statusBar = 24
      top = 24
      bottom = 20
      hasHomeIndicator = true
    case .android:
      kind = window.deviceID.hasPrefix("surface-duo") ? "Surface Duo" : "Android phone or foldable"
      statusBar = 24
      top = 24
      bottom = 24
      hasHomeIndicator = true
      cutout = window.deviceID.hasPrefix("surface-duo") ? .none : .punchHole
    case .windows:
      kind = "Windows desktop window"
      statusBar = 32
      top = 32
      isTitleBar = true
    }
  }

  /// The part of a `size` window clear of the system's parts.
  func safeArea(in size: Size) -> Rect {
    Rect(
      x: left, y: top, width: max(0, size.width - left - right),
      height: max(0, size.height - top - bottom))
  }
}

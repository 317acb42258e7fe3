import Colonnade

/// One window the lab renders: a device held one way, at one multitasking width or in one fold
/// posture, as the environment the engine resolves (rules B1, B2, E1).
///
/// ```swift
/// let window = try DeviceCatalog.embedded()["surface-duo"]?.windows
///   .first { $0.id == "surface-duo/landscape/flat-open" }
/// window?.environment.hinges.first?.isOccluding   // true
/// ```
public struct LabWindow: Hashable, Sendable {
  /// `DEVICE/ORIENTATION[/VARIANT]`, such as `iphone-16/landscape`,
  /// `ipad-air-13-m2-m3/landscape/half` or `galaxy-z-fold-5/landscape/tabletop`. Its parts are
  /// lowercase letters, digits and hyphens, so it doubles as a relative file path.
  public var id: String
  /// The device's catalog id.
  public var deviceID: String
  /// The device's name.
  public var deviceName: String
  /// The device's platform.
  public var platform: Platform
  /// The unit the catalog gives sizes in (`pt`, `dp`, `epx`); the engine calls them all points.
  public var unit: String
  /// Which way up the window is.
  public var orientation: DeviceOrientation
  /// The multitasking width or posture (`two-thirds`, `folded`, `tabletop`), or `nil` for a
  /// phone or desktop window.
  public var variant: String?
  /// The window as people say it: `landscape, Split View 1/2`, `portrait, half-opened (book)`.
  public var title: String
  /// The screen that shows the window, for foldables and dual screens.
  public var screen: String?
  /// What the engine is given: size, scale, size class and hinges.
  public var environment: WindowEnvironment
  /// Where the window sits on the device's screen when it shares it (iPad Split View and Slide
  /// Over); `nil` when it fills the screen.
  public var placement: ScreenPlacement?
  /// Whether any figure of the window is derived rather than read from a source.
  public var isEstimated: Bool
  /// The device's status bar, safe areas and cut-out from the catalog, when it gives them.
  public var chrome: CatalogChrome? = nil
  /// The sources of the window's figures, without repeats.
  public var sourceIds: [String]

  /// Creates a window.
  public init(
    id: String, deviceID: String, deviceName: String, platform: Platform, unit: String,
    orientation: DeviceOrientation,
    variant: String?, title: String, screen: String?, environment: WindowEnvironment,
    placement: ScreenPlacement? = nil, isEstimated: Bool, sourceIds: [String]
  ) {
    self.id = id
    self.deviceID = deviceID
    self.deviceName = deviceName
    self.platform = platform
    self.unit = unit
    self.orientation = orientation
    self.variant = variant
    self.title = title
    self.screen = screen
    self.environment = environment
    self.placement = placement
    self.isEstimated = isEstimated
    self.sourceIds = sourceIds
  }

  /// The separating hinge, else the first hinge: the one worth drawing and describing.
  public var hinge: Hinge? {
    environment.separatingHinge ?? environment.hinges.first
  }
}

/// A window sharing the screen with another app: the screen's size, the window's frame on it,
/// and whether it floats over the other app (Slide Over) or sits beside it (Split View).
public struct ScreenPlacement: Hashable, Sendable {
  /// The whole screen, in points.
  public var screen: Size
  /// The window on the screen.
  public var frame: Rect
  /// Whether the window floats over the other app rather than beside it.
  public var floats: Bool

  /// Creates a placement.
  public init(screen: Size, frame: Rect, floats: Bool) {
    self.screen = screen
    self.frame = frame
    self.floats = floats
  }

  /// The gap iPadOS leaves between Split View panes, in points (the catalog's derivation model).
  public static let splitViewGap = 10.0
}

import Colonnade

/// The system's parts of a device's screen from the catalog's `chrome` (rule B1): per
/// orientation the status bar, the safe-area insets and the camera cut-out, in the device's
/// unit, with the sources of the figures.
///
/// ```swift
/// let chrome = try DeviceCatalog.embedded()["iphone-16-pro"]?.chrome
/// chrome?.portrait?.safeArea.top        // 62
/// chrome?.landscape?.cutout?.kind       // .island
/// ```
public struct CatalogChrome: Hashable, Sendable {
  /// The figures held portrait, if the catalog gives them.
  public var portrait: ScreenChrome?
  /// The figures held landscape.
  public var landscape: ScreenChrome?
  /// Whether the bottom inset holds a home indicator (no Home button).
  public var hasHomeIndicator: Bool
  /// Whether any figure is derived rather than read from a source.
  public var isEstimated: Bool
  /// The catalog's note: what was derived, and how.
  public var note: String?
  /// The sources of the figures.
  public var sourceIds: [String]

  /// The figures for `orientation`, if the catalog gives them.
  public func figures(_ orientation: DeviceOrientation) -> ScreenChrome? {
    orientation == .portrait ? portrait : landscape
  }
}

/// One orientation's status bar, safe area and cut-out.
public struct ScreenChrome: Hashable, Sendable {
  /// The status bar's height at the top; 0 when hidden.
  public var statusBar: Double
  /// The safe-area insets from each edge.
  public var safeArea: Insets
  /// The camera's cut-out, if the screen has one.
  public var cutout: Cutout?

  /// Insets from a rectangle's edges.
  public struct Insets: Hashable, Sendable {
    /// From the top edge.
    public var top: Double
    /// From the left edge.
    public var left: Double
    /// From the bottom edge.
    public var bottom: Double
    /// From the right edge.
    public var right: Double
  }

  /// What the camera takes from the screen, and where.
  public struct Cutout: Hashable, Sendable {
    /// The cut-out's shape.
    public enum Kind: String, CaseIterable, Hashable, Sendable {
      /// The Dynamic Island: a pill below the top edge.
      case island
      /// A notch in the top edge.
      case notch
      /// A round hole in the status bar.
      case punchHole = "punch-hole"
    }

    /// The cut-out's shape.
    public var kind: Kind
    /// Its bounding rectangle on the screen.
    public var rect: Rect
    /// Whether the rectangle is derived rather than read from a source.
    public var isEstimated: Bool
  }
}

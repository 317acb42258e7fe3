import Colonnade

/// The software a device runs, as the catalog spells it.
public enum Platform: String, CaseIterable, Hashable, Sendable {
  /// iPhone: points, UIKit size classes.
  case ios
  /// iPad: points, size classes, Split View and Slide Over.
  case ipados
  /// Android: density-independent pixels, Jetpack WindowManager folds.
  case android
  /// Windows desktop windows: effective pixels.
  case windows
}

/// Which way up a window is held: portrait is taller than wide.
public enum DeviceOrientation: String, CaseIterable, Hashable, Sendable {
  /// Taller than wide (or square).
  case portrait
  /// Wider than tall.
  case landscape

  /// The orientation of a window `size` big: wider than tall is landscape.
  public init(of size: Size) {
    self = size.width > size.height ? .landscape : .portrait
  }
}

/// A window size from the catalog and whether it is derived rather than read from a source.
public struct CatalogSize: Hashable, Sendable {
  /// The size in the device's unit (points, dp or epx — all "points" to the engine).
  public var size: Size
  /// Whether the figure is derived or assumed (the catalog's `"estimated": true`).
  public var isEstimated: Bool

  /// Creates a size.
  public init(size: Size, isEstimated: Bool = false) {
    self.size = size
    self.isEstimated = isEstimated
  }
}

/// One iPad multitasking width: full screen, a Split View pane or Slide Over.
public struct MultitaskingWidth: Hashable, Sendable {
  /// The multitasking arrangements, in the catalog's spelling.
  public enum Kind: String, CaseIterable, Hashable, Sendable {
    /// The whole screen.
    case full
    /// The wide Split View pane.
    case twoThirds
    /// Half of a Split View (landscape only).
    case half
    /// The narrow Split View pane.
    case oneThird
    /// The floating Slide Over window.
    case slideOver

    /// The kind as a window id part: `two-thirds`, `slide-over`.
    public var slug: String {
      switch self {
      case .full: "full"
      case .twoThirds: "two-thirds"
      case .half: "half"
      case .oneThird: "one-third"
      case .slideOver: "slide-over"
      }
    }

    /// The kind as people say it: `Split View 2/3`.
    public var title: String {
      switch self {
      case .full: "full screen"
      case .twoThirds: "Split View 2/3"
      case .half: "Split View 1/2"
      case .oneThird: "Split View 1/3"
      case .slideOver: "Slide Over"
      }
    }
  }

  /// Which arrangement.
  public var kind: Kind
  /// The orientation the iPad is held in.
  public var orientation: DeviceOrientation
  /// The window's width in points; its height is the screen's.
  public var width: Double
  /// The horizontal size class iPadOS reports for it.
  public var sizeClass: SizeClass
  /// Whether the width or size class is derived rather than measured.
  public var isEstimated: Bool
  /// The sources of this figure (beyond the device's own).
  public var sourceIds: [String]
}

/// A fold or screen gap as the catalog describes it, in the posture's window coordinates.
public struct CatalogHinge: Hashable, Sendable {
  /// Where it lies in the window.
  public var rect: Rect
  /// Which way it runs.
  public var orientation: HingeOrientation
  /// Whether it hides content (a physical gap, as on Surface Duo).
  public var isOccluding: Bool
  /// Whether its position or width is assumed.
  public var isEstimated: Bool
  /// The sources of this figure.
  public var sourceIds: [String]

  /// The hinge of the same window turned a quarter: x and y (and width and height) swap, the
  /// way the catalog's `tabletopVariant` relates to the book posture.
  public var transposed: CatalogHinge {
    var hinge = self
    hinge.rect = Rect(x: rect.y, y: rect.x, width: rect.height, height: rect.width)
    hinge.orientation = orientation == .vertical ? .horizontal : .vertical
    return hinge
  }
}

/// A foldable's or dual screen's posture: which screen shows the app and where the hinge is.
public struct Posture: Hashable, Sendable {
  /// The postures the catalog names.
  public enum Kind: String, CaseIterable, Hashable, Sendable {
    /// Closed: the cover or a single screen.
    case folded
    /// Bent part way: the hinge separates (rule E2).
    case halfOpened = "half-opened"
    /// Open flat: a seamless fold does not separate, a screen gap does.
    case flatOpen = "flat-open"
  }

  /// Which posture.
  public var kind: Kind
  /// The screen showing the app, as the catalog describes it (`main (7.6", 1812x2176 px)`).
  public var screen: String
  /// The window in this posture.
  public var window: Size
  /// The hinge crossing the window, if any.
  public var hinge: CatalogHinge?
  /// The same posture turned a quarter (tabletop), when the catalog gives it.
  public var tabletop: Tabletop?
  /// Whether any figure of the posture is derived.
  public var isEstimated: Bool
  /// The sources of this posture.
  public var sourceIds: [String]

  /// A half-opened posture turned a quarter so the fold runs left to right.
  public struct Tabletop: Hashable, Sendable {
    /// The window held this way.
    public var window: Size
    /// The hinge, now horizontal.
    public var hinge: CatalogHinge?
  }
}

/// A physical panel's size in device pixels, used to derive a missing density.
public struct Panel: Hashable, Sendable {
  /// The catalog's name for it: `main`, `cover`, `inner`, `outer`, ...
  public var name: String
  /// Its size in device pixels.
  public var pixels: Size
}

/// One device of the catalog (rule B1): its screens, scale, size classes, multitasking widths
/// and fold postures, with the sources of the figures.
///
/// ```swift
/// let catalog = try DeviceCatalog.embedded()
/// let duo = catalog["surface-duo"]
/// duo?.windows.map(\.id)   // ["surface-duo/portrait/folded", ...]
/// ```
public struct Device: Hashable, Sendable {
  /// A stable id: lowercase letters, digits and hyphens (`ipad-air-13-m2-m3`).
  public var id: String
  /// The marketing name.
  public var name: String
  /// The platform.
  public var platform: Platform
  /// The unit of every size: `pt`, `dp` or `epx`.
  public var unit: String
  /// The default screen held portrait, if the device is ever portrait.
  public var portrait: CatalogSize?
  /// The default screen held landscape.
  public var landscape: CatalogSize?
  /// Device pixels per unit (`scale` or `density`), when the catalog gives it.
  public var scale: Double?
  /// Whether the given scale is assumed.
  public var scaleIsEstimated: Bool
  /// Physical panels in device pixels.
  public var panels: [Panel]
  /// Whether the device turns between portrait and landscape.
  public var rotates: Bool
  /// The horizontal size class the platform reports held portrait, if it has size classes.
  public var portraitSizeClass: SizeClass?
  /// The horizontal size class the platform reports held landscape.
  public var landscapeSizeClass: SizeClass?
  /// iPad Split View and Slide Over widths.
  public var multitasking: [MultitaskingWidth]
  /// Fold postures (foldables and dual screens).
  public var postures: [Posture]
  /// The sources of the device's figures.
  public var sourceIds: [String]
  /// The catalog's notes, if any.
  public var notes: String?
  /// Whether any figure of the entry is derived (the catalog's `containsEstimates`).
  public var containsEstimates: Bool
  /// The status bar, safe areas and cut-out, when the catalog gives them.
  public var chrome: CatalogChrome? = nil

  /// The horizontal size class reported in `orientation`, if the platform has size classes.
  public func sizeClass(in orientation: DeviceOrientation) -> SizeClass? {
    orientation == .portrait ? portraitSizeClass : landscapeSizeClass
  }

  /// The posture of `kind`, if the device has it.
  public func posture(_ kind: Posture.Kind) -> Posture? {
    postures.first { $0.kind == kind }
  }
}

import Colonnade

/// One column's container in an adapter — a `UINavigationController`, a `NavigationStack`, a
/// terminal pane — with where it sits and what it shows.
///
/// Every column has a host. Collapsed, the primary's host shows the single stack at the window's
/// frame (as `UISplitViewController` collapses onto its primary) and the others are hidden and
/// empty, so a pop the user makes there never moves views between containers.
public struct SceneHost<Route: Hashable & Sendable>: Hashable, Sendable {
  /// The column whose container this is.
  public var column: Column
  /// Whether the host is off screen. A hidden host keeps its stack (an iPad's hidden sidebar).
  public var isHidden: Bool
  /// The layout column the host presents: its own column, or collapsed the column on top.
  public var presents: Column
  /// Its frame in window coordinates, in points; `.zero`-sized while hidden.
  public var frame: Rect
  /// Tiled, floating, displaced, a sheet, a navigation rail or levitated (rules L8, L10, L13, L15).
  public var presentation: Presentation
  /// Whether the host shows its column as a navigation rail: the primary's destinations as a
  /// strip of icons, `railWidth` wide, with no divider to drag (rule L13). The app's sidebar reads
  /// it to draw icons instead of rows.
  public var isRail: Bool { presentation == .rail && !isHidden }
  /// Whether a dimming view covers it; a tap there sends `dimmedAreaTapped` (rule D4).
  public var isDimmed: Bool
  /// Whether its navigation bar shows a back button (rule L9).
  public var showsBackButton: Bool
  /// What its container shows, bottom first.
  public var stack: HostStack<Route>
  /// Its corners and shadow.
  public var chrome: HostChrome

  /// Creates a host; ``SplitScene/init(_:)`` is the usual source.
  @inlinable public init(
    column: Column, isHidden: Bool, presents: Column, frame: Rect, presentation: Presentation,
    isDimmed: Bool, showsBackButton: Bool, stack: HostStack<Route>, chrome: HostChrome
  ) {
    self.column = column
    self.isHidden = isHidden
    self.presents = presents
    self.frame = frame
    self.presentation = presentation
    self.isDimmed = isDimmed
    self.showsBackButton = showsBackButton
    self.stack = stack
    self.chrome = chrome
  }

  /// A hidden host holding `stack`.
  @inlinable static func hidden(_ column: Column, stack: HostStack<Route>) -> SceneHost {
    SceneHost(
      column: column, isHidden: true, presents: column, frame: Rect(x: 0, y: 0, width: 0, height: 0),
      presentation: .tiled, isDimmed: false, showsBackButton: false, stack: stack, chrome: .flat)
  }
}

/// A host's corners and shadow, as UIKit draws its columns: tiled columns are flat, a floating
/// column casts a shadow on its trailing edge, a sheet rounds its top corners.
public struct HostChrome: Hashable, Sendable {
  /// The radius of the rounded corners, in points; 0 for square ones.
  public var cornerRadius: Double
  /// Whether only the top two corners are rounded (a sheet).
  public var roundsTopCornersOnly: Bool
  /// Whether it casts a shadow on the content beneath.
  public var castsShadow: Bool

  /// Creates a chrome.
  public init(cornerRadius: Double, roundsTopCornersOnly: Bool, castsShadow: Bool) {
    self.cornerRadius = cornerRadius
    self.roundsTopCornersOnly = roundsTopCornersOnly
    self.castsShadow = castsShadow
  }

  /// Square corners, no shadow: a tiled or displaced column, or a rail.
  public static let flat = HostChrome(cornerRadius: 0, roundsTopCornersOnly: false, castsShadow: false)
  /// A column floating over the secondary (rule L8).
  public static let floating = HostChrome(cornerRadius: 0, roundsTopCornersOnly: false, castsShadow: true)
  /// The collapsed inspector's sheet (rule L10): UIKit's sheet corner radius.
  public static let sheet = HostChrome(
    cornerRadius: sheetCornerRadius, roundsTopCornersOnly: true, castsShadow: true)
  /// The corner radius of a sheet, in points.
  public static let sheetCornerRadius: Double = 10
  /// A levitated pane (rule L15): a dialog, every corner rounded, casting a shadow on the scrim.
  public static let levitated = HostChrome(
    cornerRadius: levitatedCornerRadius, roundsTopCornersOnly: false, castsShadow: true)
  /// The corner radius of a levitated pane, in points: Material 3's extra-large shape, a dialog's.
  public static let levitatedCornerRadius: Double = 28

  /// The chrome of a column presented as `presentation`.
  public static func of(_ presentation: Presentation) -> HostChrome {
    switch presentation {
    case .tiled, .displaced, .rail: .flat
    case .overlay: .floating
    case .sheet: .sheet
    case .levitated: .levitated
    }
  }
}

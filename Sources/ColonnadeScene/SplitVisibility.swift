import Colonnade

/// SwiftUI's `NavigationSplitViewVisibility`, for apps that think in it: which columns show,
/// read from the layout and written as a preferred display mode.
///
/// ```swift
/// SplitVisibility(layout: snapshot.layout, style: .tripleColumn)   // .all beside an iPad's sidebar
/// SplitVisibility.detailOnly.preferredDisplayMode(style: .tripleColumn)   // .secondaryOnly
/// ```
public enum SplitVisibility: String, CaseIterable, Hashable, Sendable {
  /// The engine decides (`automatic`).
  case automatic
  /// Every leading column shows.
  case all
  /// The column before the detail shows: the content in three columns, the sidebar in two.
  case doubleColumn
  /// Only the detail shows.
  case detailOnly

  /// What `layout` shows, in an app of `style`.
  public init(layout: SplitLayout, style: SplitStyle) {
    switch layout.displayMode {
    case .secondaryOnly, .automatic: self = .detailOnly
    case .oneBesideSecondary, .oneOverSecondary: self = style == .tripleColumn ? .doubleColumn : .all
    case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary: self = .all
    }
  }

  /// The display mode an app that sets this visibility prefers (rule D2: the user's choice is
  /// dropped).
  public func preferredDisplayMode(style: SplitStyle) -> DisplayMode {
    switch self {
    case .automatic: .automatic
    case .all: style == .tripleColumn ? .twoBesideSecondary : .oneBesideSecondary
    case .doubleColumn: .oneBesideSecondary
    case .detailOnly: .secondaryOnly
    }
  }
}

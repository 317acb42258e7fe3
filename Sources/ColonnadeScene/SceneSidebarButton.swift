import Colonnade

/// The sidebar button as an adapter shows it: its state (rule D3: it never lies), the host whose
/// navigation bar carries it, and its title and symbol.
///
/// ```swift
/// let button = SplitScene(coordinator.state).sidebarButton
/// item.isHidden = button.state == .hidden
/// item.accessibilityLabel = button.title   // "Show Sidebar"
/// ```
public struct SceneSidebarButton: Hashable, Sendable {
  /// What a press does.
  public var state: SidebarButtonState
  /// The host whose bar carries it: the primary's while the sidebar shows, else the first other
  /// shown column's; `nil` while hidden.
  public var host: Column?

  /// Creates a button.
  public init(state: SidebarButtonState, host: Column?) {
    self.state = state
    self.host = host
  }

  /// The button of `layout`. O(1).
  public init(layout: SplitLayout) {
    state = layout.sidebarButton
    switch state {
    case .hidden: host = nil
    case .hideSidebar: host = .primary
    case .showSidebar:
      host = layout.columns.first { $0.column != .primary && $0.column != .inspector }?.column
    }
  }

  /// The title and accessibility label, as iPadOS and macOS name the command.
  public var title: String {
    switch state {
    case .hidden: ""
    case .showSidebar: "Show Sidebar"
    case .hideSidebar: "Hide Sidebar"
    }
  }

  /// The SF Symbol UIKit and SwiftUI draw it with; it mirrors itself right to left.
  public static let systemImageName = "sidebar.leading"
}

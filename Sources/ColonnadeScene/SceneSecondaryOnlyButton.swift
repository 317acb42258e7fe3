import Colonnade

/// UIKit's secondary-only button (`showsSecondaryOnlyButton`, rule D5) as an adapter shows it:
/// its state, the host whose bar carries it (always the secondary's) and its title and symbol.
///
/// ```swift
/// let button = SceneSecondaryOnlyButton(layout: coordinator.snapshot.layout)
/// item.isHidden = button.host == nil
/// item.image = UIImage(systemName: button.systemImageName)
/// ```
public struct SceneSecondaryOnlyButton: Hashable, Sendable {
  /// What a press does.
  public var state: SecondaryOnlyButtonState

  /// The button of `layout`. O(1).
  public init(layout: SplitLayout) {
    state = layout.secondaryOnlyButton
  }

  /// The host whose bar carries it, the secondary's; `nil` while hidden.
  public var host: Column? { state == .hidden ? nil : .secondary }

  /// The title and accessibility label.
  public var title: String {
    switch state {
    case .hidden: ""
    case .toSecondaryOnly: "Show Only the Detail"
    case .fromSecondaryOnly: "Show the Columns"
    }
  }

  /// The SF Symbol UIKit draws it with: arrows out to hide the leading columns, in to bring
  /// them back.
  public var systemImageName: String {
    state == .fromSecondaryOnly
      ? "arrow.down.right.and.arrow.up.left" : "arrow.up.left.and.arrow.down.right"
  }
}

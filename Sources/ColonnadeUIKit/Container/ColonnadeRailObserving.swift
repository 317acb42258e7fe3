#if os(iOS)
  import Colonnade
  import UIKit

  /// A view controller in the primary column that draws itself as a navigation rail while the
  /// engine shows the sidebar as one (rule L13): icons instead of rows, no titles.
  ///
  /// ```swift
  /// final class SidebarViewController: UICollectionViewController, ColonnadeRailObserving {
  ///   func paneRailDidChange(isRail: Bool) {
  ///     collectionView.collectionViewLayout = isRail ? Self.iconLayout : Self.listLayout
  ///   }
  /// }
  /// ```
  @MainActor
  public protocol ColonnadeRailObserving: AnyObject {
    /// Whether the primary column shows as a rail (`true`) or not (the full sidebar, or hidden);
    /// told after every change the split view carries out, so it may repeat.
    func paneRailDidChange(isRail: Bool)
  }

#endif

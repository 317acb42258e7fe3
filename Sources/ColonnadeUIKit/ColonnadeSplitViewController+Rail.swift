#if os(iOS)
  import Colonnade
  import ColonnadeScene
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

  extension ColonnadeSplitViewController {
    /// Whether the primary column shows as a navigation rail now: its navigation controller sits
    /// at the rail's frame, `railWidth` wide, with no navigation bar (rule L13).
    public var primaryIsRail: Bool { tracker.scene?.hosts.primary.isRail ?? false }

    /// Hides the rail's navigation bar and tells the primary's view controllers what it is.
    func applyRail(_ scene: SplitScene<Route>) {
      let isRail = scene.hosts.primary.isRail
      let host = hosts[.primary]
      if host.isNavigationBarHidden != isRail { host.setNavigationBarHidden(isRail, animated: false) }
      for controller in host.viewControllers {
        (controller as? ColonnadeRailObserving)?.paneRailDidChange(isRail: isRail)
      }
    }
  }
#endif

#if os(iOS)
  import Colonnade
  import ColonnadeScene
  import UIKit

  /// The container mode's drawing surface: a view controller in the split view's secondary column
  /// (and one in its compact column, shown collapsed) that places every column's navigation
  /// controller where the engine decides — tiled, floating over a dimming view, displaced, a rail,
  /// stacked across a fold — with the dividers, the sidebar and secondary-only buttons and the
  /// edge swipe (rules L4–L13, D3–D6).
  final class ContainerHostViewController<Route: Hashable & Sendable, Value: Sendable>: UIViewController {
    unowned let split: ColonnadeSplitViewController<Route, Value>
    /// One dimming view per column, shown over it while it is dimmed (rule D4).
    let dimmingViews = ColumnMap(
      primary: DimmingView(), supplementary: DimmingView(), secondary: DimmingView(),
      inspector: DimmingView(),
      compact: DimmingView())
    var dividerViews: [DividerView] = []
    /// The sidebar button, which the split view offers as its `displayModeButtonItem`.
    lazy var sidebarItem = UIBarButtonItem(
      image: UIImage(systemName: SceneSidebarButton.systemImageName),
      primaryAction: UIAction { [weak self] _ in self?.split.core.handle(.sidebarButtonTapped) })
    lazy var secondaryOnlyItem = UIBarButtonItem(
      image: UIImage(systemName: "arrow.up.left.and.arrow.down.right"),
      primaryAction: UIAction { [weak self] _ in self?.split.core.handle(.secondaryOnlyButtonTapped) })
    /// A swipe from the leading edge presses the sidebar button (rule D6) — only where no column's
    /// own back swipe would start: one gesture per edge.
    lazy var edgeSwipe = UIScreenEdgePanGestureRecognizer(target: self, action: #selector(edgeSwiped(_:)))
    let arbiter = EdgeSwipeArbiter()
    /// The scene last placed.
    var scene: SplitScene<Route>?

    init(split: ColonnadeSplitViewController<Route, Value>) {
      self.split = split
      super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .systemBackground
      for column in Column.allCases {
        let dimming = dimmingViews[column]
        dimming.onTap = { [weak self] in self?.split.core.handle(.dimmedAreaTapped) }
        view.addSubview(dimming)
      }
      arbiter.shouldBegin = { [weak self] point in self?.edgeSwipeMayBegin(at: point) ?? false }
      edgeSwipe.delegate = arbiter
      view.addGestureRecognizer(edgeSwipe)
    }

    // Deprecated by iOS 17's trait registrations, and still called there: one path for both.
    @available(iOS, deprecated: 17.0)
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      // A later right-to-left change moves the swipe's edge too.
      edgeSwipe.edges = view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .right : .left
    }

    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      if let scene { place(scene) }
    }

    @objc func edgeSwiped(_ swipe: UIScreenEdgePanGestureRecognizer) {
      if swipe.state == .ended { split.core.handle(.sidebarButtonTapped) }
    }

    /// Whether the edge swipe may start at `point`: not over a column whose navigation controller
    /// can pop, whose own back swipe takes it (rule D6, one gesture per edge).
    func edgeSwipeMayBegin(at point: CGPoint) -> Bool {
      guard let scene else { return false }
      return scene.edgeSwipeShowsSidebar(
        atY: Double(point.y), rightToLeft: view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }
  }

  /// Decides whether the container's edge swipe begins.
  final class EdgeSwipeArbiter: NSObject, UIGestureRecognizerDelegate {
    var shouldBegin: ((CGPoint) -> Bool)?

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      guard let view = gestureRecognizer.view else { return false }
      return shouldBegin?(gestureRecognizer.location(in: view)) ?? false
    }
  }
#endif

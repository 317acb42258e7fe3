#if os(iOS)
  import Colonnade
  import ColonnadeScene
  import UIKit

  extension ColonnadeSplitViewController {
    /// Native mode: each column's navigation controller in UIKit's column, and the compact one.
    func installNative() {
      super.setViewController(columns.primary, for: .primary)
      if style == .tripleColumn { super.setViewController(columns.supplementary, for: .supplementary) }
      if core.makeInspector != nil {
        let host = SecondaryHostController(secondary: columns.secondary, inspector: columns.inspector)
        secondaryHost = host
        super.setViewController(host, for: .secondary)
      } else {
        super.setViewController(columns.secondary, for: .secondary)
      }
      super.setViewController(columns.compact, for: .compact)
    }

    /// Carries out the engine's state on UIKit: the split view of its style (another one when the
    /// destination's style differs), then the steps of the update.
    func renderNative(_ effects: [CoordinatorEffect<Route>], animated: Bool) {
      let update = core.nativeTracker.update(to: coordinator.state, effects: effects)
      guard UISplitViewController.Style(update.plan.style) != style else {
        apply(update, everyColumn: false, animated: animated)
        return
      }
      let next = splitView(of: update.plan.style)
      handOver(to: next)
      next.loadViewIfNeeded()
      next.apply(update, everyColumn: true, animated: false)
    }

    /// Applies an update in its order: make the view controllers, change the navigation
    /// controllers' stacks (those that give view controllers away first), set UIKit's knobs and
    /// size class, deliver the lifecycle events, drop what is gone. `everyColumn`: a split view
    /// just put on screen takes every stack, not only the changed ones.
    func apply(_ update: NativeSplitUpdate<Route>, everyColumn: Bool, animated: Bool) {
      core.isApplying = true
      defer { core.isApplying = false }
      let plan = update.plan
      for pane in update.created { _ = core.viewController(for: pane) }
      // Collapsing shows the compact column first, so the columns empty behind it; expanding
      // fills the columns while the compact column still shows.
      if plan.isCollapsed { applySizeClass(plan.horizontalSizeClass) }
      let changes =
        everyColumn
        ? [Column.primary, .supplementary, .secondary, .compact].map {
          NativeStackChange(column: $0, stack: plan.stacks[$0], animation: .none)
        } : update.stackChanges
      for change in changes where change.column != .inspector {
        let controllers = change.stack.map { core.viewController(for: $0) }
        columns[change.column].show(controllers, animated: animated && change.animation != .none)
      }
      applyKnobs(plan)
      if !plan.isCollapsed { applySizeClass(plan.horizontalSizeClass) }
      applyInspector(plan.inspector)
      core.deliver(update.events)
      for pane in update.destroyed { core.views[pane.entry.id] = nil }
    }

    /// UIKit's knobs, each set only when it differs, so UIKit animates only what changed.
    func applyKnobs(_ plan: NativeSplitPlan<Route>) {
      let behavior = UISplitViewController.SplitBehavior(plan.preferredSplitBehavior)
      if super.preferredSplitBehavior != behavior { super.preferredSplitBehavior = behavior }
      let mode = UISplitViewController.DisplayMode(plan.preferredDisplayMode)
      if super.preferredDisplayMode != mode { super.preferredDisplayMode = mode }
      set(primary: plan.primaryColumn, supplementary: plan.supplementaryColumn)
      if super.presentsWithGesture != plan.presentsWithGesture {
        super.presentsWithGesture = plan.presentsWithGesture
      }
      let visibility = UISplitViewController.DisplayModeButtonVisibility(plan.displayModeButtonVisibility)
      if super.displayModeButtonVisibility != visibility { super.displayModeButtonVisibility = visibility }
      if style == .tripleColumn, super.showsSecondaryOnlyButton != plan.showsSecondaryOnlyButton {
        super.showsSecondaryOnlyButton = plan.showsSecondaryOnlyButton
      }
      // An occluding hinge's gap keeps the detail's content clear of it (rule L6).
      let inset = CGFloat(plan.secondaryLeadingInset)
      let leftToRight = plan.layoutDirection == .leftToRight
      let insets = UIEdgeInsets(
        top: 0, left: leftToRight ? inset : 0, bottom: 0, right: leftToRight ? 0 : inset)
      if columns.secondary.additionalSafeAreaInsets != insets {
        columns.secondary.additionalSafeAreaInsets = insets
      }
    }

    /// The column widths in points, minimum first so the preferred width is never out of range.
    private func set(primary: NativeColumnWidth, supplementary: NativeColumnWidth) {
      if super.minimumPrimaryColumnWidth != CGFloat(primary.minimum) {
        super.minimumPrimaryColumnWidth = CGFloat(primary.minimum)
      }
      if super.maximumPrimaryColumnWidth != CGFloat(primary.maximum) {
        super.maximumPrimaryColumnWidth = CGFloat(primary.maximum)
      }
      if super.preferredPrimaryColumnWidth != CGFloat(primary.preferred) {
        super.preferredPrimaryColumnWidth = CGFloat(primary.preferred)
      }
      guard style == .tripleColumn else { return }
      if super.minimumSupplementaryColumnWidth != CGFloat(supplementary.minimum) {
        super.minimumSupplementaryColumnWidth = CGFloat(supplementary.minimum)
      }
      if super.maximumSupplementaryColumnWidth != CGFloat(supplementary.maximum) {
        super.maximumSupplementaryColumnWidth = CGFloat(supplementary.maximum)
      }
      if super.preferredSupplementaryColumnWidth != CGFloat(supplementary.preferred) {
        super.preferredSupplementaryColumnWidth = CGFloat(supplementary.preferred)
      }
    }

    /// The inspector beside or over the detail inside the secondary column, or as a sheet (L10).
    func applyInspector(_ inspector: NativeInspector) {
      guard let host = secondaryHost, let content = core.inspectorContent else { return }
      if columns.inspector.viewControllers.first !== content {
        columns.inspector.show([content], animated: false)
      }
      if inspector == .sheet {
        host.place(inspector: .hidden)
        presentInspectorSheet()
      } else {
        dismissInspectorSheet()
        host.place(inspector: inspector)
      }
    }

    /// This split view, or the one of the other style, made the first time it is needed.
    func splitView(of style: SplitStyle) -> ColonnadeSplitViewController {
      if let sibling, sibling.style == UISplitViewController.Style(style) { return sibling }
      let made = ColonnadeSplitViewController(sharing: core, style: style)
      made.delegateProxy.forward = delegateProxy.forward
      made.modalPresentationStyle = modalPresentationStyle
      return made
    }

    /// Puts `next` where this split view is — the window's root, a tab, a navigation
    /// controller's entry or any container's child — with a cross-fade, after giving its view
    /// controllers back, so they can join `next`'s navigation controllers. The engine keeps the
    /// state; this split view waits off screen as `next`'s sibling.
    func handOver(to next: ColonnadeSplitViewController) {
      core.isApplying = true
      for column in Column.allCases { columns[column].show([], animated: false) }
      core.isApplying = false
      dismissInspectorSheet()
      sibling = nil
      next.sibling = self
      core.active = next
      if let window = viewIfLoaded?.window, window.rootViewController === self {
        UIView.transition(with: window, duration: 0.25, options: .transitionCrossDissolve) {
          window.rootViewController = next
        }
      } else if let tabs = parent as? UITabBarController,
        let index = tabs.viewControllers?.firstIndex(of: self)
      {
        next.tabBarItem = tabBarItem
        tabs.viewControllers?[index] = next
      } else if let navigation = parent as? UINavigationController,
        let index = navigation.viewControllers.firstIndex(of: self)
      {
        navigation.viewControllers[index] = next
      } else if let parent, let superview = view.superview {
        parent.addChild(next)
        next.view.frame = view.frame
        next.view.autoresizingMask = view.autoresizingMask
        UIView.transition(with: superview, duration: 0.25, options: .transitionCrossDissolve) {
          superview.insertSubview(next.view, aboveSubview: self.view)
          self.view.removeFromSuperview()
        }
        willMove(toParent: nil)
        removeFromParent()
        next.didMove(toParent: parent)
      }
    }

    // MARK: SplitDelegateEvents

    /// Collapsed, UIKit shows the compact column, whose navigation controller holds the stack rule
    /// N7 puts on top.
    func topColumnForCollapsing(proposed: UISplitViewController.Column) -> UISplitViewController.Column {
      guard core.mode == .native else { return .compact }
      let plan = core.nativeTracker.plan
      return plan.flatMap { UISplitViewController.Column($0.topColumnForCollapsing) } ?? .compact
    }

    /// Expanding, UIKit shows the engine's display mode.
    func displayModeForExpanding(proposed: UISplitViewController.DisplayMode)
      -> UISplitViewController.DisplayMode
    {
      guard core.mode == .native, let plan = core.nativeTracker.plan else { return .secondaryOnly }
      return UISplitViewController.DisplayMode(plan.preferredDisplayMode)
    }

    /// The user changed the display mode in UIKit: the engine takes the press that does the same,
    /// once UIKit's change is under way, and UIKit then shows what the engine decided.
    func willChange(to displayMode: UISplitViewController.DisplayMode) {
      guard core.mode == .native, !core.isApplying, core.active === self, let mode = DisplayMode(displayMode)
      else {
        return
      }
      DispatchQueue.main.async { [weak self] in self?.core.request(.displayModeChanged(mode)) }
    }

    /// UIKit collapsed or expanded: the container mode's columns move to the host now shown.
    func didChangeCollapse() {
      guard core.mode == .container, core.active === self else { return }
      showContainer()
    }
  }
#endif

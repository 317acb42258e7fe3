#if os(iOS)
  import Colonnade
  import ColonnadeScene
  import UIKit

  extension ColonnadeSplitViewController {
    /// Sets the columns' navigation controllers and the delegate, for the mode.
    func install() {
      delegateProxy.events = self
      super.delegate = delegateProxy
      for column in Column.allCases { columns[column].owner = self }
      core.isApplying = true
      defer { core.isApplying = false }
      switch core.mode {
      case .native: installNative()
      case .container: installContainer()
      }
    }

    /// The window is this view: its size, size class, scale and direction (rule E1). The first
    /// layout ends the transition the session began, so panes hear only where they end up (P3).
    func layoutDidChange() {
      guard core.active === self else { return }
      let size = Size(view.bounds.size)
      let environment = coordinator.state.environment
      if size != environment.size, size.width > 0, size.height > 0 {
        core.handle(.windowResized(size), animated: false)
      }
      if !hasLaidOut, size.width > 0, size.height > 0 {
        hasLaidOut = true
        handleTraits()
        core.handle(.transitionEnded, animated: false)
      }
    }

    /// A rotation or a resize is one transition: the columns move with UIKit's animation and the
    /// panes hear only the net difference when it ends (rule P3).
    func transition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
      guard hasLaidOut, core.active === self else { return }
      core.handle(.transitionBegan, animated: false)
      coordinator.animate { _ in
        self.core.handle(.windowResized(Size(size)), animated: false)
      } completion: { _ in
        self.core.handle(.transitionEnded, animated: false)
      }
    }

    /// Sends the traits that differ from the engine's environment: the window's, not the size
    /// class this split view's override sets (rule E1).
    func handleTraits() {
      guard core.active === self,
        let traits = parent?.traitCollection ?? viewIfLoaded?.window?.traitCollection
      else { return }
      let environment = coordinator.state.environment
      let sizeClass: SizeClass? =
        switch traits.horizontalSizeClass {
        case .compact: .compact
        case .regular: .regular
        default: nil
        }
      if sizeClass != environment.horizontalSizeClass {
        core.handle(.sizeClassChanged(sizeClass), animated: false)
      }
      let scale = Double(traits.displayScale)
      if scale > 0, scale != environment.displayScale {
        core.handle(.displayScaleChanged(scale), animated: false)
      }
      let direction: WindowEnvironment.LayoutDirection =
        view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
      if direction != environment.layoutDirection {
        core.handle(.layoutDirectionChanged(direction), animated: false)
      }
    }

    /// Overrides the split view's horizontal size class, so UIKit collapses exactly where the
    /// engine does (rule L3): its own trait override from iOS 17, its parent's before. As a
    /// window's root on iOS 16 it keeps UIKit's own size class, which the `standard` preset follows.
    func applySizeClass(_ sizeClass: SizeClass) {
      let uikit = UIUserInterfaceSizeClass(sizeClass)
      guard appliedSizeClass != uikit else { return }
      appliedSizeClass = uikit
      #if canImport(Observation)
        if #available(iOS 17.0, *) {
          traitOverrides.horizontalSizeClass = uikit
          return
        }
      #endif
      // iOS 16's way, which iOS 17 deprecates; called through a protocol so an iOS 17 build warns not.
      (parent as (any ParentTraitOverriding)?)?.setOverrideTraitCollection(
        UITraitCollection(horizontalSizeClass: uikit), forChild: self)
    }

    /// Shows the coordinator's state after an action that returned `effects`. Before the view
    /// loads (a restoration, a link) nothing is drawn: the first appearance draws it.
    func render(_ effects: [CoordinatorEffect<Route>], animated: Bool) {
      guard isViewLoaded, core.active === self else { return }
      switch core.mode {
      case .native: renderNative(effects, animated: animated)
      case .container: renderContainer(effects, animated: animated)
      }
      core.deliverData(named: effects)
      setNeedsStatusBarAppearanceUpdate()
      setNeedsFocusUpdate()
      core.onChange?(coordinator.snapshot)
    }

    /// The view controller on top of what the user sees, for the status bar and the home indicator.
    var shownTopViewController: UIViewController? {
      let focused = coordinator.snapshot.focusedColumn
      if isCollapsed { return columns.compact.topViewController }
      return (columns[focused].topViewController ?? columns.secondary.topViewController)
    }

    /// ⌘[ goes back and ⌃⌘S toggles the sidebar, as in iPadOS apps.
    var commands: [UIKeyCommand] {
      var commands: [UIKeyCommand] = []
      let snapshot = coordinator.snapshot
      if snapshot.canGoBack {
        commands.append(
          UIKeyCommand(
            title: localized("Back"), action: #selector(goBack(_:)), input: "[", modifierFlags: .command))
      }
      if snapshot.layout.sidebarButton != .hidden {
        let title = SceneSidebarButton(state: snapshot.layout.sidebarButton, host: nil).title
        commands.append(
          UIKeyCommand(
            title: localized(title), action: #selector(toggleSidebar(_:)), input: "s",
            modifierFlags: [.command, .control]))
      }
      return commands
    }
  }

  /// A parent's override of its child's traits: `setOverrideTraitCollection(_:forChild:)`.
  @MainActor
  protocol ParentTraitOverriding {
    func setOverrideTraitCollection(
      _ collection: UITraitCollection?, forChild childViewController: UIViewController)
  }

  extension UIViewController: ParentTraitOverriding {}
#endif

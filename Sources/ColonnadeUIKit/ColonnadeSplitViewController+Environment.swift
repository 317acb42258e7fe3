#if os(iOS)
  import Colonnade
  import UIKit

  extension ColonnadeSplitViewController {
    /// Adds a navigation controller and a dimming view per column, and the inspector's content.
    func installHosts() {
      view.backgroundColor = .systemBackground
      for column in Column.allCases {
        let controller = hosts[column]
        controller.delegate = self
        addChild(controller)
        view.addSubview(controller.view)
        controller.didMove(toParent: self)
        controller.view.clipsToBounds = false
        let dimming = dimmingViews[column]
        dimming.onTap = { [weak self] in self?.handle(.dimmedAreaTapped, animated: true) }
        view.addSubview(dimming)
      }
      if let makeInspector { hosts.inspector.setViewControllers([makeInspector()], animated: false) }
    }

    /// The window is this view: its size, size class, scale and direction (rule E1). The first
    /// layout ends the transition the initializer began.
    func layoutDidChange() {
      let size = Size(view.bounds.size)
      let environment = session.coordinator.state.environment
      if size != environment.size, size.width > 0, size.height > 0 { handle(.windowResized(size)) }
      if !hasLaidOut, size.width > 0, size.height > 0 {
        hasLaidOut = true
        handleTraits()
        handle(.transitionEnded)
      }
    }

    /// A rotation or a resize is one transition: the columns move with UIKit's animation and the
    /// panes hear only the net difference when it ends (rule P3).
    func transition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
      guard hasLaidOut else { return }
      handle(.transitionBegan)
      coordinator.animate { _ in
        self.handle(.windowResized(Size(size)))
      } completion: { _ in
        self.handle(.transitionEnded)
      }
    }

    /// Sends the traits that differ from the engine's environment.
    func handleTraits() {
      let environment = session.coordinator.state.environment
      let sizeClass: SizeClass? =
        switch traitCollection.horizontalSizeClass {
        case .compact: .compact
        case .regular: .regular
        default: nil
        }
      if sizeClass != environment.horizontalSizeClass { handle(.sizeClassChanged(sizeClass)) }
      let scale = Double(traitCollection.displayScale)
      if scale > 0, scale != environment.displayScale { handle(.displayScaleChanged(scale)) }
      let direction: LayoutDirection =
        view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
      if direction != environment.layoutDirection { handle(.layoutDirectionChanged(direction)) }
    }

    /// The view appears: queued deep links apply now (rule N8), and the data clock runs while it
    /// shows (rule R3).
    func didAppear() {
      if !session.coordinator.state.isReady { handle(.becameReady) }
      // A sheet waits for a window to be presented from.
      carryOut(tracker.update(to: session.coordinator.state), effects: [], animated: false)
      timers?.cancel()
      let session = self.session
      timers = Task { await session.runTimers() }
    }

  }

  extension Size {
    /// A UIKit size, in points.
    init(_ size: CGSize) {
      self.init(width: Double(size.width), height: Double(size.height))
    }
  }
#endif

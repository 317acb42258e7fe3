#if os(iOS)
  import Colonnade
  import ColonnadeScene
  import UIKit

  extension ColonnadeSplitViewController {
    /// Carries out a plan in its order: make the new view controllers, change the navigation
    /// controllers' stacks (those that give a view controller away first), place the columns,
    /// deliver the lifecycle events and data, then drop the view controllers whose entries are gone.
    func carryOut(_ plan: ScenePlan<Route>, effects: [CoordinatorEffect<Route>], animated: Bool) {
      isApplying = true
      defer { isApplying = false }
      for pane in plan.created { views[pane.entry.id] = makeViewController(pane) }
      for change in plan.stackChanges {
        let controllers = change.stack.compactMap { views[$0.entry.id] }
        hosts[change.host].setViewControllers(controllers, animated: animated && change.animation != .none)
      }
      switch animated ? plan.animation : .none {
      case .none: place(plan.scene)
      case .frames:
        UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseInOut, .beginFromCurrentState]) {
          self.place(plan.scene)
        }
      case .crossfade:
        UIView.transition(with: view, duration: 0.25, options: .transitionCrossDissolve) {
          self.place(plan.scene)
        }
      }
      applyRail(plan.scene)
      placeSidebarButton(plan.scene.sidebarButton, in: plan.scene)
      placeSecondaryOnlyButton(plan.scene.secondaryOnlyButton)
      edgeSwipe.isEnabled = plan.scene.presentsWithGesture
      for event in plan.events {
        (views[event.pane.entry.id] as? ColonnadeLifecycleObserving)?.paneLifecycleDidChange(to: event.state)
      }
      deliverData(named: effects)
      for pane in plan.destroyed { views[pane.entry.id] = nil }
      // The columns in the layout's reading order (rule L9), then the dimmed area that dismisses.
      view.accessibilityElements =
        plan.scene.readingOrder.compactMap { column in
          plan.scene.hosts[column].presentation == .sheet ? nil : hosts[column].view
        } + Column.allCases.filter { plan.scene.hosts[$0].isDimmed }.map { dimmingViews[$0] }
      setNeedsFocusUpdate()
      onChange?(session.coordinator.snapshot)
    }

    /// Hands each pane a data effect names its value or failure, as the session holds it now.
    func deliverData(named effects: [CoordinatorEffect<Route>]) {
      for case .data(let effect) in effects {
        guard let receiver = views[effect.pane.entry.id] as? any ColonnadeDataReceiving else { continue }
        deliver(to: receiver, entry: effect.pane.entry.id)
      }
    }

    private func deliver<Receiver: ColonnadeDataReceiving>(to receiver: Receiver, entry: EntryID) {
      receiver.paneDataDidChange(
        session.value(for: entry) as? Receiver.PaneData, failure: session.failure(for: entry))
    }

    /// Places every column's navigation controller, dimming view and divider where `scene` says,
    /// bottom to top; the collapsed inspector is presented as a sheet.
    func place(_ scene: SplitScene<Route>) {
      for column in Column.allCases {
        let host = scene.hosts[column]
        if column == .inspector {
          if host.presentation == .sheet, !host.isHidden {
            presentInspectorSheet()
            continue
          }
          embedInspector()
        }
        let controller = hosts[column]
        controller.view.isHidden = host.isHidden
        controller.view.frame = CGRect(host.frame)
        apply(host.chrome, to: controller.view)
        dimmingViews[column].isHidden = !host.isDimmed
        dimmingViews[column].frame = CGRect(host.frame)
      }
      placeDividers(scene.dividers)
      var dividersPlaced = false
      for column in scene.zOrder where scene.hosts[column].presentation != .sheet {
        if scene.hosts[column].chrome.castsShadow, !dividersPlaced {
          for divider in dividerViews { view.bringSubviewToFront(divider) }
          dividersPlaced = true
        }
        view.bringSubviewToFront(hosts[column].view)
        view.bringSubviewToFront(dimmingViews[column])
      }
      if !dividersPlaced { for divider in dividerViews { view.bringSubviewToFront(divider) } }
    }

    /// Corners and shadow, as UIKit draws a floating column or a sheet.
    private func apply(_ chrome: HostChrome, to view: UIView) {
      view.layer.cornerRadius = chrome.cornerRadius
      view.layer.maskedCorners =
        chrome.roundsTopCornersOnly
        ? [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        : [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
      view.layer.shadowOpacity = chrome.castsShadow ? 0.2 : 0
      view.layer.shadowRadius = chrome.castsShadow ? 10 : 0
      view.layer.shadowOffset = .zero
    }

    /// The dividers, made or dropped to match `dividers`; each drag resizes the column it names.
    private func placeDividers(_ dividers: BoundedList<SceneDivider>) {
      while dividerViews.count > dividers.count { dividerViews.removeLast().removeFromSuperview() }
      while dividerViews.count < dividers.count {
        let divider = DividerView()
        view.addSubview(divider)
        dividerViews.append(divider)
      }
      for (divider, scene) in zip(dividerViews, dividers) {
        divider.place(scene) { [weak self] column, width in
          self?.handle(.dividerDragged(column, width: width))
        }
      }
    }

    /// The sidebar button on the bar of the column the scene names, and on no other (rule D3).
    private func placeSidebarButton(_ button: SceneSidebarButton, in scene: SplitScene<Route>) {
      sidebarItem.accessibilityLabel = button.title
      place(sidebarItem, onTopOf: button.host, first: true)
    }

    /// The secondary-only button on the secondary's bar while the engine offers it (rule D5).
    private func placeSecondaryOnlyButton(_ button: SceneSecondaryOnlyButton) {
      secondaryOnlyItem.image = UIImage(systemName: button.systemImageName)
      secondaryOnlyItem.accessibilityLabel = button.title
      place(secondaryOnlyItem, onTopOf: button.host, first: false)
    }

    /// Takes `item` off every bar, then puts it on the leading side of the bar of `column`'s top
    /// view controller (first, or after the items there); `nil` leaves it off.
    private func place(_ item: UIBarButtonItem, onTopOf column: Column?, first: Bool) {
      for host in Column.allCases {
        for controller in hosts[host].viewControllers {
          let items = controller.navigationItem.leftBarButtonItems ?? []
          if items.contains(where: { $0 === item }) {
            controller.navigationItem.leftBarButtonItems = items.filter { $0 !== item }
          }
        }
      }
      guard let column, let top = hosts[column].topViewController else { return }
      let items = top.navigationItem.leftBarButtonItems ?? []
      top.navigationItem.leftItemsSupplementBackButton = true
      top.navigationItem.leftBarButtonItems = first ? [item] + items : items + [item]
    }

    /// Presents the inspector's navigation controller as a sheet: modal and dimmed, at half
    /// height first (rule L10).
    private func presentInspectorSheet() {
      let controller = hosts.inspector
      guard controller.presentingViewController == nil, view.window != nil else { return }
      if controller.parent != nil {
        controller.willMove(toParent: nil)
        controller.view.removeFromSuperview()
        controller.removeFromParent()
      }
      controller.view.isHidden = false
      controller.modalPresentationStyle = .pageSheet
      if let sheet = controller.sheetPresentationController {
        sheet.detents = [.medium(), .large()]
        sheet.prefersGrabberVisible = true
      }
      controller.presentationController?.delegate = self
      present(controller, animated: true)
    }

    /// Takes the inspector back from a sheet into the container.
    private func embedInspector() {
      let controller = hosts.inspector
      if controller.presentingViewController != nil { controller.dismiss(animated: false) }
      guard controller.parent == nil else { return }
      addChild(controller)
      view.addSubview(controller.view)
      controller.didMove(toParent: self)
    }
  }
#endif

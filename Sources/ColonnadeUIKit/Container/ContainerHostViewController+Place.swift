#if os(iOS)
  import Colonnade
  import ColonnadeScene
  import UIKit

  extension ContainerHostViewController {
    /// Places every shown column's navigation controller, dimming view and divider where `scene`
    /// says, bottom to top. A hidden column leaves the hierarchy (its view controllers hear
    /// `viewWillDisappear`, and a hidden sidebar never appears); the collapsed inspector is the
    /// split view's sheet.
    func place(_ scene: SplitScene<Route>) {
      self.scene = scene
      for column in Column.allCases {
        let host = scene.hosts[column]
        let controller = split.columns[column]
        let shown = !host.isHidden && host.presentation != .sheet
        if shown {
          attach(controller)
          controller.view.frame = CGRect(host.frame)
          apply(host.chrome, to: controller.view)
        } else if controller.parent === self {
          split.detach(controller)
        }
        dimmingViews[column].isHidden = !shown || !host.isDimmed
        dimmingViews[column].frame = CGRect(host.frame)
        dimmingViews[column].accessibilityLabel = localized("Dismiss")
      }
      placeDividers(scene.dividers)
      var dividersPlaced = false
      for column in scene.zOrder where scene.hosts[column].presentation != .sheet {
        if scene.hosts[column].chrome.castsShadow, !dividersPlaced {
          for divider in dividerViews { view.bringSubviewToFront(divider) }
          dividersPlaced = true
        }
        view.bringSubviewToFront(split.columns[column].view)
        view.bringSubviewToFront(dimmingViews[column])
      }
      if !dividersPlaced { for divider in dividerViews { view.bringSubviewToFront(divider) } }
      applyRail(scene)
      place(sidebarItem, title: scene.sidebarButton.title, onTopOf: scene.sidebarButton.host, first: true)
      secondaryOnlyItem.image = UIImage(systemName: scene.secondaryOnlyButton.systemImageName)
      place(
        secondaryOnlyItem, title: scene.secondaryOnlyButton.title, onTopOf: scene.secondaryOnlyButton.host,
        first: false)
      edgeSwipe.isEnabled = scene.presentsWithGesture
      // The columns in the layout's reading order (rule L9), then the dimmed area that dismisses.
      view.accessibilityElements =
        scene.readingOrder.compactMap { column in
          scene.hosts[column].presentation == .sheet ? nil : split.columns[column].view
        } + Column.allCases.filter { scene.hosts[$0].isDimmed }.map { dimmingViews[$0] }
    }

    /// Makes `controller` this view's child, if it is not.
    private func attach(_ controller: ColumnNavigationController) {
      guard controller.parent !== self, controller.presentingViewController == nil else { return }
      split.detach(controller)
      addChild(controller)
      view.addSubview(controller.view)
      controller.didMove(toParent: self)
      controller.view.clipsToBounds = false
      // Bar items go on once the top view controller has loaded (its viewDidLoad would wipe them).
      controller.onLayout = { [weak self] in
        guard let self, let scene = self.scene else { return }
        self.place(
          self.sidebarItem, title: scene.sidebarButton.title, onTopOf: scene.sidebarButton.host, first: true)
        self.place(
          self.secondaryOnlyItem, title: scene.secondaryOnlyButton.title,
          onTopOf: scene.secondaryOnlyButton.host,
          first: false)
      }
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
          self?.split.core.handle(.dividerDragged(column, width: width), animated: false)
        }
      }
    }

    /// Takes `item` off every bar, then puts it on the leading side of the bar of `column`'s top
    /// view controller once its view is loaded (first, or after the items there); `nil` leaves
    /// it off. The app may put the split view's `displayModeButtonItem` in its own bar instead.
    private func place(_ item: UIBarButtonItem, title: String, onTopOf column: Column?, first: Bool) {
      item.accessibilityLabel = localized(title)
      let target = column.flatMap { split.columns[$0].topViewController }
      for host in Column.allCases {
        for controller in split.columns[host].viewControllers where controller !== target {
          let items = controller.navigationItem.leftBarButtonItems ?? []
          if items.contains(where: { $0 === item }) {
            controller.navigationItem.leftBarButtonItems = items.filter { $0 !== item }
          }
        }
      }
      guard let target, target.isViewLoaded else { return }
      let items = target.navigationItem.leftBarButtonItems ?? []
      guard !items.contains(where: { $0 === item }) else { return }
      target.navigationItem.leftItemsSupplementBackButton = true
      target.navigationItem.leftBarButtonItems = first ? [item] + items : items + [item]
    }

    /// Hides the rail's navigation bar and tells the primary's view controllers what it is (L13).
    private func applyRail(_ scene: SplitScene<Route>) {
      let isRail = scene.hosts.primary.isRail
      let host = split.columns.primary
      if host.isNavigationBarHidden != isRail { host.setNavigationBarHidden(isRail, animated: false) }
      for controller in host.viewControllers {
        (controller as? ColonnadeRailObserving)?.paneRailDidChange(isRail: isRail)
      }
    }
  }
#endif

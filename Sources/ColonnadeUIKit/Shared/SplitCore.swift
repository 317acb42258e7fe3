#if os(iOS)
  import Colonnade
  import ColonnadeRuntime
  import ColonnadeScene
  import UIKit

  /// What the split view controllers of one split share: the session, every view controller made
  /// and where each shows. Native mode with sidebar destinations of both styles has two split
  /// view controllers (UIKit fixes a split view's style), one on screen at a time; both are the
  /// same split.
  @MainActor
  final class SplitCore<Route: Hashable & Sendable, Value: Sendable> {
    let session: SplitSession<Route, Value>
    let mode: ColonnadeSplitMode
    let makeViewController: (Pane<Route>) -> UIViewController
    let makeInspector: (() -> UIViewController)?
    let routeForViewController: (UIViewController) -> Route?
    var nativeTracker = NativeSplitTracker<Route>()
    var sceneTracker = SceneTracker<Route>()
    /// The view controller made for each entry, and those the app handed over through UIKit.
    var views: [EntryID: UIViewController] = [:]
    /// The app's inspector content, made once.
    lazy var inspectorContent: UIViewController? = makeInspector?()
    /// The split view controller on screen.
    weak var active: ColonnadeSplitViewController<Route, Value>?
    /// The hinges the app reported (rules E1, L6).
    var hinges: [Hinge] = []
    var onChange: ((CoordinatorSnapshot<Route>) -> Void)?
    var onError: ((ColonnadeSplitError<Route>) -> Void)?
    /// Whether a plan is being carried out: UIKit's echoes of it are not the user's.
    var isApplying = false
    /// Ticks the data clock while a split view shows.
    var timers: Task<Void, Never>?

    init(
      session: SplitSession<Route, Value>, mode: ColonnadeSplitMode,
      makeViewController: @escaping (Pane<Route>) -> UIViewController,
      makeInspector: (() -> UIViewController)?,
      route: ((UIViewController) -> Route?)?
    ) {
      self.session = session
      self.mode = mode
      self.makeViewController = makeViewController
      self.makeInspector = makeInspector
      routeForViewController = route ?? { Self.providedRoute(of: $0) }
    }

    /// The route a ``ColonnadeRouteProviding`` view controller shows, if it is one of `Route`.
    static func providedRoute(of controller: UIViewController) -> Route? {
      guard let provider = controller as? any ColonnadeRouteProviding else { return nil }
      return route(of: provider)
    }

    private static func route<Provider: ColonnadeRouteProviding>(of provider: Provider) -> Route? {
      provider.colonnadeRoute as? Route
    }

    /// Applies an action — native mode keeps it to what UIKit shows — and shows the result.
    @discardableResult
    func send(_ action: CoordinatorAction<Route>, animated: Bool) throws(CoordinatorError<Route>)
      -> [CoordinatorEffect<Route>]
    {
      let effects = try session.send(mode == .native ? NativeSplit.action(action) : action)
      active?.render(effects, animated: animated)
      return effects
    }

    /// Sends an action the user took; a refusal goes to `onError` and the split view shows the
    /// engine's state again.
    func handle(_ action: CoordinatorAction<Route>, animated: Bool = true) {
      do {
        try send(action, animated: animated)
      } catch {
        onError?(.refused(error))
        active?.render([], animated: false)
      }
    }

    /// Carries out what the user or the app asked through UIKit's API; `controller`, the view
    /// controller the app handed over, becomes the view of the entry it makes.
    func request(_ request: SplitViewRequest<Route>, adopting controller: UIViewController? = nil) {
      guard let active else { return }
      let plan = nativeTracker.plan ?? NativeSplitPlan(session.coordinator.state)
      let actions = request.actions(in: session.coordinator, plan: plan)
      var effects: [CoordinatorEffect<Route>] = []
      let nextID = session.coordinator.state.navigation.nextID
      for action in actions {
        do {
          effects += try session.send(mode == .native ? NativeSplit.action(action) : action)
        } catch {
          onError?(.refused(error))
          break
        }
      }
      // A view controller another pane shows cannot show this one too: the factory makes one.
      if let controller, let made = newestEntry(since: nextID), views[made.id] == nil,
        !views.values.contains(where: { $0 === controller })
      {
        views[made.id] = controller
      }
      active.render(effects, animated: true)
    }

    /// The entry made last, if one was made since the id counter read `nextID`.
    func newestEntry(since nextID: UInt64) -> Entry<Route>? {
      let navigation = session.coordinator.state.navigation
      var newest: Entry<Route>?
      for column in Column.entryColumns {
        for entry in navigation.stacks[column] where entry.id.rawValue >= nextID {
          if newest.map({ entry.id > $0.id }) ?? true { newest = entry }
        }
      }
      return newest
    }

    /// The route of a view controller the app handed over, or the error that says how to give it one.
    func route(of controller: UIViewController) -> Route? {
      if let route = routeForViewController(controller) { return route }
      onError?(.noRoute(String(describing: type(of: controller))))
      return nil
    }

    /// The view controller of `pane`: made by the factory, unwrapped or refused as
    /// ``ViewFactoryCheck`` decides.
    func viewController(for pane: Pane<Route>) -> UIViewController {
      if let made = views[pane.entry.id] { return made }
      let made = makeViewController(pane)
      let product: ViewFactoryCheck.Product =
        if let navigation = made as? UINavigationController {
          .navigationController(children: navigation.viewControllers.count)
        } else if made is UITabBarController || made is UISplitViewController {
          .container(String(describing: type(of: made)))
        } else if views.values.contains(where: { $0 === made }) {
          .alreadyShown
        } else {
          .view
        }
      let controller: UIViewController
      switch ViewFactoryCheck.outcome(for: product, route: "\(pane.entry.route)") {
      case .use: controller = made
      case .unwrapRoot:
        let navigation = made as? UINavigationController
        let root = navigation?.viewControllers.first ?? UIViewController()
        navigation?.setViewControllers([], animated: false)
        controller = root
      case .refuse(let problem):
        onError?(.unusableViewController(problem))
        controller = UIViewController()
        controller.title = "\(pane.entry.route)"
      }
      views[pane.entry.id] = controller
      return controller
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

    /// Delivers the lifecycle events to the view controllers that observe them (rules P1–P3).
    func deliver(_ events: [PaneEvent<Route>]) {
      for event in events {
        (views[event.pane.entry.id] as? ColonnadeLifecycleObserving)?.paneLifecycleDidChange(to: event.state)
      }
    }

    /// The split view shows: queued deep links apply (rule N8) and the data clock runs (rule R3).
    func didAppear() {
      if !session.coordinator.state.isReady { handle(.becameReady, animated: false) }
      timers?.cancel()
      let session = self.session
      timers = Task { await session.runTimers() }
    }

    func didDisappear() {
      timers?.cancel()
      timers = nil
    }
  }
#endif

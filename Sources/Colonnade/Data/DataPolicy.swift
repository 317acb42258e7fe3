/// The pane data policy as a pure state machine (rules R1–R6): which loads to start, reuse,
/// cancel or release, given lifecycle events and the time an injected clock reports.
///
/// ```swift
/// var policy = DataPolicy<String>()
/// policy.becameVisible(pane, now: 0)        // [.load(load1, pane)]
/// policy.loadFinished(LoadToken(1), succeeded: true, now: 2)   // [.deliver(load1, pane)]
/// policy.becameHidden(pane, now: 10)
/// policy.becameVisible(pane, now: 20)       // [.reuse(pane)]: younger than the time-to-live
/// ```
///
/// Loads are shared by route: panes asking for a route already loading wait for that load (R5).
public struct DataPolicy<Route: Hashable & Sendable>: Hashable, Sendable {
  /// The time-to-live and grace period.
  public var configuration: DataPolicyConfiguration
  /// Each pane's data, by entry id.
  public internal(set) var panes: [EntryID: PaneData<Route>] = [:]
  /// The loads in flight, by route.
  public internal(set) var loads: [Route: SharedLoad] = [:]
  /// The next token to hand out.
  public internal(set) var nextToken: UInt64 = 1

  /// Creates a policy.
  public init(configuration: DataPolicyConfiguration = DataPolicyConfiguration()) {
    self.configuration = configuration
  }

  /// R1, R2: a pane came on screen: load on first showing, reuse fresh data, reload stale or
  /// invalidated data.
  public mutating func becameVisible(_ pane: Pane<Route>, now: Double) -> [DataEffect<Route>] {
    var data = panes[pane.entry.id] ?? PaneData(pane: pane)
    data.hiddenSince = nil
    panes[pane.entry.id] = data
    switch data.phase {
    case .loading:
      return []
    case .loaded(let at) where !data.isInvalidated && now - at < configuration.timeToLive:
      return [.reuse(pane)]
    default:
      return startLoad(for: pane)
    }
  }

  /// R3: a pane went off screen; its data is kept for the grace period.
  public mutating func becameHidden(_ pane: Pane<Route>, now: Double) {
    panes[pane.entry.id]?.hiddenSince = now
  }

  /// R4: a pane was destroyed: cancel its load if nobody else waits, release its data.
  public mutating func destroyed(_ pane: Pane<Route>) -> [DataEffect<Route>] {
    guard let data = panes.removeValue(forKey: pane.entry.id) else { return [] }
    var effects: [DataEffect<Route>] = []
    if case .loading(let token) = data.phase, let cancel = detach(pane, from: token) {
      effects.append(cancel)
    }
    switch data.phase {
    case .loaded, .failed: effects.append(.release(pane))
    case .empty, .loading: break
    }
    return effects
  }

  /// R3, R6: time passed; hidden panes past their grace period release their data.
  public mutating func clockAdvanced(to now: Double) -> [DataEffect<Route>] {
    var effects: [DataEffect<Route>] = []
    for (id, data) in panes.sorted(by: { $0.key < $1.key }) {
      guard let hiddenSince = data.hiddenSince, now - hiddenSince >= configuration.gracePeriod else {
        continue
      }
      switch data.phase {
      case .loaded, .failed:
        panes[id]?.phase = .empty
        panes[id]?.hiddenSince = nil
        effects.append(.release(data.pane))
      case .empty, .loading:
        continue
      }
    }
    return effects
  }

  /// R5: a load ended. Returns a ``DataEffect/deliver(_:_:)`` for each pane that receives its
  /// result; none for a token no pane waits for any more (it was superseded or cancelled).
  @discardableResult
  public mutating func loadFinished(_ token: LoadToken, succeeded: Bool, now: Double) -> [DataEffect<Route>] {
    guard let (route, load) = loads.first(where: { $0.value.token == token }) else { return [] }
    loads[route] = nil
    var effects: [DataEffect<Route>] = []
    for id in load.waiting where panes[id]?.phase == .loading(token) {
      panes[id]?.phase = succeeded ? .loaded(at: now) : .failed(at: now)
      panes[id]?.isInvalidated = false
      if let pane = panes[id]?.pane { effects.append(.deliver(token, pane)) }
    }
    return effects
  }

  /// The data shown by `pane` is out of date: reload now if it is on screen, else on its next showing.
  public mutating func invalidate(_ pane: Pane<Route>, visible: Bool) -> [DataEffect<Route>] {
    guard panes[pane.entry.id] != nil else { return [] }
    panes[pane.entry.id]?.isInvalidated = true
    return visible ? startLoad(for: pane) : []
  }

  /// When the next hidden pane's grace period ends, if any: the edge wakes the clock then.
  public var nextDeadline: Double? {
    panes.values.compactMap { data -> Double? in
      guard let hiddenSince = data.hiddenSince, data.phase != .empty else { return nil }
      if case .loading = data.phase { return nil }
      return hiddenSince + configuration.gracePeriod
    }.min()
  }

  /// Starts (or joins) a load of the pane's route; a newer load supersedes the pane's older one.
  private mutating func startLoad(for pane: Pane<Route>) -> [DataEffect<Route>] {
    var effects: [DataEffect<Route>] = []
    if case .loading(let old)? = panes[pane.entry.id]?.phase, let cancel = detach(pane, from: old) {
      effects.append(cancel)
    }
    let route = pane.entry.route
    if let shared = loads[route], panes[pane.entry.id]?.isInvalidated != true {
      loads[route]?.waiting.append(pane.entry.id)
      panes[pane.entry.id]?.phase = .loading(shared.token)
      return effects
    }
    let token = LoadToken(nextToken)
    nextToken += 1
    if let superseded = loads[route] {
      for id in superseded.waiting where panes[id]?.phase == .loading(superseded.token) {
        panes[id]?.phase = .loading(token)
      }
      loads[route] = SharedLoad(token: token, waiting: superseded.waiting + [pane.entry.id])
      effects.append(.cancel(superseded.token, pane))
    } else {
      loads[route] = SharedLoad(token: token, waiting: [pane.entry.id])
    }
    panes[pane.entry.id]?.phase = .loading(token)
    effects.append(.load(token, pane))
    return effects
  }

  /// Stops `pane` waiting for `token`; the load is cancelled when nobody waits any more.
  private mutating func detach(_ pane: Pane<Route>, from token: LoadToken) -> DataEffect<Route>? {
    guard let route = loads.first(where: { $0.value.token == token })?.key else { return nil }
    loads[route]?.waiting.removeAll { $0 == pane.entry.id }
    guard loads[route]?.waiting.isEmpty == true else { return nil }
    loads[route] = nil
    return .cancel(token, pane)
  }
}

/// One pane's data as the policy sees it.
public struct PaneData<Route: Hashable & Sendable>: Hashable, Sendable {
  /// The pane whose data this is.
  public var pane: Pane<Route>
  /// Loading, loaded, failed, or nothing held.
  public var phase = DataPhase.empty
  /// Whether the app said the data is out of date.
  public var isInvalidated = false
  /// When the pane went off screen, if it is off screen.
  public var hiddenSince: Double?
}

/// Where a pane's data stands.
public enum DataPhase: Hashable, Sendable {
  /// Nothing held.
  case empty
  /// A load with this token is in flight.
  case loading(LoadToken)
  /// Loaded at this time.
  case loaded(at: Double)
  /// The last load failed at this time; the edge keeps the error.
  case failed(at: Double)
}

/// A load shared by every pane showing one route.
public struct SharedLoad: Hashable, Sendable {
  /// Its token.
  public var token: LoadToken
  /// The panes waiting for it.
  public var waiting: [EntryID]
}

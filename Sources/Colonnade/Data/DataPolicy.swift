/// The pane data policy as a pure state machine (rules R1–R6): which loads to start, reuse,
/// cancel or release, given lifecycle events and the time an injected clock reports.
///
/// ```swift
/// var policy = DataPolicy<String>()
/// policy.becameVisible(pane, now: 0) { print($0) }   // load(load1, pane)
/// policy.loadFinished(LoadToken(1), succeeded: true, now: 2)   // [.deliver(load1, pane)]
/// policy.becameHidden(pane, now: 10)
/// policy.becameVisible(pane, now: 20) { print($0) }  // reuse(pane): younger than the time-to-live
/// ```
///
/// Loads are shared by route: panes asking for a route already loading wait for that load (R5).
@usableFromInline package struct DataPolicy<Route: Hashable & Sendable>: Hashable, Sendable {
  /// The time-to-live and grace period.
  @usableFromInline package var configuration: DataPolicyConfiguration
  /// Each pane's data, by entry id.
  @usableFromInline package var panes: [EntryID: PaneData<Route>] = [:]
  /// The loads in flight, by route.
  @usableFromInline package var loads: [Route: SharedLoad] = [:]
  /// The next token to hand out.
  @usableFromInline package var nextToken: UInt64 = 1

  /// Creates a policy.
  @inlinable package init(configuration: DataPolicyConfiguration = DataPolicyConfiguration()) {
    self.configuration = configuration
  }

  // The hot paths below read a table entry, change the copy and write it back: changing it in
  // place (`panes[id]?.phase = …`) goes through the dictionary's nested `_modify` accessors,
  // whose frames are allocated on every call.

  /// R1, R2: a pane came on screen: load on first showing, reuse fresh data, reload stale or
  /// invalidated data. Effects go to `emit`, so the coordinator collects them without an array
  /// per call.
  @inlinable package mutating func becameVisible(
    _ pane: Pane<Route>, now: Double, emit: (DataEffect<Route>) -> Void
  ) {
    var data = panes.removeValue(forKey: pane.entry.id) ?? PaneData(pane: pane)
    defer { panes[pane.entry.id] = data }
    data.hiddenSince = nil
    switch data.phase {
    case .loading:
      return
    case .loaded(let at) where !data.isInvalidated && now - at < configuration.timeToLive:
      emit(.reuse(pane))
    default:
      startLoad(for: &data, emit: emit)
    }
  }

  /// R3: a pane went off screen; its data is kept for the grace period.
  @inlinable package mutating func becameHidden(_ pane: Pane<Route>, now: Double) {
    guard var data = panes.removeValue(forKey: pane.entry.id) else { return }
    data.hiddenSince = now
    panes[pane.entry.id] = data
  }

  /// R4: a pane was destroyed: cancel its load if nobody else waits, release its data.
  @inlinable package mutating func destroyed(_ pane: Pane<Route>, emit: (DataEffect<Route>) -> Void) {
    guard let data = panes.removeValue(forKey: pane.entry.id) else { return }
    if case .loading(let token) = data.phase { detach(pane, from: token, emit: emit) }
    switch data.phase {
    case .loaded, .failed: emit(.release(pane))
    case .empty, .loading: break
    }
  }

  /// R3, R6: time passed; hidden panes past their grace period release their data, oldest
  /// entry first. Nothing is allocated unless something expires: the edge advances the clock on
  /// every event.
  @inlinable package mutating func clockAdvanced(to now: Double, emit: (DataEffect<Route>) -> Void) {
    var expired: [EntryID] = []
    for (id, data) in panes where hasExpired(data, now: now) { expired.append(id) }
    guard !expired.isEmpty else { return }
    expired.sort()
    for id in expired {
      guard var data = panes.removeValue(forKey: id) else { continue }
      data.phase = .empty
      data.hiddenSince = nil
      panes[id] = data
      emit(.release(data.pane))
    }
  }

  /// Whether a hidden pane's data outlived its grace period (rule R3).
  @inlinable func hasExpired(_ data: PaneData<Route>, now: Double) -> Bool {
    guard let hiddenSince = data.hiddenSince, now - hiddenSince >= configuration.gracePeriod else {
      return false
    }
    switch data.phase {
    case .loaded, .failed: return true
    case .empty, .loading: return false
    }
  }

  /// R5: a load ended: emits a ``DataEffect/deliver(_:_:)`` for each pane that receives its
  /// result; none for a token no pane waits for any more (it was superseded or cancelled).
  @inlinable package mutating func loadFinished(
    _ token: LoadToken, succeeded: Bool, now: Double, emit: (DataEffect<Route>) -> Void
  ) {
    guard let route = loads.first(where: { $0.value.token == token })?.key,
      let load = loads.removeValue(forKey: route)
    else { return }
    for id in load.waiting {
      guard var data = panes.removeValue(forKey: id) else { continue }
      if data.phase == .loading(token) {
        data.phase = succeeded ? .loaded(at: now) : .failed(at: now)
        data.isInvalidated = false
        emit(.deliver(token, data.pane))
      }
      panes[id] = data
    }
  }

  /// The data shown by `pane` is out of date: reload now if it is on screen, else on its next showing.
  @inlinable package mutating func invalidate(
    _ pane: Pane<Route>, visible: Bool, emit: (DataEffect<Route>) -> Void
  ) {
    guard var data = panes.removeValue(forKey: pane.entry.id) else { return }
    data.isInvalidated = true
    if visible { startLoad(for: &data, emit: emit) }
    panes[pane.entry.id] = data
  }

  /// When the next hidden pane's grace period ends, if any: the edge wakes the clock then.
  @inlinable package var nextDeadline: Double? {
    var next: Double?
    for data in panes.values {
      guard let hiddenSince = data.hiddenSince else { continue }
      switch data.phase {
      case .loaded, .failed: next = min(next ?? .infinity, hiddenSince + configuration.gracePeriod)
      case .empty, .loading: continue
      }
    }
    return next
  }

  /// Starts (or joins) a load of the pane's route; a newer load supersedes the pane's older one.
  /// `data` is the pane's entry, taken out of ``panes`` by the caller, who puts it back.
  @inlinable mutating func startLoad(for data: inout PaneData<Route>, emit: (DataEffect<Route>) -> Void) {
    let pane = data.pane
    if case .loading(let old) = data.phase { detach(pane, from: old, emit: emit) }
    let route = pane.entry.route
    // Looked up once (a route's hash reads all of it).
    let running = loads.removeValue(forKey: route)
    if !data.isInvalidated, var shared = running {
      shared.waiting.append(pane.entry.id)
      data.phase = .loading(shared.token)
      loads[route] = shared
      return
    }
    let token = LoadToken(nextToken)
    nextToken += 1
    if var superseded = running {
      for id in superseded.waiting {
        guard var other = panes.removeValue(forKey: id) else { continue }
        if other.phase == .loading(superseded.token) { other.phase = .loading(token) }
        panes[id] = other
      }
      emit(.cancel(superseded.token, pane))
      superseded.token = token
      superseded.waiting.append(pane.entry.id)
      loads[route] = superseded
    } else {
      loads[route] = SharedLoad(token: token, waiting: [pane.entry.id])
    }
    data.phase = .loading(token)
    emit(.load(token, pane))
  }

  /// Stops `pane` waiting for `token`; the load is cancelled when nobody waits any more.
  @inlinable mutating func detach(
    _ pane: Pane<Route>, from token: LoadToken, emit: (DataEffect<Route>) -> Void
  ) {
    guard let route = loads.first(where: { $0.value.token == token })?.key,
      var load = loads.removeValue(forKey: route)
    else { return }
    load.waiting.removeAll { $0 == pane.entry.id }
    if load.waiting.isEmpty {
      emit(.cancel(token, pane))
    } else {
      loads[route] = load
    }
  }
}

/// One pane's data as the policy sees it.
@usableFromInline package struct PaneData<Route: Hashable & Sendable>: Hashable, Sendable {
  /// The pane whose data this is.
  @usableFromInline package var pane: Pane<Route>
  /// Loading, loaded, failed, or nothing held.
  @usableFromInline package var phase = DataPhase.empty
  /// Whether the app said the data is out of date.
  @usableFromInline package var isInvalidated = false
  /// When the pane went off screen, if it is off screen.
  @usableFromInline package var hiddenSince: Double?

  @inlinable package init(pane: Pane<Route>) {
    self.pane = pane
  }
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
@usableFromInline package struct SharedLoad: Hashable, Sendable {
  /// Its token.
  @usableFromInline package var token: LoadToken
  /// The panes waiting for it.
  @usableFromInline package var waiting: [EntryID]

  @inlinable package init(token: LoadToken, waiting: [EntryID]) {
    self.token = token
    self.waiting = waiting
  }
}

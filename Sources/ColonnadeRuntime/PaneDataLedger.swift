import Colonnade

/// The panes' data an edge holds, kept from the coordinator's data effects (rules R1–R5): each
/// pane's value and last failure, by entry, and the loads the effects start and cancel. Shared by
/// ``CoordinatorRuntime`` and ``SplitSession``, which run the loads.
struct PaneDataLedger<Route: Hashable & Sendable, Value: Sendable>: Sendable {
  private(set) var values: [EntryID: Value] = [:]
  private(set) var failures: [EntryID: String] = [:]

  /// A load to start: its token and the route to load.
  struct Load {
    var token: LoadToken
    var route: Route
  }

  /// Records what `effects` say about held data; returns the loads to start and the tokens whose
  /// loads to cancel.
  mutating func apply(_ effects: [CoordinatorEffect<Route>]) -> (start: [Load], cancel: [LoadToken]) {
    var start: [Load] = []
    var cancel: [LoadToken] = []
    for effect in effects {
      switch effect {
      case .data(.load(let token, let pane)): start.append(Load(token: token, route: pane.entry.route))
      case .data(.cancel(let token, _)): cancel.append(token)
      case .data(.release(let pane)): values[pane.entry.id] = nil
      case .lifecycle(let event) where event.state == .destroyed:
        values[event.pane.entry.id] = nil
        failures[event.pane.entry.id] = nil
      case .data(.reuse), .data(.deliver), .lifecycle, .deepLinkFailed: break
      }
    }
    return (start, cancel)
  }

  /// Hands a finished load's result to each pane a `deliver` effect for `token` names (rule R5).
  mutating func deliver(
    _ result: Result<Value, any Error>, of token: LoadToken, effects: [CoordinatorEffect<Route>]
  ) {
    for case .data(.deliver(let delivered, let pane)) in effects where delivered == token {
      switch result {
      case .success(let value):
        values[pane.entry.id] = value
        failures[pane.entry.id] = nil
      case .failure(let error):
        failures[pane.entry.id] = "\(error)"
      }
    }
  }
}

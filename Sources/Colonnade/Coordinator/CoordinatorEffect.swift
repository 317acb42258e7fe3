/// Work the coordinator asks the edges to carry out; a value, never done inside the reducer.
public enum CoordinatorEffect<Route: Hashable & Sendable>: Equatable, Sendable {
  /// A deep link queued before the UI was ready could not be applied once it was (rule N8).
  case deepLinkFailed(link: String, error: CoordinatorError<Route>)
}

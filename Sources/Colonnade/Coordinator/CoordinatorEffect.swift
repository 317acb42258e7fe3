/// Work the coordinator asks the edges to carry out; a value, never done inside the reducer.
public enum CoordinatorEffect<Route: Hashable & Sendable>: Equatable, Sendable {
  /// A pane's lifecycle moved (rules P1–P3).
  case lifecycle(PaneEvent<Route>)
  /// A pane's data should load, be reused, released or a load cancelled (rules R1–R5).
  case data(DataEffect<Route>)
  /// A deep link queued before the UI was ready could not be applied once it was (rule N8).
  case deepLinkFailed(link: String, error: CoordinatorError<Route>)
}

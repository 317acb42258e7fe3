import Colonnade

extension CoordinatorEffect where Route == String {
  /// `created primary/inbox#1`, `load secondary/Cat#3`, ...
  var summary: String {
    func name(_ pane: Pane<String>) -> String { "\(pane.column)/\(pane.entry.route)\(pane.entry.id)" }
    switch self {
    case .lifecycle(let event): return "\(event.state) \(name(event.pane))"
    case .data(let effect):
      switch effect {
      case .load(let token, let pane): return "load \(name(pane)) \(token)"
      case .reuse(let pane): return "reuse \(name(pane))"
      case .release(let pane): return "release \(name(pane))"
      case .cancel(let token, let pane): return "cancel \(name(pane)) \(token)"
      case .deliver(let token, let pane): return "deliver \(name(pane)) \(token)"
      }
    case .deepLinkFailed(let link, _): return "link failed \(link)"
    }
  }
}

extension SplitCoordinator where Route == String {
  /// Sends an action and returns its effects as short lines.
  mutating func effects(_ action: CoordinatorAction<String>) throws -> [String] {
    try send(action).map(\.summary)
  }
}

import Colonnade

extension Browser {
  /// The effect executor: carries out the coordinator's data effects synchronously (rules R1–R5).
  ///
  /// A load reads the file system at once and reports back with `.loadFinished`, whose
  /// `deliver` effects name each pane that receives the content; a reuse reads nothing; a
  /// release drops the content. A destroyed pane's cursor and scroll position go with it.
  mutating func perform(_ effects: [CoordinatorEffect<BrowserRoute>]) {
    for effect in effects {
      switch effect {
      case .data(.load(let token, let pane)):
        statistics.loads += 1
        note("load", pane)
        let loaded = PaneContent.load(pane.entry.route, from: tree, limits: limits)
        // The coordinator names each pane that receives the load (shared loads included).
        let finished = (try? coordinator.send(.loadFinished(token, succeeded: loaded.succeeded))) ?? []
        for case .data(.deliver(_, let receiver)) in finished { contents[receiver.entry.id] = loaded.content }
        perform(finished)
      case .data(.deliver):
        break
      case .data(.reuse(let pane)):
        statistics.reuses += 1
        note("reuse", pane)
      case .data(.release(let pane)):
        statistics.releases += 1
        note("release", pane)
        contents[pane.entry.id] = nil
      case .data(.cancel(_, let pane)):
        statistics.cancels += 1
        note("cancel", pane)
      case .lifecycle(let event) where event.state == .destroyed:
        let id = event.pane.entry.id
        contents[id] = nil
        cursors[id] = nil
        scrolls[id] = nil
      case .lifecycle, .deepLinkFailed:
        break
      }
    }
  }

  /// Remembers an effect for the debug view; keeps the last few.
  private mutating func note(_ kind: String, _ pane: Pane<BrowserRoute>) {
    statistics.recent.append("\(kind) \(pane.column) \(pane.entry.route) \(pane.entry.id)")
    if statistics.recent.count > 4 { statistics.recent.removeFirst(statistics.recent.count - 4) }
  }
}

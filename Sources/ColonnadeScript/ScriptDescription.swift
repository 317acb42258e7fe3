import Colonnade
import ColonnadeCoding
import ColonnadeJSON

/// How a script step's result reads as JSON (rule X6).
package enum ScriptDescription {
  /// The X6 fields of a state: layout, each column's routes, the collapsed stack, whether back
  /// goes anywhere, where focus is, where each back button goes, and the lifecycle events and
  /// data effects.
  package static func describe(_ state: CoordinatorState<String>, effects: [CoordinatorEffect<String>])
    -> JSONObject
  {
    let stacks = state.navigation.stacks
    let snapshot = state.snapshot
    var backTo = JSONObject()
    for column in snapshot.layout.columns {
      if let target = snapshot.backTargets[column.column] {
        backTo.append(column.column.rawValue, .string(target.route))
      }
    }
    func routes(_ stack: EntryStack<String>) -> JSONValue { .array(stack.map { .string($0.route) }) }
    var events: [JSONValue] = []
    var data: [JSONValue] = []
    for effect in effects {
      switch effect {
      case .lifecycle(let event):
        events.append(["pane": .string(name(event.pane)), "event": .string(event.state.rawValue)])
      case .data(let effect):
        data.append(["effect": .string(Self.name(of: effect)), "pane": .string(name(effect.pane))])
      default:
        break
      }
    }
    var columns: JSONObject = [
      "primary": routes(stacks.primary), "supplementary": routes(stacks.supplementary),
      "secondary": routes(stacks.secondary),
    ]
    // UIKit's compact column, once the script puts an entry in it (rule L14); a history's extra
    // pane, once it has content (rule N13).
    if !stacks.inspector.isEmpty { columns.append("inspector", routes(stacks.inspector)) }
    if !stacks.compact.isEmpty { columns.append("compact", routes(stacks.compact)) }
    var object: JSONObject = [
      "layout": state.layout.json,
      "columns": .object(columns),
      "stack": .array(state.navigation.collapsedStack.map { .string($0.entry.route) }),
      "canGoBack": .bool(snapshot.canGoBack),
      "focus": .string(snapshot.focusedColumn.rawValue),
      "backTo": .object(backTo),
      "events": .array(events),
      "effects": .array(data),
    ]
    // A history navigator's destinations, oldest first (rule N13): `COLUMN/ROUTE#ID`, or the
    // column alone for a pane without content.
    if state.navigation.navigator.keepsHistory { object.append("history", history(state.navigation)) }
    return object
  }

  /// A history navigator's destinations as `simulate` prints them (rule N13).
  static func history(_ navigation: NavigationState<String>) -> JSONValue {
    var destinations: [JSONValue] = []
    for index in 0..<navigation.history.count {
      let destination = navigation.history[index]
      if let id = destination.entry, let route = destination.content {
        destinations.append(.string("\(destination.column)/\(route)\(id)"))
      } else {
        destinations.append(.string(destination.column.rawValue))
      }
    }
    return .array(destinations)
  }

  /// Whether two descriptions show the same layout, columns, stack, history and back button.
  static func sameShape(_ first: JSONObject, _ second: JSONObject) -> Bool {
    for key in ["layout", "columns", "stack", "canGoBack", "focus", "history"] where first[key] != second[key]
    {
      return false
    }
    return true
  }

  /// `COLUMN/ROUTE#ID`.
  package static func name(_ pane: Pane<String>) -> String {
    "\(pane.column)/\(pane.entry.route)\(pane.entry.id)"
  }

  /// The simulated loader answers every load at once, successfully; the effects are returned as
  /// they were, so the output shows each load.
  static func answeringLoads(
    _ coordinator: inout SplitCoordinator<String>, _ effects: [CoordinatorEffect<String>]
  ) throws(CoordinatorError<String>) -> [CoordinatorEffect<String>] {
    for case .data(.load(let token, _)) in effects {
      _ = try coordinator.send(.loadFinished(token, succeeded: true))
    }
    return effects
  }
}

extension ScriptDescription {
  /// The verb `simulate` prints for a data effect.
  static func name(of effect: DataEffect<String>) -> String {
    switch effect {
    case .load: "load"
    case .reuse: "reuse"
    case .release: "release"
    case .cancel: "cancel"
    case .deliver: "deliver"
    }
  }
}

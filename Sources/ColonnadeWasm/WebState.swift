import Colonnade
import ColonnadeJSON
import ColonnadeScript

/// What the page draws from: the simulate fields plus the window, the sidebar's destinations,
/// the focus, the visible entries and the live panes.
enum WebState {
  static func describe(_ coordinator: SplitCoordinator<String>) -> JSONObject {
    let state = coordinator.state
    let snapshot = state.snapshot
    var object = JSONObject()
    for member in ScriptDescription.describe(state, effects: [])
    where member.key != "events" && member.key != "effects" {
      object.append(member.key, member.value)
    }
    let environment = state.environment
    object.append(
      "window",
      [
        "width": .number(environment.size.width), "height": .number(environment.size.height),
        "scale": .number(environment.displayScale),
        "rtl": .bool(environment.layoutDirection == .rightToLeft),
        "sizeClass": environment.horizontalSizeClass.map { .string($0.rawValue) } ?? .null,
        "hinges": .array(environment.hinges.map { $0.rect.json }),
      ])
    object.append("style", .string(state.navigation.style == .tripleColumn ? "triple" : "double"))
    object.append(
      "destinations",
      .array(
        state.navigation.destinations.map { destination in
          [
            "name": .string(destination.route),
            "style": .string(destination.style == .tripleColumn ? "triple" : "double"),
          ]
        }))
    object.append("selection", state.navigation.selection.map { .string($0) } ?? .null)
    object.append("ready", .bool(state.isReady))
    object.append("focus", .string(snapshot.focusedColumn.rawValue))
    object.append("backColumn", snapshot.backColumn.map { .string($0.rawValue) } ?? .null)
    var visible = JSONObject()
    for column in Column.allCases {
      guard let entry = snapshot.visibleEntries[column] else { continue }
      visible.append(
        column.rawValue, ["route": .string(entry.route), "id": .number(Double(entry.id.rawValue))])
    }
    object.append("visible", .object(visible))
    object.append(
      "panes",
      .array(
        state.lifecycleDebugRows.map { row in
          [
            "pane": .string(ScriptDescription.name(row.pane)), "column": .string(row.pane.column.rawValue),
            "route": .string(row.pane.entry.route), "id": .number(Double(row.pane.entry.id.rawValue)),
            "state": .string(row.state.rawValue), "tint": .string(Self.tint(of: row.state)),
            "onScreen": .bool(row.isOnScreen),
          ]
        }))
    return object
  }

  /// The page's lifecycle tint (seed 003): created grey, visible blue, active green, hidden red.
  static func tint(of state: PaneState) -> String {
    switch state {
    case .created: "grey"
    case .visible: "blue"
    case .active: "green"
    case .hidden: "red"
    case .destroyed: "none"
    }
  }
}

import Colonnade
import ColonnadeJSON

extension NavigationState {
  /// The state as JSON: destinations, selection, every stack with its ids, the stacks each
  /// destination left behind, the id counter and the sidebar's route when the app gave one (rule N9).
  public func json(routes: RouteCoding<Route>) -> JSONValue {
    func stack(_ entries: EntryStack<Route>) -> JSONValue {
      .array(entries.map { ["id": .number(Double($0.id.rawValue)), "route": routes.encode($0.route)] })
    }
    var stacksObject: JSONObject = [
      "primary": stack(stacks.primary), "supplementary": stack(stacks.supplementary),
      "secondary": stack(stacks.secondary),
    ]
    // Written only once the app uses UIKit's compact column, so other sessions read as before (L14).
    if !stacks.compact.isEmpty { stacksObject.append("compact", stack(stacks.compact)) }
    // Written only by a history navigator's extra pane (rule N13).
    if !stacks.inspector.isEmpty { stacksObject.append("inspector", stack(stacks.inspector)) }
    var object: JSONObject = [
      "destinations": .array(
        destinations.map { ["route": routes.encode($0.route), "style": .string($0.style.rawValue)] }),
      "selection": selection.map(routes.encode) ?? .null,
      "stacks": .object(stacksObject),
      "saved": .array(
        saved.map {
          [
            "destination": routes.encode($0.destination), "supplementary": stack($0.supplementary),
            "secondary": stack($0.secondary),
          ]
        }),
      "nextID": .number(Double(nextID)),
      "defaultStyle": .string(defaultStyle.rawValue),
    ]
    if let sidebar { object.append("sidebar", routes.encode(sidebar)) }
    if navigator.keepsHistory {
      // A history navigator's destinations, each naming its entry by id (rule N13).
      object.append("navigator", .string(navigator.rawValue))
      var destinations: [JSONValue] = []
      for index in 0..<history.count {
        let destination = history[index]
        destinations.append([
          "column": .string(destination.column.rawValue),
          "entry": destination.entry.map { .number(Double($0.rawValue)) } ?? .null,
          "pushesEntry": .bool(history.pushesEntry(at: index)),
        ])
      }
      object.append("history", .array(destinations))
    }
    return .object(object)
  }

  /// Reads a state written by ``json(routes:)``, validating everything: types, keys, routes,
  /// ids (whole, unique, below the counter) and the state's invariants (rules N1, N9).
  public init(json value: JSONValue, routes: RouteCoding<Route>, path: String = "navigation")
    throws(CodingError)
  {
    let reader = try ObjectReader(
      value, path: path,
      allowed: [
        "destinations", "selection", "stacks", "saved", "nextID", "defaultStyle", "sidebar", "navigator",
        "history",
      ])
    // Loops, not `map`: the iOS 16 SDK's `map` rethrows untyped errors.
    var destinations: [SidebarDestination<Route>] = []
    for (index, element) in try reader.array("destinations").enumerated() {
      let item = try ObjectReader(
        element, path: reader.path("destinations[\(index)]"), allowed: ["route", "style"])
      destinations.append(
        SidebarDestination(
          try routes.decode(try item.required("route"), item.path("route")),
          style: try item.requiredName("style", as: SplitStyle.self)))
    }
    let selectionValue = reader.object["selection"] ?? .null
    let selection = selectionValue.isNull ? nil : try routes.decode(selectionValue, reader.path("selection"))
    if let selection, !destinations.contains(where: { $0.route == selection }) {
      // Named here, where the route's text is known (the engine's own check cannot print a route).
      throw .undefinedReference(
        path: reader.path("selection"), name: selectionValue.stringValue ?? selectionValue.serialized(),
        definedIn: reader.path("destinations"))
    }
    let stacksReader = try ObjectReader(
      try reader.required("stacks"), path: reader.path("stacks"),
      allowed: ["primary", "supplementary", "secondary", "inspector", "compact"])
    var stacks = ColumnMap(repeating: EntryStack<Route>())
    for column in Column.entryColumns {
      stacks[column] = try Self.stack(
        stacksReader.object[column.rawValue], stacksReader.path(column.rawValue), routes)
    }
    stacks.inspector = try Self.stack(
      stacksReader.object["inspector"], stacksReader.path("inspector"), routes)
    var saved: [SavedStacks<Route>] = []
    for (index, element) in try reader.array("saved").enumerated() {
      let item = try ObjectReader(
        element, path: reader.path("saved[\(index)]"), allowed: ["destination", "supplementary", "secondary"])
      saved.append(
        SavedStacks(
          destination: try routes.decode(try item.required("destination"), item.path("destination")),
          supplementary: try Self.stack(item.object["supplementary"], item.path("supplementary"), routes),
          secondary: try Self.stack(item.object["secondary"], item.path("secondary"), routes)))
    }
    guard let nextID = try reader.integer("nextID", as: Int64.self), nextID > 0 else {
      throw .wrongType(
        path: reader.path("nextID"), expected: "a whole number above 0", found: "something else")
    }
    try Self.checkIDRange(nextID, path: reader.path("nextID"))
    let defaultStyle = try reader.name("defaultStyle", as: SplitStyle.self) ?? .doubleColumn
    let sidebarValue = reader.object["sidebar"] ?? .null
    let sidebar = sidebarValue.isNull ? nil : try routes.decode(sidebarValue, reader.path("sidebar"))
    let navigator = try reader.name("navigator", as: NavigatorMode.self) ?? .stacks
    let history = try Self.history(reader, stacks: stacks)
    do {
      try self.init(
        destinations: destinations, selection: selection, stacks: stacks, saved: saved,
        nextID: UInt64(nextID), defaultStyle: defaultStyle, sidebar: sidebar, navigator: navigator,
        history: history)
    } catch {
      throw .inconsistentState(path: path, problem: Self.problem(error))
    }
  }

  /// The largest id and counter a session may hold: 2^52, so that the 2^52 pushes it would take
  /// to pass 2^53 (where JSON numbers stop being exact integers) can never happen, and every id
  /// written reads back as itself. The same on every platform (rule N9).
  public static var largestSavedID: UInt64 { 1 << 52 }

  /// Rule N9: what ``json(routes:)`` writes, ``init(json:routes:path:)`` reads back. Throws the
  /// error reading it would, naming the field, when the counter (and so an id) has passed
  /// ``largestSavedID``: a long session is refused when saved, not when restored. O(1): every
  /// id is below the counter.
  public func checkSavable(path: String = "navigation") throws(CodingError) {
    // The counter is the next id to hand out: the largest id written is one below it.
    try Self.checkIDRange(Int64(clamping: nextID), path: ObjectReader.join(path, "nextID"))
  }

  private static func checkIDRange(_ id: Int64, path: String) throws(CodingError) {
    guard id <= Int64(largestSavedID) else {
      throw .outOfRange(
        path: path, value: Double(id),
        expected: "a whole number up to \(largestSavedID) (2^52): larger ids could not be saved exactly")
    }
  }

  private static func problem(_ error: NavigationError<Route>) -> String {
    if case .inconsistent(let problem) = error.base { return problem }
    return "it cannot be rebuilt"
  }

  /// A history navigator's destinations (rule N13), each entry found by id in its column's stack;
  /// the state's invariants check the rest. O(entries + destinations).
  private static func history(
    _ reader: ObjectReader, stacks: ColumnMap<EntryStack<Route>>
  ) throws(CodingError) -> DestinationHistory<Route> {
    var history = DestinationHistory<Route>()
    guard reader.object["history"] != nil else { return history }
    var routesByID: [EntryID: Route] = [:]
    for column in Column.paneColumns { for entry in stacks[column] { routesByID[entry.id] = entry.route } }
    for (index, element) in try reader.array("history").enumerated() {
      let item = try ObjectReader(
        element, path: reader.path("history[\(index)]"), allowed: ["column", "entry", "pushesEntry"])
      let column = try item.requiredName("column", as: Column.self)
      var entry: EntryID?
      if let value = item.object["entry"], !value.isNull {
        guard let id = try item.integer("entry", as: Int64.self), id > 0,
          routesByID[EntryID(UInt64(id))] != nil
        else {
          throw .wrongType(
            path: item.path("entry"), expected: "the id of an entry on a stack, or null",
            found: value.serialized())
        }
        entry = EntryID(UInt64(id))
      }
      history.append(
        PaneDestination(column: column, entry: entry, content: entry.flatMap { routesByID[$0] }),
        pushesEntry: try item.bool("pushesEntry") ?? false)
    }
    return history
  }

  private static func stack(
    _ value: JSONValue?, _ path: String, _ routes: RouteCoding<Route>
  ) throws(CodingError) -> EntryStack<Route> {
    guard let value else { return EntryStack() }
    guard let elements = value.arrayValue else {
      throw .wrongType(path: path, expected: "an array of entries", found: value.kindName)
    }
    var entries: [Entry<Route>] = []
    for (index, element) in elements.enumerated() {
      let item = try ObjectReader(element, path: "\(path)[\(index)]", allowed: ["id", "route"])
      guard let id = try item.integer("id", as: Int64.self), id > 0 else {
        throw .wrongType(path: item.path("id"), expected: "a whole number above 0", found: "something else")
      }
      try checkIDRange(id, path: item.path("id"))
      entries.append(
        Entry(
          id: EntryID(UInt64(id)), route: try routes.decode(try item.required("route"), item.path("route"))))
    }
    return EntryStack(entries)
  }
}

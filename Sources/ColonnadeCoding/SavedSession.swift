import Colonnade
import ColonnadeJSON

/// What a user's session saves and restores (rule N9): the navigation state and the user's
/// choices (sidebar shown or hidden, dragged widths, the inspector choice, whether they navigated
/// the collapsed stack, rule N7). The window and configuration are not part
/// of it: a session restored on another device uses that device's.
///
/// ```swift
/// let text = SavedSession(coordinator.state).json(routes: .strings).serialized()
/// let session = try SavedSession(json: text, routes: .strings)
/// try coordinator.restore(navigation: session.navigation, overrides: session.overrides)
/// ```
public struct SavedSession<Route: Hashable & Sendable>: Equatable, Sendable {
  /// Selection and stacks.
  public var navigation: NavigationState<Route>
  /// The user's choices.
  public var overrides: UserOverrides

  /// The session of a coordinator's state.
  public init(_ state: CoordinatorState<Route>) {
    navigation = state.navigation
    overrides = state.overrides
  }

  /// The session as JSON.
  public func json(routes: RouteCoding<Route>) -> JSONValue {
    var widths = JSONObject()
    for column in Column.allCases {
      if let width = overrides.columnWidths[column] { widths.append(column.rawValue, .number(width)) }
    }
    let displayMode: JSONValue =
      overrides.displayMode.map {
        [
          "mode": .string($0.mode.rawValue), "widthClass": .string($0.widthClassName),
          "previousMode": .string($0.previousMode.rawValue),
        ]
      } ?? .null
    return [
      "format": "colonnade-session", "version": 1, "navigation": navigation.json(routes: routes),
      "overrides": [
        "displayMode": displayMode, "columnWidths": .object(widths),
        "inspector": overrides.inspector.map { .bool($0) } ?? .null,
        "collapsedStackNavigated": .bool(overrides.collapsedStackNavigated),
      ],
    ]
  }

  /// Reads a session from untrusted text, validating every field; nothing is half-read.
  public init(json text: String, routes: RouteCoding<Route>) throws(CodingError) {
    let value: JSONValue
    do {
      value = try JSONValue(parsing: text)
    } catch {
      throw .syntax(error)
    }
    let reader = try ObjectReader(value, path: "", allowed: ["format", "version", "navigation", "overrides"])
    guard try reader.string("format") == "colonnade-session" else {
      throw .unknownName(
        path: "format", name: (try? reader.string("format")) ?? "", allowed: ["colonnade-session"])
    }
    guard try reader.integer("version") == 1 else {
      throw .outOfRange(
        path: "version", value: reader.object["version"]?.doubleValue ?? 0, expected: "version 1")
    }
    navigation = try NavigationState(json: try reader.required("navigation"), routes: routes)
    overrides = UserOverrides()
    guard let overridesValue = reader.object["overrides"] else { return }
    let overridesReader = try ObjectReader(
      overridesValue, path: "overrides",
      allowed: ["displayMode", "columnWidths", "inspector", "collapsedStackNavigated"])
    if let mode = overridesReader.object["displayMode"], !mode.isNull {
      let modeReader = try ObjectReader(
        mode, path: "overrides.displayMode", allowed: ["mode", "widthClass", "previousMode"])
      guard let widthClass = try modeReader.string("widthClass") else {
        throw .wrongType(path: modeReader.path("widthClass"), expected: "a string", found: "nothing")
      }
      overrides.displayMode = DisplayModeOverride(
        mode: try modeReader.requiredName("mode", as: DisplayMode.self), widthClassName: widthClass,
        previousMode: try modeReader.requiredName("previousMode", as: DisplayMode.self))
    }
    if let inspector = overridesReader.object["inspector"], !inspector.isNull {
      overrides.inspector = try overridesReader.bool("inspector")
    }
    if let navigated = overridesReader.object["collapsedStackNavigated"], !navigated.isNull {
      overrides.collapsedStackNavigated = try overridesReader.bool("collapsedStackNavigated") ?? false
    }
    if let widths = overridesReader.object["columnWidths"] {
      let widthsReader = try ObjectReader(
        widths, path: "overrides.columnWidths", allowed: ["primary", "supplementary", "inspector"])
      for column in Column.allCases where column != .secondary && column != .compact {
        // The coordinator's limits, so every session read here restores (rule N9).
        overrides.columnWidths[column] = try widthsReader.number(
          column.rawValue, in: 0...WindowEnvironment.maximumDimension)
      }
    }
  }
}

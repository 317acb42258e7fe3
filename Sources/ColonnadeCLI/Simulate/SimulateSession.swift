import Colonnade
import ColonnadeCoding
import ColonnadeJSON

/// Replays script actions through a coordinator and describes each result as one JSON object
/// (rule X6). `package` so the fuzz targets can drive it.
package struct SimulateSession {
  package private(set) var coordinator: SplitCoordinator<String>
  private var fold = Fold.flat
  /// The last step's description, to tell when an action changed nothing.
  private var previous: JSONObject?
  let files: any FileSystem

  /// The window a script starts in, before any `resize`.
  static let initialSize = Size(width: 1024, height: 768)

  package init(configuration: SplitConfiguration, files: any FileSystem) throws(CoordinatorError<String>) {
    coordinator = try SplitCoordinator(
      environment: WindowEnvironment(size: Self.initialSize), configuration: configuration,
      navigation: NavigationState(root: "root", style: configuration.style), router: .paths())
    self.files = files
  }

  /// Replays a whole script without describing each step: the final state, the lines that
  /// failed, and "N actions, K failed" (or why the session could not start). O(script).
  static func finalState(
    of lines: ScriptLines, configuration: SplitConfiguration, files: any FileSystem
  ) throws(ScriptReadError) -> (state: CoordinatorState<String>?, failedLines: [Int], note: String) {
    var lines = lines
    var session: SimulateSession
    do {
      session = try SimulateSession(configuration: configuration, files: files)
    } catch {
      return (nil, [], error.description)
    }
    var actions = 0
    var failed: [Int] = []
    while let line = try lines.next() {
      let code = ScriptParser.strip(line.text[...])
      guard !code.isEmpty else { continue }
      actions += 1
      do throws(SimulateError) {
        guard line.isUTF8 else { throw SimulateError("the line is not UTF-8 text") }
        let action: ScriptAction
        do {
          action = try ScriptParser.parse(code)
        } catch {
          throw SimulateError(error.description)
        }
        _ = try session.apply(action, describing: false)
      } catch {
        failed.append(line.number)
      }
    }
    return (session.coordinator.state, failed, "\(actions) actions, \(failed.count) failed")
  }

  /// Runs one script line and returns its output object, or `nil` for a blank or comment line;
  /// a failed action changes nothing.
  package mutating func run(_ line: ScriptLine, step: Int) -> (ok: Bool, output: JSONObject)? {
    let code = ScriptParser.strip(line.text[...])
    guard !code.isEmpty else { return nil }
    guard line.isUTF8 else {
      return (
        false,
        [
          "step": .number(Double(step)), "action": .string(String(code)), "ok": false,
          "error": .string("line \(line.number) is not UTF-8 text: save the script as UTF-8"),
        ]
      )
    }
    return run(code, step: step)
  }

  /// Runs one stripped line and returns its output object; a failed action changes nothing.
  mutating func run(_ line: Substring, step: Int) -> (ok: Bool, output: JSONObject) {
    var output: JSONObject = ["step": .number(Double(step)), "action": .string(String(line))]
    do throws(SimulateError) {
      let action: ScriptAction
      do {
        action = try ScriptParser.parse(line)
      } catch {
        throw SimulateError(error.description)
      }
      let snapshot = try apply(action, describing: true)
      output.append("ok", true)
      for member in snapshot { output.append(member.key, member.value) }
      return (true, output)
    } catch {
      output.append("ok", false)
      output.append("error", .string(error.description))
      return (false, output)
    }
  }

  /// Applies `action`; with `describing`, returns its X6 fields (see ``describe(_:effects:)``),
  /// a `preview` for `peek-back`, and a `note` when nothing changed.
  private mutating func apply(_ action: ScriptAction, describing: Bool) throws(SimulateError) -> JSONObject {
    let single: CoordinatorAction<String>? =
      switch action {
      case .send(let action): action
      case .fold(let newFold): .foldChanged(newFold.hinges(in: coordinator.state.environment.size))
      case .tick(let seconds): .clockAdvanced(to: coordinator.state.now + seconds)
      case .invalidate(let column): .dataInvalidated(column)
      case .resize, .peekBack, .save, .restore: nil
      }
    var effects: [CoordinatorEffect<String>] = []
    do {
      if let single {
        // One send works in place and an error changes nothing, so the state is not copied:
        // an action costs the same however much history the session holds.
        effects = try Self.answeringLoads(&coordinator, try coordinator.send(single))
        if case .fold(let newFold) = action { fold = newFold }
      } else {
        var next = coordinator
        switch action {
        case .resize(let size):
          effects = try next.send(.windowResized(size))
          effects += try next.send(.foldChanged(fold.hinges(in: size)))
        case .peekBack:
          // Previewed on a copy; `next` is dropped, so nothing is committed and nothing is
          // announced: only the shape back would show.
          _ = try Self.answeringLoads(&next, try next.send(.backRequested))
          guard describing else { return [:] }
          var preview = JSONObject()
          for member in Self.describe(next.state, effects: [])
          where !["events", "effects"].contains(member.key) {
            preview.append(member.key, member.value)
          }
          return ["preview": .object(preview), "note": "a preview of back: nothing changed"]
        case .save(let path):
          let text = SavedSession(next.state).json(routes: .strings).serialized(pretty: true) + "\n"
          try files.writeText(text, atPath: path)
        case .restore(let path):
          let text = try files.readText(atPath: path, limit: InputLimits.session)
          let session = try SavedSession(json: text, routes: .strings)
          effects = try next.restore(navigation: session.navigation, overrides: session.overrides)
        case .send, .fold, .tick, .invalidate:
          break
        }
        effects = try Self.answeringLoads(&next, effects)
        coordinator = next
      }
    } catch let error as CoordinatorError<String> {
      throw SimulateError(error.description)
    } catch {
      throw SimulateError("\(error)")
    }
    guard describing else { return [:] }
    var description = Self.describe(coordinator.state, effects: effects)
    let unchanged = effects.isEmpty && previous.map { Self.sameShape($0, description) } == true
    previous = description
    if unchanged { description.append("note", "nothing changed") }
    return description
  }

  /// The X6 fields of a state: layout, each column's routes, the collapsed stack, whether back
  /// goes anywhere, and the lifecycle events and data effects.
  static func describe(_ state: CoordinatorState<String>, effects: [CoordinatorEffect<String>]) -> JSONObject
  {
    let stacks = state.navigation.stacks
    func routes(_ stack: EntryStack<String>) -> JSONValue { .array(stack.map { .string($0.route) }) }
    return [
      "layout": state.layout.json,
      "columns": [
        "primary": routes(stacks.primary), "supplementary": routes(stacks.supplementary),
        "secondary": routes(stacks.secondary),
      ],
      "stack": .array(state.navigation.collapsedStack.map { .string($0.entry.route) }),
      "canGoBack": .bool(state.snapshot.canGoBack),
      "events": .array(
        effects.compactMap { effect -> JSONValue? in
          guard case .lifecycle(let event) = effect else { return nil }
          return ["pane": .string(name(event.pane)), "event": .string(event.state.rawValue)]
        }),
      "effects": .array(
        effects.compactMap { effect -> JSONValue? in
          guard case .data(let data) = effect else { return nil }
          return ["effect": .string(data.kind), "pane": .string(name(data.pane))]
        }),
    ]
  }

  /// Whether two descriptions show the same layout, columns, stack and back button.
  private static func sameShape(_ first: JSONObject, _ second: JSONObject) -> Bool {
    for key in ["layout", "columns", "stack", "canGoBack"] where first[key] != second[key] { return false }
    return true
  }

  /// `COLUMN/ROUTE#ID`.
  static func name(_ pane: Pane<String>) -> String {
    "\(pane.column)/\(pane.entry.route)\(pane.entry.id)"
  }

  /// The simulated loader answers every load at once, successfully; the effects are returned as
  /// they were, so the output shows each load.
  static func answeringLoads(
    _ coordinator: inout SplitCoordinator<String>, _ effects: [CoordinatorEffect<String>]
  ) throws(CoordinatorError<String>) -> [CoordinatorEffect<String>] {
    for case .data(.load(let token, _)) in effects {
      try coordinator.send(.loadFinished(token, succeeded: true))
    }
    return effects
  }
}

/// Why a script action failed, in one sentence.
struct SimulateError: Error, CustomStringConvertible {
  var description: String

  init(_ description: String) {
    self.description = description
  }
}

// scripts/web compiles this folder with the core, ColonnadeJSON, ColonnadeCoding and the CLI's
// script parser as one Embedded Swift module (dropping these imports); SwiftPM builds it natively,
// without Exports.swift, so `swift test` compares it with `colonnade simulate`.
import Colonnade
import ColonnadeCLI
import ColonnadeCoding
import ColonnadeJSON

/// `colonnade simulate` for the page: the same script lines, the same JSON objects (rule X6).
///
/// A copy of the CLI's SimulateSession without `any FileSystem`, which Embedded Swift lacks:
/// `save` and `restore` use files held in memory. A later change should make the CLI share it.
struct WebSession {
  private(set) var coordinator: SplitCoordinator<String>
  private var fold = Fold.flat
  /// The files `save` wrote, by name.
  private var files: [String: String] = [:]
  /// The last script step run.
  private(set) var step = 0

  /// The window a script starts in, before any `resize` (as `colonnade simulate`).
  static let initialSize = Size(width: 1024, height: 768)

  init(configuration: SplitConfiguration) throws(CoordinatorError<String>) {
    coordinator = try SplitCoordinator(
      environment: WindowEnvironment(size: Self.initialSize), configuration: configuration,
      navigation: NavigationState(root: "root", style: configuration.style), router: .paths())
  }

  /// Runs one script line: nil for a blank or comment line (not a step), else its output object.
  mutating func run(_ line: Substring) -> (ok: Bool, output: JSONObject)? {
    let code = ScriptParser.strip(line)
    guard !code.isEmpty else { return nil }
    step += 1
    var output: JSONObject = ["step": .number(Double(step)), "action": .string(String(code))]
    let action: ScriptAction
    do throws(ScriptError) {
      action = try ScriptParser.parse(code)
    } catch {
      return (false, Self.failure(output, error.description))
    }
    do throws(WebSessionError) {
      let snapshot = try apply(action)
      output.append("ok", true)
      for member in snapshot { output.append(member.key, member.value) }
      return (true, output)
    } catch {
      return (false, Self.failure(output, error.description))
    }
  }

  private static func failure(_ output: JSONObject, _ message: String) -> JSONObject {
    var output = output
    output.append("ok", false)
    output.append("error", .string(message))
    return output
  }

  private mutating func apply(_ action: ScriptAction) throws(WebSessionError) -> JSONObject {
    // A saved file, read before anything changes.
    var restored: SavedSession<String>?
    if case .restore(let path) = action {
      guard let text = files[path] else {
        throw WebSessionError("cannot read '\(path)': no such file")
      }
      do throws(CodingError) {
        restored = try SavedSession(json: text, routes: .strings)
      } catch {
        throw WebSessionError(error.description)
      }
    }
    var next = coordinator
    var effects: [CoordinatorEffect<String>] = []
    do throws(CoordinatorError<String>) {
      switch action {
      case .send(let action):
        effects = try next.send(action)
      case .resize(let size):
        effects = try next.send(.windowResized(size))
        effects += try next.send(.foldChanged(fold.hinges(in: size)))
      case .fold(let newFold):
        effects = try next.send(.foldChanged(newFold.hinges(in: next.state.environment.size)))
        fold = newFold
      case .peekBack:
        // Reported from a copy; `next` is dropped, so nothing is committed.
        let preview = try Self.answeringLoads(&next, try next.send(.backRequested))
        return Self.describe(next.state, effects: preview)
      case .tick(let seconds):
        effects = try next.send(.clockAdvanced(to: next.state.now + seconds))
      case .invalidate(let column):
        effects = try next.send(.dataInvalidated(column))
      case .save(let path):
        files[path] = SavedSession(next.state).json(routes: .strings).serialized(pretty: true) + "\n"
      case .restore:
        if let session = restored {
          effects = try next.restore(navigation: session.navigation, overrides: session.overrides)
        }
      }
      effects = try Self.answeringLoads(&next, effects)
    } catch {
      throw WebSessionError(error.description)
    }
    coordinator = next
    return Self.describe(next.state, effects: effects)
  }

  /// Puts exactly these hinges in the window, for catalog postures the `fold` verb cannot
  /// spell (a flat fold that hides nothing, a horizontal flat one). Not a script step; the next
  /// `resize` or `fold` replaces them. A refused posture changes nothing.
  mutating func setHinges(_ hinges: [Hinge]) -> (ok: Bool, output: JSONObject) {
    var next = coordinator
    do throws(CoordinatorError<String>) {
      let effects = try Self.answeringLoads(&next, try next.send(.foldChanged(hinges)))
      coordinator = next
      fold = .flat
      var output: JSONObject = ["ok": true]
      for member in Self.describe(next.state, effects: effects) { output.append(member.key, member.value) }
      return (true, output)
    } catch {
      return (false, ["ok": false, "error": .string(error.description)])
    }
  }

  /// The X6 fields of a state: layout, each column's routes, the collapsed stack, whether back
  /// goes anywhere, and the lifecycle events and data effects.
  static func describe(_ state: CoordinatorState<String>, effects: [CoordinatorEffect<String>]) -> JSONObject
  {
    let stacks = state.navigation.stacks
    func routes(_ stack: EntryStack<String>) -> JSONValue { .array(stack.map { .string($0.route) }) }
    var events: [JSONValue] = []
    var data: [JSONValue] = []
    for effect in effects {
      switch effect {
      case .lifecycle(let event):
        events.append(["pane": .string(name(event.pane)), "event": .string(event.state.rawValue)])
      case .data(let effect):
        data.append(["effect": .string(effect.kind), "pane": .string(name(effect.pane))])
      default:
        break
      }
    }
    return [
      "layout": state.layout.json,
      "columns": [
        "primary": routes(stacks.primary), "supplementary": routes(stacks.supplementary),
        "secondary": routes(stacks.secondary),
      ],
      "stack": .array(state.navigation.collapsedStack.map { .string($0.entry.route) }),
      "canGoBack": .bool(state.snapshot.canGoBack),
      "events": .array(events),
      "effects": .array(data),
    ]
  }

  /// `COLUMN/ROUTE#ID`.
  static func name(_ pane: Pane<String>) -> String {
    "\(pane.column)/\(pane.entry.route)\(pane.entry.id)"
  }

  /// The simulated loader answers every load at once, successfully.
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
struct WebSessionError: Error {
  var description: String

  init(_ description: String) {
    self.description = description
  }
}

import Colonnade
import ColonnadeCoding
import ColonnadeJSON

/// Replays script actions through a coordinator and describes each result as one JSON object
/// (rule X6): the runner `colonnade simulate` and the web page share. Reading lines, limits and
/// escaping for a terminal stay at the edges; `Host` gives it files and how words are quoted.
package struct ScriptSession<Host: ScriptHost> {
  package private(set) var coordinator: SplitCoordinator<String>
  /// The files `save` and `restore` use.
  package private(set) var host: Host
  /// The last script step run (blank and comment lines are not steps).
  package private(set) var step = 0
  private var fold = Fold.flat
  /// The last step's description, to tell when an action changed nothing.
  private var previous: JSONObject?

  /// The window a script starts in, before any `resize`.
  package static var initialSize: Size { Size(width: 1024, height: 768) }

  package init(configuration: SplitConfiguration, host: Host) throws(CoordinatorError<String>) {
    coordinator = try SplitCoordinator(
      environment: WindowEnvironment(size: Self.initialSize), configuration: configuration,
      navigation: NavigationState(root: "root", style: configuration.style, sidebar: "sidebar"),
      router: .paths())
    self.host = host
  }

  /// Runs one script line and returns its output object, or `nil` for a blank or comment line;
  /// a failed action changes nothing.
  package mutating func run(_ line: Substring) -> (ok: Bool, output: JSONObject)? {
    let code = ScriptParser.strip(line)
    guard !code.isEmpty else { return nil }
    step += 1
    var output: JSONObject = ["step": .number(Double(step)), "action": .string(String(code))]
    do throws(ScriptFailure) {
      let snapshot = try apply(try Self.parse(code), describing: true)
      output.append("ok", true)
      for member in snapshot { output.append(member.key, member.value) }
      return (true, output)
    } catch {
      output.append("ok", false)
      output.append("error", .string(error.description))
      return (false, output)
    }
  }

  /// A line the edge could not read (not UTF-8): a failed step, or `nil` when it holds no action.
  package mutating func refuse(_ line: Substring, because reason: String) -> (ok: Bool, output: JSONObject)? {
    let code = ScriptParser.strip(line)
    guard !code.isEmpty else { return nil }
    step += 1
    return (
      false,
      ["step": .number(Double(step)), "action": .string(String(code)), "ok": false, "error": .string(reason)]
    )
  }

  /// Runs one stripped, non-empty line without describing it, for a replay that wants only the
  /// final state: whether it succeeded.
  package mutating func replay(_ code: Substring) -> Bool {
    do throws(ScriptFailure) {
      _ = try apply(try Self.parse(code), describing: false)
      return true
    } catch {
      return false
    }
  }

  /// Puts exactly these hinges in the window, for postures the `fold` verb cannot spell (a flat
  /// fold that hides nothing, a horizontal flat one). Not a script step; the next `resize` or
  /// `fold` replaces them. A refused posture changes nothing.
  package mutating func setHinges(_ hinges: [Hinge]) -> (ok: Bool, output: JSONObject) {
    do throws(ScriptFailure) {
      let effects = try committing { next throws(CoordinatorError<String>) in
        try next.send(.foldChanged(hinges))
      }
      fold = .flat
      let description = ScriptDescription.describe(coordinator.state, effects: effects)
      previous = description
      var output: JSONObject = ["ok": true]
      for member in description { output.append(member.key, member.value) }
      return (true, output)
    } catch {
      return (false, ["ok": false, "error": .string(error.description)])
    }
  }

  private static func parse(_ code: Substring) throws(ScriptFailure) -> ScriptAction {
    do throws(ScriptError) {
      return try ScriptParser.parse(code)
    } catch {
      throw ScriptFailure(error.message(quoting: Host.quoted))
    }
  }

  /// Applies `action`; with `describing`, returns its X6 fields (see
  /// ``ScriptDescription/describe(_:effects:)``), a `preview` for `peek-back`, and a `note`
  /// when nothing changed.
  private mutating func apply(_ action: ScriptAction, describing: Bool) throws(ScriptFailure) -> JSONObject {
    let effects: [CoordinatorEffect<String>]
    let single: CoordinatorAction<String>
    switch action {
    case .send(let action): single = action
    case .fold(let newFold): single = .foldChanged(newFold.hinges(in: coordinator.state.environment.size))
    case .tick(let seconds): single = .clockAdvanced(to: coordinator.state.now + seconds)
    case .invalidate(let column): single = .dataInvalidated(column)
    case .configure(let key, let value):
      do throws(CodingError) {
        single = .configurationChanged(
          try SplitConfiguration(json: .object([key: value]), base: coordinator.state.configuration))
      } catch {
        throw ScriptFailure(error.description)
      }
    case .resize(let size):
      let hinges = fold.hinges(in: size)
      effects = try committing { next throws(CoordinatorError<String>) in
        let resized = try next.send(.windowResized(size))
        return resized + (try next.send(.foldChanged(hinges)))
      }
      return describe(effects, describing)
    case .peekBack:
      // Previewed on a copy that is dropped, so nothing is committed and nothing is announced:
      // only the shape back would show.
      var next = coordinator
      do throws(CoordinatorError<String>) {
        _ = try ScriptDescription.answeringLoads(&next, try next.send(.backRequested))
      } catch {
        throw ScriptFailure(error.description)
      }
      guard describing else { return [:] }
      var preview = JSONObject()
      for member in ScriptDescription.describe(next.state, effects: [])
      where member.key != "events" && member.key != "effects" {
        preview.append(member.key, member.value)
      }
      return ["preview": .object(preview), "note": "a preview of back: nothing changed"]
    case .save(let path):
      try host.write(try Self.savedText(coordinator.state, to: path), to: path)
      return describe([], describing)
    case .restore(let path):
      let text = try host.read(path)
      let session: SavedSession<String>
      do throws(CodingError) {
        session = try SavedSession(json: text, routes: .strings)
      } catch {
        throw ScriptFailure(error.description)
      }
      effects = try committing { next throws(CoordinatorError<String>) in
        try next.restore(navigation: session.navigation, overrides: session.overrides)
      }
      return describe(effects, describing)
    }
    do throws(CoordinatorError<String>) {
      // One send works in place and an error changes nothing, so the state is not copied: an
      // action costs the same however much history the session holds.
      effects = try ScriptDescription.answeringLoads(&coordinator, try coordinator.send(single))
    } catch {
      throw ScriptFailure(error.description)
    }
    if case .fold(let newFold) = action { fold = newFold }
    return describe(effects, describing)
  }

  /// What `save` writes (rule N9): only a session `restore` reads back, so a state it cannot hold
  /// (ids past 2^52, more than ``ScriptLimits/sessionBytes``) fails here and nothing is written.
  private static func savedText(_ state: CoordinatorState<String>, to path: String) throws(ScriptFailure)
    -> String
  {
    let refused = "cannot save '\(Host.quoted(path))'"
    do throws(CodingError) {
      try state.navigation.checkSavable()
    } catch {
      throw ScriptFailure("\(refused): \(error); nothing was written")
    }
    let text = SavedSession(state).json(routes: .strings).serialized(pretty: true) + "\n"
    let size = text.utf8.count
    guard size <= ScriptLimits.sessionBytes else {
      throw ScriptFailure(
        "\(refused): the session takes \(size) bytes, more than \(ScriptLimits.size(ScriptLimits.sessionBytes)), "
          + "the most 'restore' reads; nothing was written")
    }
    return text
  }

  /// Runs `change` on a copy of the coordinator, answers its loads and commits the copy; an
  /// error commits nothing.
  private mutating func committing(
    _ change: (inout SplitCoordinator<String>) throws(CoordinatorError<String>) -> [CoordinatorEffect<String>]
  ) throws(ScriptFailure) -> [CoordinatorEffect<String>] {
    var next = coordinator
    do throws(CoordinatorError<String>) {
      let effects = try ScriptDescription.answeringLoads(&next, try change(&next))
      coordinator = next
      return effects
    } catch {
      throw ScriptFailure(error.description)
    }
  }

  /// The X6 fields of the current state after `effects`, with a `note` when nothing changed;
  /// empty without `describing`.
  private mutating func describe(_ effects: [CoordinatorEffect<String>], _ describing: Bool) -> JSONObject {
    guard describing else { return [:] }
    var description = ScriptDescription.describe(coordinator.state, effects: effects)
    let unchanged = effects.isEmpty && previous.map { ScriptDescription.sameShape($0, description) } == true
    previous = description
    if unchanged { description.append("note", "nothing changed") }
    return description
  }
}

// The module's C ABI (wasm only: SwiftPM excludes this file): strings go in and out as UTF-8 in
// the module's memory.
// The page writes input into a buffer from `colonnade_alloc`, calls an export, then reads the
// answer at `colonnade_output` (`colonnade_output_length` bytes) before the next call.

/// The page's one session and the last answer; the module is single-threaded.
nonisolated(unsafe) private var session: WebSession?
nonisolated(unsafe) private var answer: UnsafeMutableBufferPointer<UInt8> = .init(start: nil, count: 0)

private func reply(_ text: String) {
  answer.deallocate()
  var text = text
  answer = text.withUTF8 { bytes in
    let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(bytes.count, 1))
    _ = copy.initialize(from: bytes)
    return UnsafeMutableBufferPointer(rebasing: copy[0..<bytes.count])
  }
}

private func text(_ pointer: UnsafePointer<UInt8>?, _ length: Int32) -> String {
  guard let pointer, length > 0 else { return "" }
  return String(decoding: UnsafeBufferPointer(start: pointer, count: Int(length)), as: UTF8.self)
}

/// A buffer of `length` bytes for the page to write input into.
@_expose(wasm, "colonnade_alloc") @_cdecl("colonnade_alloc")
func colonnadeAlloc(_ length: Int32) -> UnsafeMutableRawPointer {
  UnsafeMutableRawPointer.allocate(byteCount: Int(max(length, 1)), alignment: 1)
}

/// Frees a buffer from `colonnade_alloc`.
@_expose(wasm, "colonnade_free") @_cdecl("colonnade_free")
func colonnadeFree(_ pointer: UnsafeMutableRawPointer?) {
  pointer?.deallocate()
}

/// Where the last answer starts.
@_expose(wasm, "colonnade_output") @_cdecl("colonnade_output")
func colonnadeOutput() -> UnsafeMutablePointer<UInt8>? { answer.baseAddress }

/// How many bytes the last answer has.
@_expose(wasm, "colonnade_output_length") @_cdecl("colonnade_output_length")
func colonnadeOutputLength() -> Int32 { Int32(answer.count) }

/// Starts a new session, as `colonnade simulate` starts: the window 1024 × 768, no destinations.
/// The configuration is JSON as `--config` reads it (empty for the standard preset), at most
/// 1 MiB as there. Returns 0 and answers the state, or 2 and answers why the configuration is
/// refused (the session is then unchanged).
@_expose(wasm, "colonnade_reset") @_cdecl("colonnade_reset")
func colonnadeReset(_ pointer: UnsafePointer<UInt8>?, _ length: Int32) -> Int32 {
  guard length <= ScriptLimits.configurationBytes else {
    reply(
      "the configuration is larger than \(ScriptLimits.size(ScriptLimits.configurationBytes)), "
        + "the limit for a configuration")
    return 2
  }
  let json = text(pointer, length)
  var configuration = SplitConfiguration.standard
  if !json.isEmpty {
    do throws(CodingError) {
      configuration = try SplitConfiguration(json: json, base: .standard)
    } catch {
      reply(error.description)
      return 2
    }
  }
  do throws(CoordinatorError<String>) {
    session = try WebSession(configuration: configuration)
  } catch {
    reply(error.description)
    return 2
  }
  return colonnadeState()
}

/// Runs one script line. Returns 0 (ok) or 1 (failed) and answers the object `colonnade
/// simulate` prints for it; 3 for a blank or comment line (no answer, not a step); 2 for a line
/// longer than 64 KiB, which `colonnade simulate` refuses too (the session is then unchanged).
@_expose(wasm, "colonnade_run") @_cdecl("colonnade_run")
func colonnadeRun(_ pointer: UnsafePointer<UInt8>?, _ length: Int32) -> Int32 {
  if let pointer, length > 0,
    ScriptLimits.exceedsLine(UnsafeBufferPointer(start: pointer, count: Int(length)))
  {
    reply(ScriptLimits.lineTooLong(line: nil))
    return 2
  }
  // Taken out while it runs, so the coordinator's storage is not copied.
  guard var current = session.take() else {
    reply("no session: call colonnade_reset first")
    return 2
  }
  let line = text(pointer, length)
  let outcome = current.run(line[...])
  session = current
  guard let result = outcome else {
    reply("")
    return 3
  }
  reply(JSONValue.object(result.output).serialized())
  return result.ok ? 0 : 1
}

/// Sets the window's hinges from JSON as `colonnade devices --format json` writes them:
/// `[{"x":540,"y":0,"width":34,"height":720,"orientation":"vertical","state":"flat",
/// "occluding":true}]`. Returns 0 or 1 (refused, nothing changed) and answers like a run.
@_expose(wasm, "colonnade_hinges") @_cdecl("colonnade_hinges")
func colonnadeHinges(_ pointer: UnsafePointer<UInt8>?, _ length: Int32) -> Int32 {
  guard var current = session.take() else {
    reply("no session: call colonnade_reset first")
    return 2
  }
  defer { session = current }
  guard length <= ScriptLimits.configurationBytes else {
    let error =
      "hinges: larger than \(ScriptLimits.size(ScriptLimits.configurationBytes)), the limit for a window's hinges"
    reply(JSONValue.object(["ok": false, "error": .string(error)]).serialized())
    return 1
  }
  let hinges: [Hinge]
  switch WebHinges.parse(text(pointer, length)) {
  case .success(let parsed): hinges = parsed
  case .failure(let error):
    reply(JSONValue.object(["ok": false, "error": .string(error.description)]).serialized())
    return 1
  }
  let result = current.setHinges(hinges)
  reply(JSONValue.object(result.output).serialized())
  return result.ok ? 0 : 1
}

/// Answers the current state: the simulate fields (without events and effects), the window,
/// the visible entries, the focus and each live pane's lifecycle state and debug tint.
@_expose(wasm, "colonnade_state") @_cdecl("colonnade_state")
func colonnadeState() -> Int32 {
  guard let coordinator = session?.coordinator else {
    reply("no session: call colonnade_reset first")
    return 2
  }
  reply(JSONValue.object(WebState.describe(coordinator)).serialized())
  return 0
}

/// Answers the current layout as `colonnade resolve --format json` prints it, compact.
@_expose(wasm, "colonnade_layout") @_cdecl("colonnade_layout")
func colonnadeLayout() -> Int32 {
  guard let coordinator = session?.coordinator else {
    reply("no session: call colonnade_reset first")
    return 2
  }
  reply(coordinator.state.layout.json.serialized())
  return 0
}

/// Answers the chain of decisions behind the current layout, as `colonnade resolve --explain
/// --format json` lists them: `[{"rule":"C2","text":"…"},…]`.
@_expose(wasm, "colonnade_explain") @_cdecl("colonnade_explain")
func colonnadeExplain() -> Int32 {
  guard let coordinator = session?.coordinator else {
    reply("no session: call colonnade_reset first")
    return 2
  }
  let state = coordinator.state
  let decisions = LayoutResolver.explain(
    environment: state.environment, configuration: state.configuration,
    navigation: state.navigation.summary, overrides: state.overrides)
  reply(JSONValue.array(decisions.map { ["rule": .string($0.rule), "text": .string($0.text)] }).serialized())
  return 0
}

/// Answers the script verbs this build understands, space-separated, so the page can use a
/// newer one (such as `dismiss`) only where it exists.
@_expose(wasm, "colonnade_verbs") @_cdecl("colonnade_verbs")
func colonnadeVerbs() -> Int32 {
  reply(ScriptParser.verbs.joined(separator: " "))
  return 0
}

/// Resolves `operations` frames of a benchmark scenario (ResolveScenario.all, as
/// `colonnade-bench` runs it natively); returns a checksum so nothing is optimized away.
@_expose(wasm, "colonnade_bench_resolve") @_cdecl("colonnade_bench_resolve")
func colonnadeBenchResolve(_ scenario: Int32, _ operations: Int32) -> Double {
  let scenarios = ResolveScenario.all
  guard scenario >= 0, Int(scenario) < scenarios.count else { return -1 }
  let chosen = scenarios[Int(scenario)]
  var checksum = 0.0
  for frame in 0..<Int(operations) {
    let layout = LayoutResolver.resolve(
      environment: chosen.sweep[frame % chosen.sweep.count], configuration: chosen.configuration)
    checksum += layout.columns[layout.columns.count - 1].frame.width
  }
  return checksum
}

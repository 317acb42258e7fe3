import Colonnade
import ColonnadeCLI
import ColonnadeCoding
import ColonnadeJSON
import ColonnadeScript

/// The script runner itself, as `colonnade simulate` runs it, with `save` and `restore` against
/// an in-memory file system (rules X6, N9). After every line: the coordinator keeps every invariant;
/// a failed line changes nothing; the output is one JSON line that reads back as itself, with no
/// raw line separator or control; and a file `save` wrote restores to the same session.
enum ScriptSessionFuzzTarget {
  /// The most lines one input runs.
  static let maximumLines = 256

  static func run(_ bytes: [UInt8]) -> String? {
    let files = MemoryFileSystem()
    guard var session = try? SimulateSession(configuration: .standard, files: files) else {
      return "the standard configuration was refused"
    }
    var lines = ScriptLines(MemoryByteSource(bytes))
    var step = 0
    while step < maximumLines {
      let line: ScriptLine?
      do {
        line = try lines.next()
      } catch {
        return bytes.count <= 64 << 10 ? "a short input could not be read: \(error)" : nil
      }
      guard let line else { return nil }
      let before = (SavedSession(session.coordinator.state), session.coordinator.state.layout)
      guard let result = session.run(line) else { continue }
      step += 1
      let state = session.coordinator.state
      let place = "line \(line.number) '\(line.text.prefix(80))'"
      if let violation = state.invariantViolations.first { return "\(place): \(violation)" }
      if !result.ok, before != (SavedSession(state), state.layout) {
        return "\(place) failed but changed the state"
      }
      if let problem = checkOutput(result.output) { return "\(place): \(problem)" }
      if result.ok, let path = savedPath(line.text), let problem = checkSaved(files.files[path], state) {
        return "\(place): \(problem)"
      }
    }
    return nil
  }

  /// The output is one line of JSON that reads back as itself, with nothing a terminal or a
  /// line-based tool would take as a break or a control.
  static func checkOutput(_ output: JSONObject) -> String? {
    let text = JSONValue.object(output).serialized()
    for scalar in text.unicodeScalars {
      let value = scalar.value
      if value < 0x20 || (0x7F...0x9F).contains(value) || (0x2028...0x202E).contains(value)
        || (0x2066...0x2069).contains(value)
      {
        return "the output holds U+\(String(value, radix: 16, uppercase: true)) raw"
      }
    }
    guard (try? JSONValue(parsing: text)) == .object(output) else { return "the output does not read back" }
    return nil
  }

  /// The path of a `save` line, when it is one, read as the script reads it (quotes and all:
  /// `save s.jso""n` saves to `s.json`).
  static func savedPath(_ line: String) -> String? {
    guard case .save(let path)? = try? ScriptParser.parse(ScriptParser.strip(line[...])) else { return nil }
    return path
  }

  /// What `save` wrote reads back as the session it saved.
  static func checkSaved(_ text: String?, _ state: CoordinatorState<String>) -> String? {
    guard let text else { return "save succeeded but wrote nothing" }
    guard let read = try? SavedSession(json: text, routes: .strings) else {
      return "a saved session does not read back"
    }
    return read == SavedSession(state) ? nil : "a saved session reads back different"
  }
}

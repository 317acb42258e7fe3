import Colonnade
import ColonnadeJSON
import ColonnadeOptions
import ColonnadeScript

/// `simulate`'s edge for the shared script runner: `save` and `restore` on a ``FileSystem``
/// (a restored session is read up to ``InputLimits/session``), and words of the script in
/// messages escaped for a terminal.
package struct SimulateFiles: ScriptHost {
  let files: any FileSystem

  package func read(_ path: String) throws(ScriptFailure) -> String {
    do {
      return try files.readText(atPath: path, limit: InputLimits.session)
    } catch {
      throw ScriptFailure(error.description)
    }
  }

  package func write(_ text: String, to path: String) throws(ScriptFailure) {
    do {
      try files.writeText(text, atPath: path)
    } catch {
      throw ScriptFailure(error.description)
    }
  }

  package static func quoted(_ value: String) -> String { TerminalText.quoted(value) }
}

/// The runner `colonnade simulate` drives. `package` so the fuzz targets can drive it.
package typealias SimulateSession = ScriptSession<SimulateFiles>

extension ScriptSession where Host == SimulateFiles {
  package init(configuration: SplitConfiguration, files: any FileSystem) throws(CoordinatorError<String>) {
    try self.init(configuration: configuration, host: SimulateFiles(files: files))
  }

  /// Runs one script line as read from a script and returns its output object, or `nil` for a
  /// blank or comment line; a failed action changes nothing.
  package mutating func run(_ line: ScriptLine) -> (ok: Bool, output: JSONObject)? {
    guard line.isUTF8 else {
      return refuse(
        line.text[...], because: "line \(line.number) is not UTF-8 text: save the script as UTF-8")
    }
    return run(line.text[...])
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
      guard line.isUTF8, session.replay(code) else {
        failed.append(line.number)
        continue
      }
    }
    return (session.coordinator.state, failed, "\(actions) actions, \(failed.count) failed")
  }
}

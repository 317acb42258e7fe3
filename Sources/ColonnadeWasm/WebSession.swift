// scripts/web compiles this folder with the core, ColonnadeJSON, ColonnadeCoding and
// ColonnadeScript as one Embedded Swift module (dropping these imports); SwiftPM builds it
// natively, without Exports.swift, so `swift test` compares it with `colonnade simulate`.
import Colonnade
import ColonnadeScript

/// `colonnade simulate` for the page: the same runner (``ScriptSession``), with the files `save`
/// writes held in memory.
package typealias WebSession = ScriptSession<ScriptMemoryFiles>

extension ScriptSession where Host == ScriptMemoryFiles {
  /// A session as `colonnade simulate` starts one, with no files.
  package init(configuration: SplitConfiguration) throws(CoordinatorError<String>) {
    try self.init(configuration: configuration, host: ScriptMemoryFiles())
  }
}

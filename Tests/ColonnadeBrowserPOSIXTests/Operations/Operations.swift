import ColonnadeBrowser
import ColonnadeBrowserPOSIX

/// Plans `operation` on the machine's files, answers every conflict with `answer`, and runs it.
func perform(
  _ operation: FileOperation, answering answer: ConflictAnswer = .skip, executor: OperationExecutor
) throws -> OperationReport {
  var draft = try OperationPlanner.draft(operation, in: LocalFileTree())
  while draft.conflict != nil { try draft.answer(answer) }
  return executor.run(try draft.plan(), monitor: OperationMonitor(verb: operation.verb))
}

/// Names no file manager's own test would dare: a newline, invalid UTF-8, an escape sequence.
enum HostileNames {
  static let newline: [UInt8] = Array("two\nlines".utf8)
  static let invalid: [UInt8] = [0x62, 0x61, 0x64, 0xFF, 0xFE]
  static let escape: [UInt8] = Array("\u{1B}[31mred".utf8)
  static let all = [newline, invalid, escape]
}

import ColonnadeCLI
import ColonnadePOSIX

/// Writes to standard output; a closed pipe ends the program quietly (status 141, as SIGPIPE
/// would), any other failure with one line and status 1 (rule X5).
@Sendable func writeOutput(_ text: String) {
  switch StandardOutput.write(text) {
  case nil: return
  case .closedPipe: ProcessEnvironment.exit(141)
  case .failed(let reason):
    StandardError.writeLine("colonnade: cannot write standard output: \(reason)")
    ProcessEnvironment.exit(1)
  }
}

StandardOutput.guardClosedDescriptors()
let outcome = ColonnadeCommand.run(
  Invocation(
    arguments: Array(CommandLine.arguments.dropFirst()), argumentBytes: ProcessArguments.bytes(),
    environment: ProcessEnvironment.variables(),
    files: LocalFileSystem(), standardInput: { LocalByteSource.standardInput() }, writeOutput: writeOutput,
    terminal: Invocation.processTerminal))
if !outcome.output.isEmpty { writeOutput(outcome.output) }
if !outcome.errors.isEmpty {
  StandardError.writeLine(String(outcome.errors.dropLast(outcome.errors.hasSuffix("\n") ? 1 : 0)))
}
ProcessEnvironment.exit(outcome.status)

import ColonnadeCLI
import Foundation

let outcome = ColonnadeCommand.run(
  Invocation(
    arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment,
    files: LocalFileSystem(),
    readStandardInput: { String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self) },
    terminal: Invocation.processTerminal))
FileHandle.standardOutput.write(Data(outcome.output.utf8))
FileHandle.standardError.write(Data(outcome.errors.utf8))
exit(outcome.status)

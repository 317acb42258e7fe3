import Colonnade
import ColonnadeCLI
import ColonnadeReliability
import ColonnadeScript

/// The `simulate` script parser on any text: every line strips to itself, parses to an action or
/// a described error, and the actions, replayed through a coordinator as `colonnade simulate`
/// does, keep every property (see `CoordinatorChecker`).
enum ScriptFuzzTarget {
  /// The most lines one input runs.
  static let maximumLines = 256

  static func run(_ bytes: [UInt8]) -> String? {
    let text = String(decoding: bytes, as: UTF8.self)
    var start = ByteStream([])
    guard var checker = try? CoordinatorChecker(&start) else { return "a valid starting state was refused" }
    for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).prefix(maximumLines)
      .enumerated()
    {
      let code = ScriptParser.strip(line)
      if ScriptParser.strip(code) != code {
        return "line \(number + 1): stripping '\(code)' again changes it"
      }
      guard !code.isEmpty else { continue }
      let action: ScriptAction
      do {
        action = try ScriptParser.parse(code)
      } catch {
        if error.description.isEmpty { return "line \(number + 1): an empty error message" }
        continue
      }
      let result = replay(action, on: &checker)
      if let failure = result.failure { return "line \(number + 1) '\(code)': \(failure)" }
    }
    return nil
  }

  /// Sends what a script action stands for, as `colonnade simulate` does.
  static func replay(_ action: ScriptAction, on checker: inout CoordinatorChecker) -> CheckResult {
    switch action {
    case .send(let action):
      return checker.apply(action)
    case .resize(let size):
      return checker.apply(.windowResized(size))
    case .fold(let fold):
      return checker.apply(.foldChanged(fold.hinges(in: checker.windowSize)))
    case .peekBack:
      return .passed
    case .tick(let seconds):
      return checker.apply(.clockAdvanced(to: checker.now + seconds))
    case .invalidate(let column):
      return checker.apply(.dataInvalidated(column))
    case .save, .restore:
      return checker.saveAndRestore()
    case .configure(let key, let value):
      guard
        let configuration = try? SplitConfiguration(
          json: .object([key: value]), base: checker.coordinator.state.configuration)
      else { return .passed }
      return checker.apply(.configurationChanged(configuration))
    }
  }
}

import ColonnadeScript

/// The most the command line reads from one input: sizes a person could mean, far below what
/// would strain the machine (README, "Limits"). Reading stops at the first byte past a limit
/// with one error naming it. The script's own limits are ``ScriptLimits``', shared with the page.
enum InputLimits {
  /// One line of a `simulate` or `lab --script` script, its line ending not counted: 64 KiB.
  static let scriptLine = ScriptLimits.lineBytes
  /// A `--config` file: 1 MiB.
  static let configuration = ScriptLimits.configurationBytes
  /// A saved session read by `restore`: 16 MiB (100 000 destinations take about 5 MB).
  static let session = ScriptLimits.sessionBytes

  /// `1 MiB`, `64 KiB`.
  static func size(_ bytes: Int) -> String { ScriptLimits.size(bytes) }
}

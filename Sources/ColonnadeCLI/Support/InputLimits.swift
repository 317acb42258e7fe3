/// The most the command line reads from one input: sizes a person could mean, far below what
/// would strain the machine (README, "Limits"). Reading stops at the first byte past a limit
/// with one error naming it.
enum InputLimits {
  /// One line of a `simulate` or `lab --script` script: 64 KiB.
  static let scriptLine = 64 << 10
  /// A `--config` file: 1 MiB.
  static let configuration = 1 << 20
  /// A saved session read by `restore`: 16 MiB (100 000 destinations take about 5 MB).
  static let session = 16 << 20

  /// `1 MiB`, `64 KiB`.
  static func size(_ bytes: Int) -> String {
    bytes >= 1 << 20 ? "\(bytes >> 20) MiB" : "\(bytes >> 10) KiB"
  }
}

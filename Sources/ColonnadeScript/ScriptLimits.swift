/// What one script line, one configuration and one saved session may hold: the same for
/// `colonnade simulate` and the web page, so a line gets the same answer from both (README,
/// "Limits"). Sizes a person would not reach by intent, far below what would strain the machine.
///
/// ```swift
/// ScriptLimits.exceedsLine(Array("back\r".utf8))   // false: the line ending does not count
/// ScriptLimits.lineTooLong(line: 3)                // "line 3 is longer than 64 KiB, …"
/// ```
package enum ScriptLimits {
  /// One script line, its line ending (LF or CRLF) not counted: 64 KiB.
  package static let lineBytes = 64 << 10
  /// A configuration (`--config`, the page's `reset`): 1 MiB.
  package static let configurationBytes = 1 << 20
  /// A saved session, as `save` writes it and `restore` reads it: 16 MiB (100 000
  /// destinations take about 5 MB).
  package static let sessionBytes = 16 << 20

  /// Whether `line` is longer than ``lineBytes``, a trailing CR not counted. O(1).
  package static func exceedsLine<Bytes: BidirectionalCollection>(_ line: Bytes) -> Bool
  where Bytes.Element == UInt8 {
    guard line.count > lineBytes else { return false }
    return line.count > lineBytes + 1 || line.last != 0x0D
  }

  /// Why a line is refused: `line N is longer than 64 KiB, …`, or without a number for a line
  /// given alone (the page's `run`).
  package static func lineTooLong(line: Int?, limit: Int = lineBytes) -> String {
    (line.map { "line \($0)" } ?? "the line")
      + " is longer than \(size(limit)), the limit for a script line: "
      + "split it or check the input is a script"
  }

  /// `16 MiB`, `64 KiB`, `100 bytes`.
  package static func size(_ bytes: Int) -> String {
    if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
    if bytes >= 1 << 10, bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
    return "\(bytes) bytes"
  }
}

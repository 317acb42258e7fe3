import ColonnadeScript
import ColonnadeTerminal

/// Reads a script line by line from a ``ByteSource``, holding at most one line (and one chunk)
/// in memory: LF and CRLF end a line alike, a leading byte-order mark is dropped, and a line
/// longer than the limit (its line ending not counted, so CRLF and LF lines share it) stops the
/// script with ``ScriptReadError/lineTooLong(line:limit:)``.
///
/// ```swift
/// var lines = ScriptLines(MemoryByteSource(Array("a\r\nb".utf8)))
/// try lines.next()   // ScriptLine(number: 1, text: "a", isUTF8: true)
/// ```
///
/// O(n) in the bytes read.
package struct ScriptLines {
  private let source: any ByteSource
  private let limit: Int
  private var buffer: [UInt8] = []
  private var start = 0
  private var scanned = 0
  private var ended = false
  private var number = 0

  package init(_ source: any ByteSource, limit: Int = InputLimits.scriptLine) {
    self.source = source
    self.limit = limit
  }

  /// The next line, or `nil` at the end of the script.
  package mutating func next() throws(ScriptReadError) -> ScriptLine? {
    while true {
      if let newline = buffer[scanned...].firstIndex(of: 0x0A) {
        let end = newline > start && buffer[newline - 1] == 0x0D ? newline - 1 : newline
        guard end - start <= limit else { throw .lineTooLong(line: number + 1, limit: limit) }
        let line = take(start..<newline)
        start = newline + 1
        scanned = start
        return line
      }
      scanned = buffer.count
      let pending = buffer.count - start
      // A CR last may end the line (CRLF): it does not count yet.
      guard pending - (buffer.last == 0x0D ? 1 : 0) <= limit else {
        throw .lineTooLong(line: number + 1, limit: limit)
      }
      if ended {
        guard pending > 0 else { return nil }
        let line = take(start..<buffer.count)
        start = buffer.count
        return line
      }
      buffer.removeFirst(start)
      scanned -= start
      start = 0
      let chunk: [UInt8]
      do {
        // Never past the first byte beyond the limit: a CR there may be a line ending (CRLF), so
        // then one more byte, to see.
        chunk = try source.read(upTo: min(65_536, pending > limit ? 1 : limit + 1 - pending))
      } catch {
        throw .unreadable(error)
      }
      if chunk.isEmpty { ended = true } else { buffer += chunk }
    }
  }

  private mutating func take(_ range: Range<Int>) -> ScriptLine {
    number += 1
    var bytes = buffer[range]
    if number == 1, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
    if bytes.last == 0x0D { bytes = bytes.dropLast() }
    if let text = UTF8Text.validated(bytes) {
      return ScriptLine(number: number, text: text, isUTF8: true)
    }
    return ScriptLine(number: number, text: String(decoding: bytes, as: UTF8.self), isUTF8: false)
  }
}

/// One line of a script, without its line ending.
package struct ScriptLine: Equatable {
  /// 1 for the first line.
  package var number: Int
  /// The line; invalid UTF-8 shows as U+FFFD.
  package var text: String
  /// Whether the line was valid UTF-8.
  package var isUTF8: Bool
}

/// Why a script could not be read to its end.
package enum ScriptReadError: Error, Equatable, CustomStringConvertible {
  /// A line is longer than the limit; nothing past the limit was read.
  case lineTooLong(line: Int, limit: Int)
  /// The file or standard input failed.
  case unreadable(FileError)

  package var description: String {
    switch self {
    case .lineTooLong(let line, let limit):
      return ScriptLimits.lineTooLong(line: line, limit: limit)
    case .unreadable(let error):
      return error.description
    }
  }
}

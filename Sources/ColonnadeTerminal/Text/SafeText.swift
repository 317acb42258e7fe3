/// Turns untrusted text (file names, file contents) into text that is safe to draw.
///
/// ```swift
/// SafeText.escaped("evil\u{1B}]0;pwned\u{07}.txt")   // "evil^[]0;pwned^G.txt"
/// SafeText.escaped("a\u{9B}31m")                    // "a<9B>31m"
/// SafeText.escaped("a\tb", tabWidth: 4)             // "a   b"
/// SafeText.decoding([0x66, 0xFF, 0x6F])             // "f\\xFFo"
/// ```
///
/// Rule T5. The conventions, chosen to be short and to match `cat -v` and `ls -b` habits:
/// - C0 controls U+0000–U+001F and DEL in caret notation: ESC `^[`, BEL `^G`,
///   NUL `^@`, LF `^J`, CR `^M`, DEL `^?`; tab too, unless `tabWidth` expands it;
/// - C1 controls U+0080–U+009F as `<80>`…`<9F>` (two uppercase hex digits in angle
///   brackets, so they cannot be confused with invalid bytes);
/// - bidirectional overrides, isolates and marks (U+202A–U+202E, U+2066–U+2069, U+200E,
///   U+200F, U+061C) and the line and paragraph separators (U+2028, U+2029), which can
///   reorder or break the line a user reads, as `<U+202E>`;
/// - invisible characters that would make two names look the same (zero-width space,
///   non-joiner, word joiner, U+2060–U+2064, U+FEFF, U+180E, U+034F), as `<U+200B>`, so
///   `ab` and `a<U+200B>b` differ; a zero-width joiner too, except between two emoji, where it
///   joins a sequence such as 👨‍👩‍👧;
/// - bytes that are not valid UTF-8 (``decoding(_:tabWidth:)``) as `\xFF`.
///
/// Because ESC, CSI (U+009B), OSC (U+009D) and every other introducer is shown
/// as printable text, no escape sequence in untrusted input can reach the
/// terminal. Backslashes are left alone: a name that contains a literal `\xFF`
/// reads the same as an invalid byte, a price paid for readable file contents.
public enum SafeText {
  /// Returns `text` with every unsafe scalar shown escaped; tabs expand to spaces when `tabWidth` is given.
  ///
  /// Tab stops are every `tabWidth` columns from the start of `text`. The
  /// result contains no control characters and is idempotent: escaping it
  /// again changes nothing. O(n).
  public static func escaped(_ text: some StringProtocol, tabWidth: Int? = nil) -> String {
    if DisplayWidth.isPrintableASCII(text) || DisplayWidth.plainNarrowCount(text) != nil {
      return String(text)
    }
    var output = ""
    output.reserveCapacity(text.utf8.count)
    var column = 0
    for character in text {
      if isSafe(character) {
        output.append(character)
        column += DisplayWidth.of(character)
        continue
      }
      let scalars = Array(character.unicodeScalars)
      for (index, scalar) in scalars.enumerated() {
        if isJoiningEmoji(scalars, at: index) {
          output.unicodeScalars.append(scalar)
        } else if scalar == "\t", let tabWidth, tabWidth > 0 {
          let spaces = tabWidth - column % tabWidth
          output.append(String(repeating: " ", count: spaces))
          column += spaces
        } else if let escape = escape(scalar) {
          output.append(escape)
          column += escape.utf8.count
        } else {
          output.unicodeScalars.append(scalar)
          column += DisplayWidth.of(scalar)
        }
      }
    }
    return output
  }

  /// The escaped form of one scalar, or `nil` when the scalar is safe to draw. O(1).
  public static func escape(_ scalar: Unicode.Scalar) -> String? {
    let value = scalar.value
    switch value {
    case 0x00...0x1F:
      return "^" + String(Unicode.Scalar(UInt8(value) + 0x40))
    case 0x7F:
      return "^?"
    case 0x80...0x9F:
      return "<" + hex(UInt8(value)) + ">"
    case 0x2028...0x2029, 0x202A...0x202E, 0x2066...0x2069, 0x200B, 0x200C, 0x200E, 0x200F, 0x061C,
      0x2060...0x2064, 0xFEFF, 0x180E, 0x034F, 0x200D:
      return "<U+" + hex(UInt8(value >> 8)) + hex(UInt8(value & 0xFF)) + ">"
    default:
      return nil
    }
  }

  /// Whether a character can be sent to a terminal as it is. O(scalars in the cluster).
  public static func isSafe(_ character: Character) -> Bool {
    if let ascii = character.asciiValue { return ascii >= 0x20 && ascii != 0x7F }
    let scalars = Array(character.unicodeScalars)
    for (index, scalar) in scalars.enumerated() where escape(scalar) != nil {
      if isJoiningEmoji(scalars, at: index) { continue }
      return false
    }
    return true
  }

  /// Whether the scalar at `index` is a zero-width joiner between two emoji (👨‍👩‍👧). O(1).
  static func isJoiningEmoji(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
    guard scalars[index].value == 0x200D, index > 0, index + 1 < scalars.count else { return false }
    let before = scalars[index - 1]
    let beforeIsEmoji =
      before.properties.isEmoji && before.value > 0xFF || before.value == 0xFE0F
      || (0x1F3FB...0x1F3FF).contains(before.value)
    return beforeIsEmoji && scalars[index + 1].properties.isEmoji && scalars[index + 1].value > 0xFF
  }

  /// Two uppercase hexadecimal digits for `byte`.
  static func hex(_ byte: UInt8) -> String {
    let digits: [Character] = [
      "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "A", "B", "C", "D", "E", "F",
    ]
    return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
  }
}

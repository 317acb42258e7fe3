import ColonnadeTerminal

/// Text a person reads, made safe the way the browser makes file names safe (``SafeText``).
///
/// ```swift
/// TerminalText.safe("bad \u{1B}]0;pwned\u{07}\n")   // "bad ^[]0;pwned^G\n"
/// TerminalText.quoted(String(repeating: "x", count: 1_000))  // "xxx…xxx… (1000 bytes)"
/// ```
package enum TerminalText {
  /// The most characters of an outside value a message repeats.
  static let quotedLength = 60

  /// `text` with every line escaped by ``SafeText`` and the bidi marks it leaves (U+200E, U+200F,
  /// U+061C) shown as `<U+200E>`; line breaks stay. O(n).
  package static func safe(_ text: String) -> String {
    if !text.utf8.contains(where: { $0 < 0x20 && $0 != 0x0A || $0 >= 0x7F }) { return text }
    return text.split(separator: "\n", omittingEmptySubsequences: false).map(line).joined(separator: "\n")
  }

  /// One line made safe; a line break in it is escaped too.
  package static func line(_ text: some StringProtocol) -> String {
    var output = ""
    for scalar in SafeText.escaped(text).unicodeScalars {
      switch scalar.value {
      case 0x200E, 0x200F, 0x061C:
        let digits = String(scalar.value, radix: 16, uppercase: true)
        output += "<U+" + String(repeating: "0", count: 4 - digits.count) + digits + ">"
      default:
        output.unicodeScalars.append(scalar)
      }
    }
    return output
  }

  /// An outside value for a message: escaped, and cut to its first ``quotedLength`` scalars
  /// with its size when longer (a 50 MB value is not repeated whole).
  package static func quoted(_ value: some StringProtocol) -> String {
    let scalars = value.unicodeScalars
    guard let end = scalars.index(scalars.startIndex, offsetBy: quotedLength, limitedBy: scalars.endIndex),
      end != scalars.endIndex
    else { return line(value) }
    var prefix = ""
    prefix.unicodeScalars.append(contentsOf: scalars[..<end])
    return line(prefix) + "… (\(value.utf8.count) bytes)"
  }
}

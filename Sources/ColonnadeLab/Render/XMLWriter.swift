/// Builds an XML (SVG or HTML) document line by line, escaping text and attribute values and
/// indenting two spaces per level, so the output is deterministic and diffs well.
///
/// ```swift
/// var xml = XMLWriter()
/// xml.start("g", [("class", "column")])
/// xml.leaf("rect", [("x", "0"), ("width", "360")])
/// xml.element("text", [("x", "180")], text: "primary & co")
/// xml.end()
/// xml.text  // "<g class=\"column\">\n  <rect x=\"0\" width=\"360\"/>\n  <text ...>primary &amp; co</text>\n</g>\n"
/// ```
package struct XMLWriter {
  /// The document so far.
  private(set) var text = ""
  private var open: [String] = []

  /// An attribute list: names and unescaped values, in order.
  typealias Attributes = [(String, String)]

  /// Opens `name`; close it with ``end()``.
  mutating func start(_ name: String, _ attributes: Attributes = []) {
    line("<\(name)\(Self.render(attributes))>")
    open.append(name)
  }

  /// Closes the innermost open element.
  mutating func end() {
    guard let name = open.popLast() else { return }
    line("</\(name)>")
  }

  /// An element without content: `<rect .../>` (or `<meta ...>` in HTML with `void`).
  mutating func leaf(_ name: String, _ attributes: Attributes = [], void: Bool = false) {
    line("<\(name)\(Self.render(attributes))\(void ? "" : "/")>")
  }

  /// An element holding only `content`, escaped.
  mutating func element(_ name: String, _ attributes: Attributes = [], text content: String) {
    line("<\(name)\(Self.render(attributes))>\(Self.escape(content))</\(name)>")
  }

  /// An element holding `markup` as is (already escaped, such as inline links).
  mutating func element(_ name: String, _ attributes: Attributes = [], markup: String) {
    line("<\(name)\(Self.render(attributes))>\(markup)</\(name)>")
  }

  /// A line of markup as is, at the current indentation (each line of a multi-line string).
  mutating func raw(_ markup: String) {
    for part in markup.split(separator: "\n", omittingEmptySubsequences: false) {
      if part.isEmpty { text += "\n" } else { line(String(part)) }
    }
  }

  private mutating func line(_ content: String) {
    text += String(repeating: "  ", count: open.count) + content + "\n"
  }

  /// Text escaped for element content and double-quoted attribute values. Every character XML
  /// cannot hold, even as a reference (C0 controls but tab and line feed, U+FFFE, U+FFFF), and
  /// those it discourages (DEL, C1 controls, the other noncharacters) become U+FFFD, so every
  /// document parses whatever names it shows. O(n).
  package static func escape(_ text: String) -> String {
    var escaped = ""
    escaped.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      case _ where !isAllowed(scalar): escaped.unicodeScalars.append("\u{FFFD}")
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }

  /// Whether `scalar` may appear in the lab's XML as it is.
  static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    switch value {
    case 0x09, 0x0A: return true
    case 0x00...0x1F, 0x7F...0x9F, 0xFDD0...0xFDEF: return false
    default: return value & 0xFFFE != 0xFFFE
    }
  }

  private static func render(_ attributes: Attributes) -> String {
    attributes.map { " \($0.0)=\"\(escape($0.1))\"" }.joined()
  }
}

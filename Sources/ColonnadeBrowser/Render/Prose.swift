import ColonnadeTerminal

/// Word wrapping for the browser's own sentences (messages, About), so lines break between words.
///
/// ```swift
/// Prose.wrap("Choose a place in the sidebar.", width: 12)   // "Choose a\nplace in the\nsidebar."
/// ```
enum Prose {
  /// `text` with each line that is too wide broken at spaces to fit `width` columns; lines that
  /// fit keep their spacing, and a word wider than the width stays whole (the text view cuts it).
  /// O(n).
  static func wrap(_ text: String, width: Int) -> String {
    guard width > 0 else { return text }
    var output: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if DisplayWidth.of(paragraph) <= width {
        output.append(String(paragraph))
        continue
      }
      var line = ""
      var used = 0
      for word in paragraph.split(separator: " ") {
        let columns = DisplayWidth.of(word)
        if used > 0, used + 1 + columns > width {
          output.append(line)
          line = ""
          used = 0
        }
        if used > 0 {
          line += " "
          used += 1
        }
        line += word
        used += columns
      }
      output.append(line)
    }
    return output.joined(separator: "\n")
  }
}

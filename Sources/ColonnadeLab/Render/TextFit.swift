/// Fits a line of text into a width without measuring fonts: a sans-serif character averages
/// about 0.58 em (0.64 em bold), so the font shrinks to fit, down to a minimum, and the text is
/// then cut with an ellipsis.
struct TextFit: Equatable {
  /// The text to draw, possibly shortened.
  var text: String
  /// The font size in points.
  var size: Double

  /// The widest a character is assumed to be, in em.
  static func advance(bold: Bool) -> Double { bold ? 0.64 : 0.58 }

  /// Fits `text` at `preferred` points into `width` points, shrinking to `minimum` and then
  /// cutting. O(n).
  init(_ text: String, preferred: Double, minimum: Double, width: Double, bold: Bool = false) {
    let advance = Self.advance(bold: bold)
    let count = Double(max(1, text.count))
    let size = min(preferred, max(minimum, width / (count * advance)))
    let fits = Int(max(0, width / (size * advance) + 1e-9))
    if fits >= text.count {
      self.text = text
    } else if fits >= 2 {
      self.text = String(text.prefix(fits - 1)) + "…"
    } else {
      self.text = ""
    }
    self.size = size
  }
}

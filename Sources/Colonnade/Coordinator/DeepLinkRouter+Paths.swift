extension DeepLinkRouter where Route == String {
  /// A route table for string routes: `SCHEME://DEST[/ROUTE[/ROUTE...]]` selects the sidebar
  /// destination DEST, shows the first route as the detail (secondary) and pushes the rest
  /// (rules N8, X6). Segments may be percent-encoded (`%20`).
  ///
  /// ```swift
  /// let router = DeepLinkRouter.paths()
  /// try router.parse("colonnade://Animals/Cat/Kitten")
  /// // [.destinationSelected("Animals", reset: false), .itemSelected("Cat", in: .secondary),
  /// //  .itemPushed("Kitten", in: .secondary)]
  /// ```
  public static func paths(scheme: String = "colonnade") -> DeepLinkRouter<String> {
    DeepLinkRouter { (link: String) throws(DeepLinkError) in
      let prefix = scheme + "://"
      guard link.hasPrefix(prefix) else {
        throw DeepLinkError(link: link, reason: "not a \(prefix) link")
      }
      var segments: [String] = []
      for raw in link.dropFirst(prefix.count).split(separator: "/", omittingEmptySubsequences: false) {
        guard !raw.isEmpty else {
          throw DeepLinkError(
            link: link, reason: "it has an empty path segment: write \(prefix)DEST[/ROUTE...]")
        }
        guard let segment = percentDecoded(raw) else {
          throw DeepLinkError(link: link, reason: "'\(raw)' has a bad percent escape")
        }
        segments.append(segment)
      }
      var actions: [CoordinatorAction<String>] = [.destinationSelected(segments[0], reset: false)]
      for (index, route) in segments.dropFirst().enumerated() {
        actions.append(index == 0 ? .itemSelected(route, in: .secondary) : .itemPushed(route, in: .secondary))
      }
      return actions
    }
  }

  /// The text with `%XX` escapes decoded, or `nil` when an escape or the UTF-8 it makes is bad.
  static func percentDecoded(_ text: Substring) -> String? {
    var bytes: [UInt8] = []
    var iterator = text.utf8.makeIterator()
    while let byte = iterator.next() {
      guard byte == UInt8(ascii: "%") else {
        bytes.append(byte)
        continue
      }
      guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
        return nil
      }
      bytes.append(high << 4 | low)
    }
    var decoder = UTF8()
    var scalars = String.UnicodeScalarView()
    var input = bytes.makeIterator()
    while true {
      switch decoder.decode(&input) {
      case .scalarValue(let scalar): scalars.append(scalar)
      case .emptyInput: return String(scalars)
      case .error: return nil
      }
    }
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}

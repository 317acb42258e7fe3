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
    paths(scheme: scheme) { segment, _ in segment }
  }
}

extension DeepLinkRouter {
  /// A route table of paths for an app's own routes: `SCHEME://DEST[/ROUTE[/ROUTE...]]` as for
  /// string routes, each segment made a route by `route` from its text and position (0 the
  /// destination, 1 the detail, then the pushed screens) (rule N8); a segment it makes nothing of
  /// is an error naming it.
  ///
  /// ```swift
  /// let router = DeepLinkRouter<Screen>.paths(scheme: "zoo") { segment, position in
  ///   position == 0 ? Screen(destination: segment) : .animal(segment)
  /// }
  /// try router.parse("zoo://animals/Cat")   // select .animals, show .animal("Cat") as the detail
  /// ```
  public static func paths(
    scheme: String, route: @escaping @Sendable (_ segment: String, _ position: Int) -> Route?
  ) -> DeepLinkRouter<Route> {
    DeepLinkRouter { (link: String) throws(DeepLinkError) in
      let prefix = scheme + "://"
      guard link.hasPrefix(prefix) else {
        throw DeepLinkError(link: link, reason: "not a \(prefix) link")
      }
      var routes: [Route] = []
      for raw in link.dropFirst(prefix.count).split(separator: "/", omittingEmptySubsequences: false) {
        guard !raw.isEmpty else {
          throw DeepLinkError(
            link: link, reason: "it has an empty path segment: write \(prefix)DEST[/ROUTE...]")
        }
        guard let segment = DeepLinkRouter<String>.percentDecoded(raw) else {
          throw DeepLinkError(link: link, reason: "'\(raw)' has a bad percent escape")
        }
        guard let made = route(segment, routes.count) else {
          throw DeepLinkError(link: link, reason: "'\(segment)' is not a screen of this app")
        }
        routes.append(made)
      }
      var actions: [CoordinatorAction<Route>] = [.destinationSelected(routes[0], reset: false)]
      for (index, route) in routes.dropFirst().enumerated() {
        actions.append(index == 0 ? .itemSelected(route, in: .secondary) : .itemPushed(route, in: .secondary))
      }
      return actions
    }
  }
}

extension DeepLinkRouter where Route == String {
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

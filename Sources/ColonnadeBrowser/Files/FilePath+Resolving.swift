extension FilePath {
  /// The path a person typed, as a shell's `cd` reads it: `~` and `~/…` start at `home`, `/…` at
  /// the root, anything else at `base`; `.` and `..` are resolved in the text, without following
  /// links. `nil` for `~` with no home. O(n).
  ///
  /// ```swift
  /// FilePath.resolving("../docs", from: FilePath("/home/ada/src"), home: nil)  // /home/ada/docs
  /// FilePath.resolving("~/notes", from: .root, home: FilePath("/home/ada"))     // /home/ada/notes
  /// ```
  public static func resolving(_ text: String, from base: FilePath, home: FilePath?) -> FilePath? {
    var rest = Substring(text)
    var start = base
    if rest == "~" || rest.hasPrefix("~/") {
      guard let home else { return nil }
      start = home
      rest = rest.dropFirst()
    } else if rest.hasPrefix("/") {
      start = .root
    }
    var components = start.bytes.split(separator: UInt8(ascii: "/")).map(Array.init)
    for part in rest.utf8.split(separator: UInt8(ascii: "/")) {
      if part.elementsEqual(".".utf8) { continue }
      if part.elementsEqual("..".utf8) {
        if !components.isEmpty { components.removeLast() }
        continue
      }
      components.append(Array(part))
    }
    var path = FilePath.root
    for component in components { path = path.appending(component) }
    return path
  }
}

/// The file a lab run leaves in its output folder: it marks the folder as the lab's, so the
/// next run into it may replace it, and lists the files the run wrote, so the next run removes
/// exactly those it does not write again and nothing else.
///
/// ```swift
/// let text = LabMarker.text(paths: ["standard/iphone-16/portrait.svg", "index.html"])
/// LabMarker(parsing: text)?.paths   // ["standard/iphone-16/portrait.svg", "index.html"]
/// LabMarker(parsing: "notes")       // nil: not a lab's marker
/// ```
public struct LabMarker: Equatable, Sendable {
  /// The marker's file name in the output folder.
  public static let fileName = ".colonnade-lab"

  /// The first line: says what the folder is.
  static let header = "colonnade lab output: the next 'colonnade lab --out' into this folder replaces it"

  /// The most bytes a marker is read to (a full run lists about 400 paths).
  public static let sizeLimit = 4 << 20

  /// The files the run wrote, relative to the folder; only paths the lab can write are kept.
  public var paths: [String]

  /// The marker's text for a run that wrote `paths`.
  public static func text(paths: [String]) -> String {
    ([header] + paths).joined(separator: "\n") + "\n"
  }

  /// Reads a marker; `nil` when `text` is not one. Lines that are not a path the lab writes
  /// (absolute, with `..`, or other than `.svg` pictures and `index.html`) are dropped, so a
  /// damaged marker can never name another file. O(n).
  public init?(parsing text: String) {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    guard lines.first == Self.header else { return nil }
    lines.removeFirst()
    paths = lines.filter(Self.isLabPath)
  }

  /// Whether `path` is one the lab writes: `index.html`, or `FOLDER/…/NAME.svg` of lowercase
  /// letters, digits, `-` and `_`.
  static func isLabPath(_ path: String) -> Bool {
    if path == "index.html" { return true }
    guard path.hasSuffix(".svg") else { return false }
    let parts = path.dropLast(4).split(separator: "/", omittingEmptySubsequences: false)
    return parts.count >= 2
      && parts.allSatisfy { part in
        !part.isEmpty
          && part.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-" || $0 == "_") }
      }
  }
}

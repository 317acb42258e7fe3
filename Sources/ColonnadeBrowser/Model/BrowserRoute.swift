import Colonnade

/// A screen of the file browser: what one navigation stack entry shows (rule T1).
///
/// ```swift
/// .place(Place(name: "Start", path: FilePath("/home/ada/project")))  // a sidebar destination
/// .directory(FilePath("/home/ada/project/Sources"))                  // a folder drilled into
/// .file(FilePath("/home/ada/project/README.md"))                    // a preview
/// ```
public enum BrowserRoute: Hashable, Sendable, CustomStringConvertible {
  /// The sidebar: the list of places (the primary column's only entry).
  case sidebar
  /// A place in the sidebar; in triple-column style it roots the list column.
  case place(Place)
  /// The About destination, shown in double-column style.
  case about
  /// A folder's listing, pushed on the list column.
  case directory(FilePath)
  /// A preview of whatever the path holds, shown in the detail column.
  case file(FilePath)

  /// The folder a listing route lists.
  public var listedDirectory: FilePath? {
    switch self {
    case .place(let place): place.path
    case .directory(let path): path
    case .sidebar, .about, .file: nil
    }
  }

  /// The title a pane header shows for this route.
  public var title: String {
    switch self {
    case .sidebar: "Places"
    case .place(let place): place.path.displayName
    case .about: "About"
    case .directory(let path), .file(let path): path.displayName
    }
  }

  public var description: String {
    switch self {
    case .sidebar: "sidebar"
    case .place(let place): "place:" + place.name
    case .about: "about"
    case .directory(let path): "dir:" + path.displayName
    case .file(let path): "file:" + path.displayName
    }
  }
}

/// A sidebar place: a name and the folder it opens.
public struct Place: Hashable, Sendable {
  /// The name shown in the sidebar.
  public var name: String
  /// The folder.
  public var path: FilePath

  /// Creates a place.
  public init(name: String, path: FilePath) {
    self.name = name
    self.path = path
  }

  /// The browser's places: the start folder, the home folder (when known and different) and `/`.
  public static func standard(start: FilePath, home: FilePath?) -> [Place] {
    var places = [Place(name: "Start", path: start)]
    if let home, home != start { places.append(Place(name: "Home", path: home)) }
    if start != .root { places.append(Place(name: "Root", path: .root)) }
    return places
  }
}

import Colonnade

/// Seed 002, Shutterbug: a list of photos and a photo. On an iPhone it starts on the list (its
/// author's wish, which UISplitViewController needed a delegate for): collapsed with no photo
/// chosen, the list is on top (rule N7).
enum PhotoRoute: Hashable, Sendable, LosslessStringConvertible {
  case list
  case photo(String)

  static let navigation = NavigationState<PhotoRoute>(root: .list, style: .doubleColumn)

  static let titles = ["Eiffel Tower", "Louvre", "Fushimi Inari", "Kinkaku-ji", "Harpa", "Table Mountain"]

  var description: String {
    switch self {
    case .list: "list"
    case .photo(let title): "photo/\(title)"
    }
  }

  init?(_ description: String) {
    if description == "list" {
      self = .list
    } else if description.hasPrefix("photo/") {
      self = .photo(String(description.dropFirst("photo/".count)))
    } else {
      return nil
    }
  }
}

/// A photo as the app shows it.
struct Photo: Sendable {
  var title: String
  /// The SF Symbol standing in for the image in this example.
  var symbol: String

  /// Fetches a photo: loaded when its pane first shows, reused while fresh (rules R1, R2).
  static func load(_ route: PhotoRoute) async throws -> Photo {
    guard case .photo(let title) = route else { return Photo(title: "Photos", symbol: "photo.on.rectangle") }
    try await Task.sleep(nanoseconds: 300_000_000)
    return Photo(title: title, symbol: "photo")
  }
}

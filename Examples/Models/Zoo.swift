import Colonnade

/// Seed 001: a zoo's animals in three columns and the visitor's profile in two — one split view,
/// not two split view controllers swapped in and out.
enum ZooRoute: Hashable, Sendable, LosslessStringConvertible {
  case sidebar
  case animals
  case profile
  case animal(String)
  case young(String)

  /// The app's sidebar: Animals in three columns (sidebar, list, detail), Profile in two.
  static let navigation = NavigationState<ZooRoute>(
    sidebar: .sidebar,
    destinations: [
      SidebarDestination(.animals, style: .tripleColumn), SidebarDestination(.profile, style: .doubleColumn),
    ])

  static let animalNames = ["Cat", "Dog", "Fox", "Owl", "Rabbit", "Tiger", "Lion"]

  var title: String {
    switch self {
    case .sidebar: "Zoo"
    case .animals: "Animals"
    case .profile: "Profile"
    case .animal(let name): name
    case .young(let name): "\(name)'s young"
    }
  }

  var description: String {
    switch self {
    case .sidebar: "sidebar"
    case .animals: "animals"
    case .profile: "profile"
    case .animal(let name): "animal/\(name)"
    case .young(let name): "young/\(name)"
    }
  }

  init?(_ description: String) {
    let parts = description.split(separator: "/", maxSplits: 1).map(String.init)
    switch (parts.first, parts.count) {
    case ("sidebar", 1): self = .sidebar
    case ("animals", 1): self = .animals
    case ("profile", 1): self = .profile
    case ("animal", 2): self = .animal(parts[1])
    case ("young", 2): self = .young(parts[1])
    default: return nil
    }
  }

  /// What the zoo's server says about a screen: loaded when its pane first shows.
  static func load(_ route: ZooRoute) async throws -> String {
    try await Task.sleep(nanoseconds: 200_000_000)
    switch route {
    case .animal(let name): return "\(name): one of the zoo's \(animalNames.count) animals."
    case .young(let name): return "The young of the \(name.lowercased()), born this spring."
    case .profile: return "Ada Lovelace · ada@example.com"
    case .sidebar, .animals: return ""
    }
  }
}

extension ZooRoute {
  /// `zoo://animals/Cat/young` opens the Cat and its young; `zoo://profile` the profile.
  static let router = DeepLinkRouter<ZooRoute>.paths(scheme: "zoo") { segment, position in
    switch position {
    case 0: ZooRoute(segment)
    case 1: animalNames.contains(segment) ? .animal(segment) : nil
    default: nil
    }
  }
}

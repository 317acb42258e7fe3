import Colonnade
import ColonnadeCoding
import ColonnadeJSON
import Testing

/// Rule N9: an app's own route type saves and restores through its description.
@Suite struct RouteCodingTests {
  enum Screen: Hashable, Sendable, LosslessStringConvertible {
    case sidebar
    case animal(String)

    init?(_ description: String) {
      if description == "sidebar" {
        self = .sidebar
      } else if description.hasPrefix("animal/") {
        self = .animal(String(description.dropFirst("animal/".count)))
      } else {
        return nil
      }
    }

    var description: String {
      switch self {
      case .sidebar: "sidebar"
      case .animal(let name): "animal/\(name)"
      }
    }
  }

  @Test func descriptionsRoundTripAndNameWhatTheyRefuse() throws {
    let routes = RouteCoding<Screen>.descriptions
    #expect(try routes.decode(routes.encode(.animal("Cat")), "route") == .animal("Cat"))
    let unknown = CodingError.invalidValue(
      path: "stacks.secondary[0]", value: "plant/Fern", expected: "a route this app knows")
    #expect(throws: unknown) {
      try routes.decode(.string("plant/Fern"), "stacks.secondary[0]")
    }
    #expect(throws: CodingError.wrongType(path: "route", expected: "a route string", found: "a number")) {
      try routes.decode(.number(3), "route")
    }
  }
}

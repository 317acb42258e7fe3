import Colonnade

/// Seed 003: a two-pane mail app for dual-screen and foldable phones, with the `duo` preset's
/// breakpoints (one pane below 500 points, two from 500, an extra column from 800), data kept 5
/// minutes and released 30 seconds after its pane hides.
enum MailRoute: Hashable, Sendable, LosslessStringConvertible {
  case inbox
  case message(String)
  case attachment(String)

  static let navigation = NavigationState<MailRoute>(root: .inbox, style: .doubleColumn)
  static let configuration = SplitConfiguration.duo
  static let dataPolicy = DataPolicyConfiguration(timeToLive: 5 * 60, gracePeriod: 30)

  static let subjects = ["Welcome", "Build report", "Lunch Friday", "Design review", "Travel plans"]

  var title: String {
    switch self {
    case .inbox: "Inbox"
    case .message(let subject): subject
    case .attachment(let subject): "\(subject) — attachment"
    }
  }

  var description: String {
    switch self {
    case .inbox: "inbox"
    case .message(let subject): "message/\(subject)"
    case .attachment(let subject): "attachment/\(subject)"
    }
  }

  init?(_ description: String) {
    let parts = description.split(separator: "/", maxSplits: 1).map(String.init)
    switch (parts.first, parts.count) {
    case ("inbox", 1): self = .inbox
    case ("message", 2): self = .message(parts[1])
    case ("attachment", 2): self = .attachment(parts[1])
    default: return nil
    }
  }

  /// The message's body from the mail server.
  static func load(_ route: MailRoute) async throws -> String {
    try await Task.sleep(nanoseconds: 250_000_000)
    return "The text of \(route.title)."
  }
}

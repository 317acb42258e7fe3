/// Identifies one load; a result carrying an older token than the pane's latest is dropped (R5).
public struct LoadToken: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The counter value.
  public var rawValue: UInt64

  /// Creates a token.
  @inlinable public init(_ rawValue: UInt64) {
    self.rawValue = rawValue
  }

  @inlinable public static func < (lhs: LoadToken, rhs: LoadToken) -> Bool { lhs.rawValue < rhs.rawValue }
  public var description: String { "load\(rawValue)" }
}

/// Work on a pane's data that the edge carries out (rules R1–R5).
public enum DataEffect<Route: Hashable & Sendable>: Hashable, Sendable {
  /// Start loading the data for the pane's route; report back with the token.
  case load(LoadToken, Pane<Route>)
  /// Show the data already held for the pane; no load.
  case reuse(Pane<Route>)
  /// Drop the data held for the pane.
  case release(Pane<Route>)
  /// Stop the load with this token; nobody waits for it any more.
  case cancel(LoadToken, Pane<Route>)
  /// Hand the finished load's result (its value, or its failure) to the pane: one effect for each
  /// pane waiting for the load, so the edge never looks into the policy's bookkeeping (rule R5).
  case deliver(LoadToken, Pane<Route>)

  /// The pane the effect is about.
  @inlinable public var pane: Pane<Route> {
    switch self {
    case .load(_, let pane), .reuse(let pane), .release(let pane), .cancel(_, let pane),
      .deliver(_, let pane):
      pane
    }
  }
}

/// How long data stays fresh and how long a hidden pane keeps it (rules R2, R3).
public struct DataPolicyConfiguration: Hashable, Sendable {
  /// Data younger than this is reused when its pane shows again, in seconds (default 300).
  public var timeToLive: Double
  /// A hidden pane keeps its data this long, in seconds (default 30).
  public var gracePeriod: Double

  /// Creates a configuration.
  public init(timeToLive: Double = 300, gracePeriod: Double = 30) {
    self.timeToLive = timeToLive
    self.gracePeriod = gracePeriod
  }
}

/// How local time differs from UTC: an offset in seconds and the zone's abbreviation.
public struct LocalTimeZone: Hashable, Sendable {
  /// Seconds east of UTC.
  public var offset: Int
  /// The abbreviation, such as "CET".
  public var abbreviation: String

  /// Creates a zone.
  public init(offset: Int, abbreviation: String) {
    self.offset = offset
    self.abbreviation = abbreviation
  }

  /// UTC itself.
  public static let utc = LocalTimeZone(offset: 0, abbreviation: "UTC")
}

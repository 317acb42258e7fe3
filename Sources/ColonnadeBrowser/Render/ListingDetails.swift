/// What a list row shows right of the name (rule T3): its size (or `›`, a link's `@`), or in the
/// details view (`Mp`) its permissions, size and modification time in local time, as far as the
/// column's width allows: permissions from ``fullWidth`` cells, the time of day from
/// ``timeWidth``, the date from ``dateWidth`` (the inspector shows them all for the highlighted
/// entry).
///
/// ```swift
/// ListingDetails(width: 80).accessory(of: item, zone: { _ in .utc })
/// // "-rw-r--r--  1.2 KiB  2026-12-01 14:03"
/// ```
enum ListingDetails: Hashable, Sendable {
  /// The size alone (the list's usual look).
  case none
  /// Size and date.
  case sizeAndDate
  /// Size, date and time of day.
  case sizeAndTime
  /// Permissions, size, date and time of day.
  case full

  /// The narrowest column that shows permissions, the time of day, the date.
  static let fullWidth = 58
  static let timeWidth = 40
  static let dateWidth = 28

  /// The details a column `width` cells wide has room for.
  init(width: Int) {
    self =
      width >= Self.fullWidth
      ? .full : width >= Self.timeWidth ? .sizeAndTime : width >= Self.dateWidth ? .sizeAndDate : .none
  }

  /// The cells a row keeps for the name when it shows details.
  static let titleRoom = 12

  /// The text right of `item`'s name; times in the zone `zone` gives for them (without its
  /// abbreviation, which the inspector shows).
  func accessory(of item: ListingItem, zone: (Int64) -> LocalTimeZone) -> String {
    guard self != .none, case .success(let status) = item.status else { return item.accessory }
    var local = zone(status.modified)
    local.abbreviation = ""
    var time = String(FileFacts.date(status.modified, zone: local).dropLast())
    if self == .sizeAndDate { time = String(time.prefix(10)) }
    let size = status.kind == .regular ? FileFacts.size(status.size) : item.accessory
    let padded = String(repeating: " ", count: max(0, 9 - size.count)) + size
    guard self == .full else { return padded + "  " + time }
    return FileFacts.permissions(status.permissions, kind: item.link == nil ? status.kind : .symbolicLink)
      + "  "
      + padded + "  " + time
  }
}

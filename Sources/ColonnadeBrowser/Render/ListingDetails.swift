/// What a list row shows right of the name (rule T3): its size (or `›`, a link's `@`), or in the
/// details view (`Mp`) its permissions, size and modification time in local time, as far as the
/// column's width allows.
///
/// ```swift
/// ListingDetails(width: 80).accessory(of: item, zone: { _ in .utc })
/// // "-rw-r--r--  1.2 KiB  2026-12-01 14:03"
/// ```
enum ListingDetails: Hashable, Sendable {
  /// The size alone (the list's usual look).
  case none
  /// Size and time: for a column under ``fullWidth``.
  case sizeAndTime
  /// Permissions, size and time.
  case full

  /// The narrowest column that shows permissions too, and the narrowest that shows the time.
  static let fullWidth = 72
  static let timeWidth = 48

  /// The details a column `width` cells wide has room for.
  init(width: Int) {
    self = width >= Self.fullWidth ? .full : width >= Self.timeWidth ? .sizeAndTime : .none
  }

  /// The text right of `item`'s name; times in the zone `zone` gives for them (without its
  /// abbreviation, which the inspector shows).
  func accessory(of item: ListingItem, zone: (Int64) -> LocalTimeZone) -> String {
    guard self != .none, case .success(let status) = item.status else { return item.accessory }
    var local = zone(status.modified)
    local.abbreviation = ""
    let time = String(FileFacts.date(status.modified, zone: local).dropLast())
    let size = status.kind == .regular ? FileFacts.size(status.size) : item.accessory
    let padded = String(repeating: " ", count: max(0, 9 - size.count)) + size
    guard self == .full else { return padded + "  " + time }
    return FileFacts.permissions(status.permissions, kind: item.link == nil ? status.kind : .symbolicLink)
      + "  "
      + padded + "  " + time
  }
}

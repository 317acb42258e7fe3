import ColonnadeTerminal

/// Formats file facts for people: sizes, permissions, dates and kinds, without Foundation.
///
/// ```swift
/// FileFacts.size(1_536)                          // "1.5 KiB"
/// FileFacts.permissions(0o644, kind: .regular)   // "-rw-r--r--"
/// FileFacts.date(1_700_000_000)                  // "2023-11-14 22:13 UTC"
/// ```
public enum FileFacts {
  /// A size in bytes, KiB, MiB, GiB or TiB with one decimal. O(1).
  public static func size(_ bytes: UInt64) -> String {
    if bytes < 1024 { return number(bytes) + " B" }
    let units = ["KiB", "MiB", "GiB", "TiB", "PiB"]
    var unit = 0
    var scaled = bytes
    while scaled >= 1024 * 1024, unit < units.count - 1 {
      scaled /= 1024
      unit += 1
    }
    let tenths = (scaled * 10 + 512) / 1024
    return number(tenths / 10) + "." + number(tenths % 10) + " " + units[unit]
  }

  /// A size as an exact byte count with thousands separators: "1,234 bytes". O(digits).
  public static func exactSize(_ bytes: UInt64) -> String {
    grouped(bytes) + (bytes == 1 ? " byte" : " bytes")
  }

  /// A count with its thousands separated: "30,000". O(digits).
  public static func grouped(_ value: UInt64) -> String {
    let digits = Array(number(value))
    var text = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
      text.append(digit)
    }
    return text
  }

  /// Permissions as `ls -l` shows them, with the kind's letter first. O(1).
  public static func permissions(_ mode: UInt32, kind: FileKind) -> String {
    let letter: UInt8 =
      switch kind {
      case .directory: 0x64  // d
      case .symbolicLink: 0x6C  // l
      case .fifo: 0x70  // p
      case .socket: 0x73  // s
      case .characterDevice: 0x63  // c
      case .blockDevice: 0x62  // b
      case .regular, .unknown: 0x2D  // -
      }
    // Ten ASCII bytes: a small string, written in place without allocating.
    return String(unsafeUninitializedCapacity: 10) { buffer in
      buffer[0] = letter
      for index in 0..<9 {
        let granted: UInt8 = index % 3 == 0 ? 0x72 : index % 3 == 1 ? 0x77 : 0x78  // r w x
        buffer[index + 1] = mode >> UInt32(8 - index) & 1 != 0 ? granted : 0x2D
      }
      return 10
    }
  }

  /// Permissions in octal: "644". O(1).
  public static func octal(_ mode: UInt32) -> String {
    number(UInt64(mode & 0o7777), radix: 8)
  }

  /// A time in seconds since 1970 as a date and time in `zone` (UTC unless given), as `ls -l`
  /// shows local time: "2023-11-14 23:13 CET". O(1).
  public static func date(_ utcSeconds: Int64, zone: LocalTimeZone = .utc) -> String {
    let seconds = utcSeconds &+ Int64(zone.offset)
    let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
    let secondOfDay = seconds - days * 86_400
    let (year, month, day) = civilDate(daysSinceEpoch: days)
    let zoneText = SafeText.escaped(zone.abbreviation)
    guard (1000...9999).contains(year) else {
      return digits(year) + "-" + digits(month, 2) + "-" + digits(day, 2) + " "
        + digits(secondOfDay / 3600, 2) + ":" + digits(secondOfDay % 3600 / 60, 2) + " " + zoneText
    }
    // "YYYY-MM-DD HH:MM " and the zone, written in place: one string, not eleven joined.
    return String(unsafeUninitializedCapacity: 17 + zoneText.utf8.count) { buffer in
      var at = 0
      func put(_ value: Int64, _ count: Int, then separator: UInt8) {
        var rest = value
        for index in stride(from: at + count - 1, through: at, by: -1) {
          buffer[index] = 0x30 + UInt8(truncatingIfNeeded: rest % 10)
          rest /= 10
        }
        buffer[at + count] = separator
        at += count + 1
      }
      put(year, 4, then: 0x2D)
      put(month, 2, then: 0x2D)
      put(day, 2, then: 0x20)
      put(secondOfDay / 3600, 2, then: 0x3A)
      put(secondOfDay % 3600 / 60, 2, then: 0x20)
      for byte in zoneText.utf8 {
        buffer[at] = byte
        at += 1
      }
      return at
    }
  }

  /// The proleptic Gregorian date of a day count since 1970-01-01 (Howard Hinnant's algorithm).
  package static func civilDate(daysSinceEpoch days: Int64) -> (year: Int64, month: Int64, day: Int64) {
    let shifted = days + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    return (year, month, day)
  }

  /// `value` in decimal, zeros in front to `minimumCount` digits when it is not negative.
  private static func digits(_ value: Int64, _ minimumCount: Int = 1) -> String {
    value >= 0 ? number(UInt64(value), minimumCount: minimumCount) : String(value)
  }

  /// `value` in `radix` (2 to 36, small letters), zeros in front to `minimumCount` digits: what
  /// `String(value, radix:)` gives, written straight into the string (the standard library's
  /// generic formatting is about 2.7 KB of code, run on every frame the inspector draws). O(digits).
  package static func number(_ value: UInt64, radix: UInt64 = 10, minimumCount: Int = 1) -> String {
    precondition((2...36).contains(radix), "radix \(radix) is not 2 to 36")
    var count = 1
    var rest = value / radix
    while rest > 0 {
      count += 1
      rest /= radix
    }
    let width = max(count, minimumCount)
    return String(unsafeUninitializedCapacity: width) { buffer in
      var rest = value
      for index in stride(from: width - 1, through: 0, by: -1) {
        let digit = UInt8(truncatingIfNeeded: rest % radix)
        buffer[index] = digit < 10 ? 0x30 + digit : 0x57 + digit
        rest /= radix
      }
      return width
    }
  }

  /// A kind's name for people: "folder", "named pipe". O(1).
  public static func kindName(_ kind: FileKind) -> String {
    switch kind {
    case .regular: "file"
    case .directory: "folder"
    case .symbolicLink: "symbolic link"
    case .fifo: "named pipe"
    case .socket: "socket"
    case .characterDevice: "character device"
    case .blockDevice: "block device"
    case .unknown: "unknown kind"
    }
  }
}

/// A `.trashinfo` file of the freedesktop.org Trash specification (rule T12): the trashed file's
/// original path, percent-encoded, and when it was deleted, in local time.
///
/// ```swift
/// let info = TrashInfo(path: Array("/home/ada/a b.txt".utf8), deletionDate: "2026-12-08T14:03:09")
/// info.text   // "[Trash Info]\nPath=/home/ada/a%20b.txt\nDeletionDate=2026-12-08T14:03:09\n"
/// ```
public struct TrashInfo: Hashable, Sendable {
  /// The original path's bytes: absolute in the home trash, relative to the mount's top folder
  /// in a trash on another file system.
  public var path: [UInt8]
  /// `YYYY-MM-DDThh:mm:ss`, local time.
  public var deletionDate: String

  /// Creates an info.
  public init(path: [UInt8], deletionDate: String) {
    self.path = path
    self.deletionDate = deletionDate
  }

  /// The file's text, as the specification writes it.
  public var text: String {
    "[Trash Info]\nPath=\(Self.percentEncoded(path))\nDeletionDate=\(deletionDate)\n"
  }

  /// Reads an info file's text; `nil` when it has no `[Trash Info]` group or no valid `Path`.
  public init?(text: [UInt8]) {
    var inGroup = false
    var path: [UInt8]?
    var date = ""
    for line in text.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true) {
      let line = Array(line)
      if line.first == UInt8(ascii: "[") {
        inGroup = line == Array("[Trash Info]".utf8)
        continue
      }
      guard inGroup, let equals = line.firstIndex(of: UInt8(ascii: "=")) else { continue }
      let key = String(decoding: line[..<equals], as: UTF8.self)
      let value = Array(line[(equals + 1)...])
      if key == "Path", path == nil { path = Self.percentDecoded(value) }
      if key == "DeletionDate", date.isEmpty { date = String(decoding: value, as: UTF8.self) }
    }
    guard let path, !path.isEmpty else { return nil }
    self.init(path: path, deletionDate: date)
  }

  /// The date as the specification writes it, from local calendar fields.
  public static func date(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int) -> String {
    func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
    let yearText = String(repeating: "0", count: max(0, 4 - String(year).count)) + String(year)
    return "\(yearText)-\(two(month))-\(two(day))T\(two(hour)):\(two(minute)):\(two(second))"
  }

  /// Bytes as a URL path (RFC 2396): letters, digits, `-_.~` and `/` stay, every other byte is
  /// `%XX`. O(n).
  public static func percentEncoded(_ bytes: [UInt8]) -> String {
    let hex = Array("0123456789ABCDEF".utf8)
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    for byte in bytes {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."),
        UInt8(ascii: "~"), UInt8(ascii: "/"):
        out.append(byte)
      default:
        out += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// `%XX` sequences back to bytes; anything else as it is. O(n).
  public static func percentDecoded(_ bytes: [UInt8]) -> [UInt8] {
    func digit(_ byte: UInt8) -> UInt8? {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
      default: nil
      }
    }
    var out: [UInt8] = []
    var index = 0
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.count, let high = digit(bytes[index + 1]),
        let low = digit(bytes[index + 2])
      {
        out.append(high << 4 | low)
        index += 3
      } else {
        out.append(bytes[index])
        index += 1
      }
    }
    return out
  }
}

extension FileName {
  /// The first of `name (2)`, `name (3)`, … that `isTaken` refuses, with the extension kept last
  /// (`report (2).txt`, `archive (2).tar.gz`, `.bashrc (2)`), as file managers name a copy. A
  /// name that already ends in ` (N)` counts on from N. The stem is shortened so the result
  /// stays within ``maximumBytes`` (never splitting a UTF-8 sequence). O(n · tries).
  ///
  /// ```swift
  /// FileName.free(Array("report.txt".utf8)) { $0 == Array("report (2).txt".utf8) }  // report (3).txt
  /// ```
  public static func free(_ name: [UInt8], isTaken: ([UInt8]) -> Bool) -> [UInt8] {
    free(name, limit: maximumBytes, isTaken: isTaken)
  }

  /// ``free(_:isTaken:)`` within `limit` bytes (a trash keeps room for `.trashinfo`).
  package static func free(_ name: [UInt8], limit: Int, isTaken: ([UInt8]) -> Bool) -> [UInt8] {
    let (stem, suffix) = split(name)
    var base = stem
    var number = 2
    if let (shorter, counted) = numbered(stem) {
      base = shorter
      number = counted + 1
    }
    while true {
      let label = Array(" (\(number))".utf8)
      let room = limit - label.count - suffix.count
      let candidate = truncated(base, to: max(0, room)) + label + truncated(suffix, to: limit - label.count)
      if !isTaken(candidate) { return candidate }
      number += 1
    }
  }

  /// The name split before its extension: the last `.` that does not start the name, or the
  /// `.tar` before a last extension.
  static func split(_ name: [UInt8]) -> (stem: [UInt8], suffix: [UInt8]) {
    let dot = UInt8(ascii: ".")
    guard let last = name.lastIndex(of: dot), last > 0 else { return (name, []) }
    var start = last
    let tar = Array(".tar".utf8)
    if last >= tar.count + 1, Array(name[(last - tar.count)..<last]) == tar { start = last - tar.count }
    return (Array(name[..<start]), Array(name[start...]))
  }

  /// The stem without a final ` (N)` and N, when it ends in one with N ≥ 2.
  static func numbered(_ stem: [UInt8]) -> ([UInt8], Int)? {
    guard stem.last == UInt8(ascii: ")"), let open = stem.lastIndex(of: UInt8(ascii: "(")), open >= 1,
      stem[open - 1] == UInt8(ascii: " ")
    else { return nil }
    let digits = stem[(open + 1)..<(stem.count - 1)]
    guard !digits.isEmpty, digits.count <= 9, digits.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
      let number = Int(String(decoding: digits, as: UTF8.self)), number >= 2
    else { return nil }
    return (Array(stem[..<(open - 1)]), number)
  }

  /// At most `count` bytes of `bytes`, cut before a UTF-8 continuation byte's sequence.
  package static func truncated(_ bytes: [UInt8], to count: Int) -> [UInt8] {
    guard bytes.count > count else { return bytes }
    var end = count
    while end > 0, bytes[end] & 0xC0 == 0x80 { end -= 1 }
    return Array(bytes[..<end])
  }
}

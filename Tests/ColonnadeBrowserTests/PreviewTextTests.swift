import ColonnadeBrowser
import ColonnadeTerminal
import ColonnadeTestSupport
import Testing

/// A folder's preview and a file's text are their lines joined by line feeds (rules T5, T6): the
/// browser's own join must give what the standard library's gives, for any lines.
@Suite struct PreviewTextTests {
  @Test func joinedLinesMatchesTheStandardJoin() {
    var random = SplitMix64(seed: 13)
    let pieces = ["", "a", "main.swift", "é", "漢字", "👩‍💻", " ", "\u{1B}[2J", "\r"]
    for _ in 0..<500 {
      let lines = (0..<Int(random.next() % 6)).map { _ in
        (0..<Int(random.next() % 4)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
      }
      #expect(FilePreview.joinedLines(lines) == lines.joined(separator: "\n"), "\(lines)")
    }
  }
}

/// The inspector's file metadata (rule T1) and the status line's numbers (issue 13): the browser's
/// own formatting must give what the standard library's gives.
@Suite struct NumberTextTests {
  @Test func numberMatchesTheStandardFormatting() {
    var random = SplitMix64(seed: 24)
    let edges: [UInt64] = [0, 1, 7, 8, 9, 10, 15, 16, 99, 100, 1023, 1024, UInt64(Int64.max), .max]
    let values = edges + (0..<2000).map { _ in random.next() >> (random.next() % 64) }
    for value in values {
      for radix in [2, 8, 10, 16, 36] as [UInt64] {
        let plain = String(value, radix: Int(radix))
        #expect(FileFacts.number(value, radix: radix) == plain)
        let padded = String(repeating: "0", count: max(0, 4 - plain.count)) + plain
        #expect(FileFacts.number(value, radix: radix, minimumCount: 4) == padded)
      }
    }
  }

  /// The inspector's dates pad each field to two digits, as `ls -l` does.
  @Test func datesPadTheirFields() {
    #expect(FileFacts.date(0) == "1970-01-01 00:00 UTC")
    #expect(FileFacts.date(3 * 86_400 + 5 * 3600 + 7 * 60) == "1970-01-04 05:07 UTC")
  }

  /// A date written in place reads as the standard library's formatting of each field gives it,
  /// in any zone, before 1970 and past year 9999 too.
  @Test func datesMatchTheStandardFormatting() {
    var random = SplitMix64(seed: 31)
    let zones = [
      LocalTimeZone.utc, LocalTimeZone(offset: 3600, abbreviation: "CET"),
      LocalTimeZone(offset: -34_200, abbreviation: "-0930"),
      LocalTimeZone(offset: 0, abbreviation: "\u{1B}[2J"),
    ]
    let edges: [Int64] = [0, -1, 59, 86_399, 86_400, 253_402_300_799, 253_402_300_800, -62_167_219_200]
    let seconds = edges + (0..<2000).map { _ in Int64(bitPattern: random.next()) % 400_000_000_000 }
    func padded(_ value: Int64, _ count: Int) -> String {
      let text = String(value)
      return value < 0 ? text : String(repeating: "0", count: max(0, count - text.count)) + text
    }
    for second in seconds {
      let zone = zones[Int(random.next() % UInt64(zones.count))]
      let local = second + Int64(zone.offset)
      let days = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
      let time = local - days * 86_400
      let date = FileFacts.civilDate(daysSinceEpoch: days)
      let expected =
        "\(padded(date.year, 1))-\(padded(date.month, 2))-\(padded(date.day, 2)) "
        + "\(padded(time / 3600, 2)):\(padded(time % 3600 / 60, 2)) \(SafeText.escaped(zone.abbreviation))"
      #expect(FileFacts.date(second, zone: zone) == expected, "\(second)")
    }
  }

  /// Permissions read as `ls -l` writes them, for every mode and kind.
  @Test func permissionsMatchLsForEveryMode() {
    let letters: [(FileKind, Character)] = [
      (.regular, "-"), (.directory, "d"), (.symbolicLink, "l"), (.fifo, "p"), (.socket, "s"),
      (.characterDevice, "c"), (.blockDevice, "b"), (.unknown, "-"),
    ]
    for (kind, letter) in letters {
      for mode in UInt32(0)..<0o1000 {
        let bits = (0..<9).map { index in
          mode >> UInt32(8 - index) & 1 == 0 ? "-" : ["r", "w", "x"][index % 3]
        }
        #expect(FileFacts.permissions(mode, kind: kind) == String(letter) + bits.joined())
      }
    }
  }
}

import ColonnadeBrowser
import ColonnadeTerminal
import ColonnadeTestSupport
import Testing

/// A folder's preview and a file's text are their lines joined by line feeds (rules T5, T6): the
/// browser's own join must give what the standard library's gives, for any lines.
@Suite struct PreviewTextTests {
  @Test func joinedLinesMatchesTheStandardJoin() {
    var random = SplitMix64(seed: 13)
    let pieces: [String] = ["", "a", "main.swift", "é", "漢字", "👩‍💻", " ", "\u{1B}[2J", "\r"]
    for _ in 0..<500 {
      let lines: [String] = (0..<Int(random.next() % 6)).map { _ in
        (0..<Int(random.next() % 4)).map { _ -> String in random.pick(pieces) }.joined()
      }
      #expect(FilePreview.joinedLines(lines) == lines.joined(separator: "\n"), "\(lines)")
    }
  }
}

/// A file's preview (rules T5, T6) is classified and made safe byte by byte; it must be what a
/// reading scalar by scalar gives: binary at a NUL or when more than a tenth of the bytes are
/// controls, else each line (CR LF ending cut) escaped with tabs at 4 and joined by line feeds.
@Suite struct PreviewBytesTests {
  static func expected(_ bytes: [UInt8], limits: BrowserLimits) -> FilePreview {
    let shown = Array(bytes.prefix(limits.previewBytes))
    let binary = FilePreview.binary(
      prefix: Array(shown.prefix(limits.hexDumpBytes)), totalBytes: UInt64(bytes.count))
    var suspicious = 0
    for scalar in String(decoding: shown, as: UTF8.self).unicodeScalars {
      if scalar.value == 0 { return binary }
      if (scalar.value < 0x20 && ![0x09, 0x0A, 0x0C, 0x0D, 0x1B].contains(scalar.value))
        || scalar.value == 0x7F
      {
        suspicious += 1
      }
    }
    let cut = shown.count < bytes.count ? FilePreview.completeUTF8Prefix(shown) : shown[...]
    if suspicious * 10 > max(cut.count, 1) { return binary }
    let lines = cut.split(separator: 0x0A, omittingEmptySubsequences: false).map { line in
      SafeText.escaped(
        String(decoding: line.last == 0x0D ? line.dropLast() : line, as: UTF8.self), tabWidth: 4)
    }
    return .text(lines.joined(separator: "\n"), shownBytes: cut.count, totalBytes: UInt64(bytes.count))
  }

  @Test(arguments: [1, 2, 3] as [UInt64])
  func previewMatchesAScalarByScalarReading(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let pieces: [[UInt8]] = [
      Array("let x = 1".utf8), [0x0A], [0x0D, 0x0A], [0x0D], [0x09], [0x00], [0x07], [0x7F], [0x1B],
      Array("é漢🙂".utf8), [0xE9], [0xE2, 0x82], [0xE2, 0x00], [0xC3], [0x80], [0xFF], Array(" path/".utf8),
    ]
    let limits = BrowserLimits(previewBytes: 40, folderPreviewNames: 10, hexDumpBytes: 16)
    for step in 0..<1_000 {
      let bytes = (0..<Int.random(in: 0...14, using: &random)).flatMap { _ in
        random.chance(0.6) ? pieces[0] + pieces[1] : pieces[Int.random(in: 0..<pieces.count, using: &random)]
      }
      var tree = MemoryFileTree()
      tree.addFile(FilePath("/f"), bytes: bytes)
      let preview = FilePreview.read(FilePath("/f"), from: tree, limits: limits)
      #expect(
        preview == .success(Self.expected(bytes, limits: limits)), "seed \(seed), step \(step): \(bytes)")
    }
  }
}

/// The inspector's file metadata (rule T1) and the status line's numbers (T6): the browser's
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

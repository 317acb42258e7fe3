import ColonnadeBrowser
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
}

import ColonnadeBrowser
import ColonnadeTestSupport
import Testing

/// Rule T12: a `.trashinfo` as the freedesktop.org Trash specification writes it: the group
/// header, `Path=` percent-encoded (RFC 2396) and `DeletionDate=` as `YYYY-MM-DDThh:mm:ss`.
@Suite struct TrashInfoTests {
  @Test func textFollowsTheSpecification() {
    let info = TrashInfo(path: Array("/home/ada/a b%\n".utf8) + [0xFF], deletionDate: "2026-12-08T14:03:09")
    #expect(info.text == "[Trash Info]\nPath=/home/ada/a%20b%25%0A%FF\nDeletionDate=2026-12-08T14:03:09\n")
    #expect(TrashInfo(text: Array(info.text.utf8)) == info)
  }

  @Test func dateHasFixedWidths() {
    #expect(
      TrashInfo.date(year: 987, month: 1, day: 2, hour: 3, minute: 4, second: 5) == "0987-01-02T03:04:05")
  }

  /// Any bytes survive encoding and decoding; the encoding is printable ASCII without `=` or `%`
  /// except as escapes, so the key file stays one line.
  @Test func percentEncodingRoundTrips() {
    var random = SplitMix64(seed: 10)
    for _ in 0..<1_000 {
      let bytes = (0..<Int.random(in: 0...64, using: &random)).map { _ in
        UInt8.random(in: 0...255, using: &random)
      }
      let encoded = TrashInfo.percentEncoded(bytes)
      #expect(encoded.utf8.allSatisfy { $0 > 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "=") })
      #expect(TrashInfo.percentDecoded(Array(encoded.utf8)) == bytes)
    }
  }

  @Test func infoWithoutAPathIsRefused() {
    #expect(TrashInfo(text: Array("[Other]\nPath=/a\n".utf8)) == nil)
    #expect(TrashInfo(text: Array("[Trash Info]\nDeletionDate=2026-01-01T00:00:00\n".utf8)) == nil)
  }
}

/// Rule T13: the progress line gives bytes, files, the rate and the time left.
@Suite struct OperationProgressTests {
  @Test func lineGivesEveryFigure() {
    let progress = OperationProgress(
      verb: "copy", bytesDone: 512 << 20, bytesTotal: 1 << 30, filesDone: 40, filesTotal: 80,
      elapsedSeconds: 4)
    #expect(progress.line == "copy: 512.0 MiB of 1.0 GiB (50%), 40 of 80 files, 128.0 MiB/s, 4 s left")
    #expect(
      OperationProgress(verb: "move", filesTotal: 7, isCounting: true).line
        == "move: counting the files… 7 so far")
    #expect(OperationProgress(verb: "copy", bytesTotal: 10, elapsedSeconds: 0.01).secondsLeft == nil)
  }
}

import ColonnadeCLI
import ColonnadeJSON
import Synchronization
import Testing

/// Rules X5, X6: scripts are read and answered line by line, every input has a limit,
/// and CRLF, a byte-order mark and invalid UTF-8 read the same from a file as from standard input.
@Suite struct BoundedInputTests {
  /// Gives one script line per read and records, at each read, how many lines were written.
  final class LineByLine: ByteSource, @unchecked Sendable {
    let lines: [String]
    let written: Counter
    var reads = 0
    var writtenAtRead: [Int] = []

    init(_ lines: [String], written: Counter) {
      self.lines = lines
      self.written = written
    }

    func read(upTo count: Int) throws(FileError) -> [UInt8] {
      writtenAtRead.append(written.count.withLock { $0 })
      defer { reads += 1 }
      return reads < lines.count ? Array((lines[reads] + "\n").utf8) : []
    }
  }

  /// Each result is written before the next line is read.
  @Test func simulateWritesEachLineBeforeReadingTheNext() {
    let counter = Counter()
    let source = LineByLine(
      ["destination A double", "select A", "push secondary x", "back", "resize 393 852"], written: counter)
    let outcome = ColonnadeCommand.run(
      Invocation(
        arguments: ["simulate"], files: MemoryFileSystem(), standardInput: { source },
        writeOutput: { _ in counter.count.withLock { $0 += 1 } }))
    #expect(outcome.status == 0)
    #expect(outcome.output.isEmpty)
    #expect(source.writtenAtRead == [0, 1, 2, 3, 4, 5])
  }

  final class Counter: Sendable {
    let count = Mutex(0)
  }

  /// Endless bytes with no line break, counting what was read.
  final class Endless: ByteSource, @unchecked Sendable {
    var read = 0
    func read(upTo count: Int) throws(FileError) -> [UInt8] {
      read += count
      return [UInt8](repeating: 0, count: count)
    }
  }

  /// `simulate < /dev/zero` stops at the first byte past the line limit.
  @Test func endlessLineStopsAtTheLimit() {
    let source = Endless()
    let outcome = ColonnadeCommand.run(
      Invocation(arguments: ["simulate"], files: MemoryFileSystem(), standardInput: { source }))
    #expect(outcome.status == 1)
    #expect(
      outcome.errors == "colonnade simulate: line 1 is longer than 64 KiB, the limit for a script line: "
        + "split it or check the input is a script\n")
    #expect(source.read == 64 * 1024 + 1)
  }

  /// A configuration file above 1 MiB is refused by name, with the limit.
  @Test func largeConfigurationIsRefused() {
    let files = MemoryFileSystem(["big.json": "{" + String(repeating: " ", count: 1 << 20) + "}"])
    let outcome = ColonnadeCommand.run(
      Invocation(
        arguments: ["resolve", "--width", "800", "--height", "600", "--config", "big.json"], files: files))
    #expect(outcome.status == 2)
    #expect(outcome.errors.contains("cannot read 'big.json': larger than 1 MiB, the limit for this file"))
  }

  /// LF, CRLF and a byte-order mark give the same results, from a file or standard input;
  /// an invalid UTF-8 line fails the same way from both.
  @Test func lineEndingsAndEncodingReadTheSameEverywhere() {
    let lf = "destination A double\nselect A\npush secondary x\n"
    let crlf = "\u{FEFF}destination A double\r\nselect A\r\npush secondary x\r\n"
    let expected = SimulateCommandTests.run(lf).0
    #expect(expected.status == 0)
    #expect(SimulateCommandTests.run(crlf).0 == expected)
    let files = MemoryFileSystem(["crlf.txt": crlf])
    #expect(ColonnadeCommand.run(Invocation(arguments: ["simulate", "crlf.txt"], files: files)) == expected)

    let invalid: [UInt8] = Array("select A\n".utf8) + [0x70, 0xFF, 0x0A]
    let fromInput = ColonnadeCommand.run(
      Invocation(
        arguments: ["simulate"], files: MemoryFileSystem(), standardInput: { MemoryByteSource(invalid) }))
    #expect(fromInput.status == 1)
    #expect(fromInput.output.contains(#""error":"line 2 is not UTF-8 text: save the script as UTF-8""#))
  }

  /// A configuration file with a byte-order mark and CRLF reads like a plain one.
  @Test func configurationWithCRLFAndByteOrderMark() {
    let files = MemoryFileSystem([
      "plain.json": "{\n  \"style\": \"tripleColumn\"\n}\n",
      "windows.json": "\u{FEFF}{\r\n  \"style\": \"tripleColumn\"\r\n}\r\n",
    ])
    func resolve(_ path: String) -> Outcome {
      ColonnadeCommand.run(
        Invocation(
          arguments: ["resolve", "--width", "1366", "--height", "1024", "--config", path], files: files))
    }
    #expect(resolve("plain.json").status == 0)
    #expect(resolve("windows.json") == resolve("plain.json"))
  }

  /// A line of exactly the limit is read; one byte more is refused. The line ending
  /// does not count, so LF, CRLF and the last line without one share the limit.
  @Test(arguments: ["\n", "\r\n", ""])
  func lineLimitIsExact(ending: String) throws {
    let limit = 16
    let longest = String(repeating: "a", count: limit)
    let input = ending.isEmpty ? longest : longest + ending + "b" + ending
    var fits = ScriptLines(MemoryByteSource(Array(input.utf8)), limit: limit)
    #expect(try fits.next()?.text == longest)
    if !ending.isEmpty {
      #expect(try fits.next()?.text == "b")
    }
    #expect(try fits.next() == nil)
    var tooLong = ScriptLines(MemoryByteSource(Array((longest + "a" + ending).utf8)), limit: limit)
    #expect(throws: ScriptReadError.lineTooLong(line: 1, limit: limit)) { try tooLong.next() }
  }
}

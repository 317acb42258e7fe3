import ColonnadeBenchmarks
import ColonnadeBrowser
import ColonnadeBrowserPOSIX
import ColonnadeJSON
import ColonnadeTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#else
  #error("Colonnade's POSIX edge needs Glibc, Musl or Darwin")
#endif

/// A large copy started with the browser's own keys in its real interactive loop (``DemoLoop``,
/// rule T13), while keys keep coming: every 50 ms a key moves the highlight (and so the folder
/// previewed beside the list). The figures are the time from each key to the frame that shows
/// it, without a copy (the reference) and while copying, how often the progress line was drawn,
/// and the copy's throughput. The data lives in a scratch folder under /tmp, removed afterwards.
func copySection(quick: Bool) throws -> Section {
  let fileCount = quick ? 16 : 64
  let fileBytes = (quick ? 4 : 16) << 20
  let scratch = try CopyScratch()
  defer { scratch.remove() }
  try scratch.writeSources(count: fileCount, bytes: fileBytes)
  let session = OperationSession(executor: OperationExecutor(trash: nil))
  var browser = try Browser(
    start: scratch.source, home: nil, tree: LocalFileTree(), size: CellSize(width: 200, height: 60))
  var services = DemoServices(now: { Double(monotonicNanoseconds()) / 1e9 })
  services.operate = { session.handle($0) }
  services.operationEvent = { session.poll() }
  services.operationRunning = { session.isRunning }
  // v marks every file, yy copies them, h goes up (source highlighted); then j and k move
  // between source and target, 21 keys for the reference, ending on target; pp pastes into it.
  var terminal = TypingTerminal(setup: "vyyh".map { .character($0) }, referenceKeys: 21) { session.isRunning }
  try DemoLoop.run(&browser, on: &terminal, services: services)
  guard let pasted = terminal.pasted, let finished = terminal.finished,
    browser.message == "Copied \(fileCount) items into 'target'"
  else { throw CopyBenchmarkError.failed(browser.message ?? "no report") }
  let seconds = Double(finished - pasted) / 1e9
  let bytes = fileCount * fileBytes
  let throughput = Double(bytes) / seconds / Double(1 << 20)
  var section = Section(
    key: "copy",
    title:
      "Copy: \(FileFacts.size(UInt64(bytes))) in \(fileCount) files with the browser's keys (v yy h j pp), "
      + "a key every 50 ms",
    notes: [
      "the real loop (DemoLoop) at 200 × 60, the copy on the background runner; a scratch folder under /tmp,"
        + " removed afterwards; each key moves the highlight between two folders (the preview beside changes)",
      "throughput \(Format.fixed(throughput, 1)) MiB/s (\(Format.duration(seconds * 1e9)));"
        + " key → frame: from when the key was typed to the frame that shows it",
    ],
    headers: [
      "keys", "count", "key → frame median", "p95", "worst", "over 16.7 ms", "frames",
      "longest between frames",
    ])
  section.rows = [
    terminal.reference.row("no copy (reference)"), terminal.whileCopying.row("while copying"),
  ]
  section.json.append("bytes", .number(Double(bytes)))
  section.json.append("files", .number(Double(fileCount)))
  section.json.append("seconds", .number((seconds * 1000).rounded() / 1000))
  section.json.append("mebibytesPerSecond", .number((throughput * 10).rounded() / 10))
  section.json.append("reference", terminal.reference.json)
  section.json.append("whileCopying", terminal.whileCopying.json)
  return section
}

/// Keys typed into the loop and the frames they led to.
private struct KeyFigures {
  /// Nanoseconds from each key to its frame.
  var latencies: [Double] = []
  /// When each frame was flushed.
  var frames: [UInt64] = []

  static let frameNanoseconds = 16_666_667.0

  func row(_ name: String) -> [String] {
    let sorted = latencies.sorted()
    let p95 = sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, sorted.count * 95 / 100)]
    return [
      name, "\(sorted.count)", Format.duration(Sample.median(sorted)), Format.duration(p95),
      Format.duration(sorted.last ?? 0), "\(sorted.count(where: { $0 > Self.frameNanoseconds }))",
      "\(frames.count)",
      Format.duration(longestGap),
    ]
  }

  var longestGap: Double {
    zip(frames, frames.dropFirst()).map { Double($1 - $0) }.max() ?? 0
  }

  var json: JSONValue {
    let sorted = latencies.sorted()
    return [
      "keys": .number(Double(sorted.count)),
      "keyToFrameMedianNanoseconds": .number(Format.rounded(Sample.median(sorted))),
      "keyToFrameWorstNanoseconds": .number(Format.rounded(sorted.last ?? 0)),
      "keysOverAFrame": .number(Double(sorted.count(where: { $0 > Self.frameNanoseconds }))),
      "frames": .number(Double(frames.count)),
      "longestBetweenFramesNanoseconds": .number(Format.rounded(longestGap)),
    ]
  }
}

/// A terminal the benchmark types into: the setup keys at once, then `j` and `k` in turn, one
/// every 50 ms, `referenceKeys` of them; then `pp`, and `k` and `j` in turn while the copy runs;
/// then the input closes. A key is typed at its time whether or not the loop is reading: a loop
/// busy past it answers late, and that lateness counts.
private struct TypingTerminal: TerminalBackend {
  static let keyGap: UInt64 = 50_000_000
  var setup: [Key]
  var referenceKeys: Int
  let running: () -> Bool
  var reference = KeyFigures()
  var whileCopying = KeyFigures()
  /// When `pp` was typed, and when the copy was seen finished.
  var pasted: UInt64?
  var finished: UInt64?
  private var paste: [Key] = [.character("p"), .character("p")]
  private var nextKey: UInt64?
  private var awaited: UInt64?
  private var typed = 0
  private var onTarget = false

  init(setup: [Key], referenceKeys: Int, running: @escaping () -> Bool) {
    self.setup = setup
    self.referenceKeys = referenceKeys
    self.running = running
  }

  var colorEnabled: Bool { true }
  var repeatsCharacters: Bool { true }
  func size() throws(TerminalError) -> CellSize { CellSize(width: 200, height: 60) }
  mutating func write(_ text: String) throws(TerminalError) { blackHole(text) }
  mutating func write(utf8 bytes: [UInt8]) throws(TerminalError) { blackHole(bytes) }
  mutating func enterRawMode() throws(TerminalError) {}
  mutating func leaveRawMode() throws(TerminalError) {}
  mutating func enterAlternateScreen() throws(TerminalError) {}
  mutating func leaveAlternateScreen() throws(TerminalError) {}

  mutating func flush() throws(TerminalError) {
    let now = monotonicNanoseconds()
    let copying = pasted != nil && finished == nil
    if let key = awaited {
      if copying {
        whileCopying.latencies.append(Double(now - key))
      } else {
        reference.latencies.append(Double(now - key))
      }
      awaited = nil
    }
    if copying {
      whileCopying.frames.append(now)
    } else if pasted == nil, typed > 0 {
      reference.frames.append(now)
    }
  }

  mutating func readEvents(timeoutMilliseconds: Int) throws(TerminalError) -> [TerminalEvent] {
    if !setup.isEmpty { return [.key(setup.removeFirst())] }
    if typed == referenceKeys, !paste.isEmpty {
      let key = paste.removeFirst()
      if paste.isEmpty { pasted = monotonicNanoseconds() }
      return [.key(key)]
    }
    if pasted != nil, finished == nil, !running() { finished = monotonicNanoseconds() }
    if finished != nil { return [.inputClosed] }
    let now = monotonicNanoseconds()
    let due = nextKey ?? now + Self.keyGap
    nextKey = due
    let limit = timeoutMilliseconds < 0 ? UInt64.max : now + UInt64(timeoutMilliseconds) * 1_000_000
    var wake = min(due, limit)
    sleep(until: wake)
    guard due <= limit else { return [] }
    wake = due
    nextKey = due + Self.keyGap
    awaited = wake
    typed += 1
    // j and k in turn from source: an odd count of reference keys ends on target.
    onTarget.toggle()
    return [.key(.character(onTarget ? "j" : "k"))]
  }
}

enum CopyBenchmarkError: Error, CustomStringConvertible {
  case scratch(String)
  case failed(String)

  var description: String {
    switch self {
    case .scratch(let reason): "cannot make the scratch data: \(reason)"
    case .failed(let summary): "the copy failed: \(summary)"
    }
  }
}

/// The benchmark's scratch folder: `source/` with the files, `target/` for the copy.
private struct CopyScratch {
  let root: FilePath
  var source: FilePath { root.appending("source") }
  var target: FilePath { root.appending("target") }

  init() throws {
    var template = Array("/tmp/colonnade-bench-copy-XXXXXX".utf8CString)
    guard let made = mkdtemp(&template) else { throw CopyBenchmarkError.scratch("mkdtemp failed") }
    root = FilePath(String(cString: made))
    guard mkdir(root.appending("source").displayString, 0o755) == 0,
      mkdir(root.appending("target").displayString, 0o755) == 0
    else { throw CopyBenchmarkError.scratch("mkdir failed") }
  }

  /// Writes `count` files of `bytes` each (a pattern, so no file system can skip the zeros).
  func writeSources(count: Int, bytes: Int) throws {
    let chunk = (0..<(1 << 20)).map { UInt8(truncatingIfNeeded: $0 &* 31) }
    for index in 0..<count {
      let descriptor = open(
        source.appending("file-\(index).bin").displayString, O_WRONLY | O_CREAT | O_EXCL, 0o644)
      guard descriptor >= 0 else { throw CopyBenchmarkError.scratch("open failed") }
      defer { close(descriptor) }
      for _ in 0..<(bytes / chunk.count) {
        guard chunk.withUnsafeBytes({ write(descriptor, $0.baseAddress, $0.count) }) == chunk.count else {
          throw CopyBenchmarkError.scratch("write failed (is /tmp full?)")
        }
      }
    }
  }

  /// Removes both folders and everything the benchmark wrote in them (files only, one level).
  func remove() {
    for folder in [source, target.appending("source"), target] {
      if let directory = opendir(folder.displayString) {
        while let entry = readdir(directory) {
          let name = withUnsafeBytes(of: &entry.pointee.d_name) {
            String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
          }
          if name != ".", name != ".." { unlink(folder.appending(name).displayString) }
        }
        closedir(directory)
      }
      rmdir(folder.displayString)
    }
    rmdir(root.displayString)
  }
}

/// Sleeps until the monotonic clock reads `nanoseconds`: an absolute deadline where the C library
/// has one (Linux), a relative sleep to it elsewhere (Darwin has no `clock_nanosleep`).
private func sleep(until nanoseconds: UInt64) {
  #if canImport(Glibc) || canImport(Musl)
    var time = timespec(tv_sec: Int(nanoseconds / 1_000_000_000), tv_nsec: Int(nanoseconds % 1_000_000_000))
    while clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &time, nil) == EINTR {}
  #else
    let now = monotonicNanoseconds()
    guard nanoseconds > now else { return }
    let wait = nanoseconds - now
    var time = timespec(tv_sec: Int(wait / 1_000_000_000), tv_nsec: Int(wait % 1_000_000_000))
    while nanosleep(&time, &time) == -1, errno == EINTR {}
  #endif
}

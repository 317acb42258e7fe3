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

/// A large copy on the browser's background runner (rule T13) while a simulated UI loop runs:
/// every 16.7 ms it reads the progress, formats the progress line and builds the browser's frame,
/// as the real loop does. The figures are the copy's throughput and the loop's worst gap between
/// frames. The data lives in a scratch folder under /tmp, removed afterwards.
func copySection(quick: Bool) throws -> Section {
  let fileCount = quick ? 16 : 64
  let fileBytes = (quick ? 4 : 16) << 20
  let scratch = try CopyScratch()
  defer { scratch.remove() }
  try scratch.writeSources(count: fileCount, bytes: fileBytes)
  let sources = (0..<fileCount).map { scratch.source.appending("file-\($0).bin") }
  let plan = try OperationPlanner.draft(.copy(sources, into: scratch.target), in: LocalFileTree()).plan()
  let runner = OperationRunner(plan: plan, executor: OperationExecutor(trash: nil))
  var screen = try BrowserScreen(size: CellSize(width: 200, height: 60))

  // The same loop first without a copy, for 0.5 s: the reference its figures are read against.
  let idle = UILoop.run(screen: &screen) { $0 >= 31 }
  let started = monotonicNanoseconds()
  runner.start()
  let busy = UILoop.run(screen: &screen) { _ in
    _ = runner.progress().line
    return runner.isFinished
  }
  let seconds = Double(monotonicNanoseconds() - started) / 1e9
  guard let report = runner.report, report.succeeded else {
    throw CopyBenchmarkError.failed(runner.report?.summary ?? "no report")
  }
  let bytes = fileCount * fileBytes
  let throughput = Double(bytes) / seconds / Double(1 << 20)
  var section = Section(
    key: "copy",
    title:
      "Copy: \(FileFacts.size(UInt64(bytes))) in \(fileCount) files on the background runner, the UI loop at 60 Hz",
    notes: [
      "a scratch folder under /tmp, removed afterwards; each frame reads the progress line and builds the"
        + " browser's 200 × 60 frame",
      "throughput \(Format.fixed(throughput, 1)) MiB/s (\(Format.duration(seconds * 1e9))); last line: \(runner.progress().line)",
      "late: how long after its deadline a frame began (the scheduler's delay, the copy's included);"
        + " missed: frames done more than 16.7 ms after their deadline",
    ],
    headers: [
      "UI loop", "frames", "work median", "work worst", "late median", "late worst", "worst gap", "missed",
    ])
  section.rows = [idle.row("idle (reference)"), busy.row("while copying")]
  section.json.append("bytes", .number(Double(bytes)))
  section.json.append("files", .number(Double(fileCount)))
  section.json.append("seconds", .number((seconds * 1000).rounded() / 1000))
  section.json.append("mebibytesPerSecond", .number((throughput * 10).rounded() / 10))
  section.json.append("idle", idle.json)
  section.json.append("whileCopying", busy.json)
  return section
}

/// A frame loop at 60 Hz: sleeps to each 16 ms deadline (absolute, so lateness does not add
/// up), then builds the browser's frame; records each frame's work and lateness.
private struct UILoop {
  static let frameNanoseconds: UInt64 = 16_666_667
  var work: [Double] = []
  var late: [Double] = []
  var gaps: [Double] = []
  /// Frames that ended after their frame's time was up (late start plus work over 16.7 ms).
  var missed = 0

  /// Runs frames until `done` (given the frame count) says so.
  static func run(screen: inout BrowserScreen, until done: (Int) -> Bool) -> UILoop {
    var loop = UILoop()
    var deadline = monotonicNanoseconds()
    var previous = deadline
    while !done(loop.work.count) {
      deadline += frameNanoseconds
      var wake = timespec(tv_sec: Int(deadline / 1_000_000_000), tv_nsec: Int(deadline % 1_000_000_000))
      while clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &wake, nil) == EINTR {}
      let woke = monotonicNanoseconds()
      loop.late.append(Double(woke > deadline ? woke - deadline : 0))
      loop.gaps.append(Double(woke - previous))
      previous = woke
      screen.moveCursor(down: loop.work.count % 2 == 0)
      blackHole(screen.browser.render())
      let finished = monotonicNanoseconds()
      loop.work.append(Double(finished - woke))
      if finished - deadline > frameNanoseconds { loop.missed += 1 }
      if finished > deadline + frameNanoseconds { deadline = finished }  // a missed frame is skipped
    }
    loop.work.sort()
    loop.late.sort()
    loop.gaps.sort()
    return loop
  }

  func row(_ name: String) -> [String] {
    [
      name, "\(work.count)", Format.duration(Sample.median(work)), Format.duration(work.last ?? 0),
      Format.duration(Sample.median(late)), Format.duration(late.last ?? 0), Format.duration(gaps.last ?? 0),
      "\(missed)",
    ]
  }

  var json: JSONValue {
    [
      "frames": .number(Double(work.count)),
      "workMedianNanoseconds": .number(Format.rounded(Sample.median(work))),
      "workWorstNanoseconds": .number(Format.rounded(work.last ?? 0)),
      "lateMedianNanoseconds": .number(Format.rounded(Sample.median(late))),
      "lateWorstNanoseconds": .number(Format.rounded(late.last ?? 0)),
      "worstGapNanoseconds": .number(Format.rounded(gaps.last ?? 0)),
      "missedFrames": .number(Double(missed)),
    ]
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

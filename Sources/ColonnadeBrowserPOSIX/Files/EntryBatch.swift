import ColonnadeBrowser
import ColonnadeLock

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#else
  #error("Colonnade's POSIX edge needs Glibc, Musl or Darwin")
#endif

/// A run of one folder's entry names, read but not yet stat'ed, and their facts once stat'ed:
/// `fstatat` on the open folder, by several threads when the run is long (on one thread a
/// 20,000-entry folder spent half of its first frame in the kernel's `stat`, one core idle).
///
/// The names lie back to back, each ended by a NUL for `fstatat`. The calling thread and its
/// helpers claim chunks of names from a shared counter and write their own slots, so a helper
/// the scheduler starts late only takes what is left, and the caller never waits for one that
/// has not begun. The facts are visited in directory order once every chunk is done.
struct EntryBatch {
  /// The names, each followed by a NUL.
  private var bytes: [UInt8] = []
  /// Where each name starts in `bytes`.
  private var starts: [Int] = []

  /// How many names the batch holds.
  var count: Int { starts.count }

  /// Adds a name (without its NUL).
  mutating func append(_ name: UnsafeBufferPointer<UInt8>) {
    starts.append(bytes.count)
    bytes.append(contentsOf: name)
    bytes.append(0)
  }

  /// Stats every name in `folder`, in chunks of `chunk` names, here and on up to `threads - 1`
  /// helper threads (none when the batch is a single chunk); calls `visit` with each name and
  /// its facts in the order added, and empties the batch.
  mutating func visit(
    in folder: Int32, threads: Int, chunk: Int,
    _ visit: (_ name: UnsafeBufferPointer<UInt8>, _ facts: EntryFacts) -> Void
  ) {
    let count = self.count
    guard count > 0 else { return }
    let chunk = max(1, chunk)
    let helpers = max(0, min(threads, (count + chunk - 1) / chunk) - 1)
    let facts = [EntryFacts](unsafeUninitializedCapacity: count) { out, initialized in
      bytes.withUnsafeBufferPointer { names in
        starts.withUnsafeBufferPointer { starts in
          guard let bytes = names.baseAddress, let starts = starts.baseAddress, let out = out.baseAddress
          else { return }
          let work = StatWork(
            folder: folder, names: UnsafeRawPointer(bytes).assumingMemoryBound(to: CChar.self),
            starts: starts, out: out, count: count, chunk: chunk)
          for _ in 0..<helpers where !work.startHelper() { break }
          work.run()
          // Only the chunks still in helpers' hands are left: one a helper at most.
          while work.finished < count { sched_yield() }
          initialized = count
        }
      }
    }
    bytes.withUnsafeBufferPointer { names in
      for index in facts.indices {
        let end = (index + 1 < count ? starts[index + 1] : names.count) - 1
        let name = UnsafeBufferPointer(rebasing: names[starts[index]..<end])
        visit(name, facts[index])
      }
    }
    bytes.removeAll(keepingCapacity: true)
    starts.removeAll(keepingCapacity: true)
  }
}

/// A batch's `stat`s, shared by the threads doing them: each claims the next chunk of names and
/// initializes their slots of `out`. The pointers are used only for claimed chunks, all of which
/// finish before the batch goes on; a helper that starts later claims nothing and ends.
private final class StatWork: @unchecked Sendable {
  let folder: Int32
  let names: UnsafePointer<CChar>
  let starts: UnsafePointer<Int>
  let out: UnsafeMutablePointer<EntryFacts>
  let count: Int
  let chunk: Int
  /// The first name not yet claimed, and how many are stat'ed (their slots written). The lock
  /// also publishes a chunk's slots to the thread that reads `finished` after it.
  private let progress = Locked((next: 0, finished: 0))

  /// How many names are stat'ed, their slots written.
  var finished: Int { progress.withLock { $0.finished } }

  init(
    folder: Int32, names: UnsafePointer<CChar>, starts: UnsafePointer<Int>,
    out: UnsafeMutablePointer<EntryFacts>,
    count: Int, chunk: Int
  ) {
    self.folder = folder
    self.names = names
    self.starts = starts
    self.out = out
    self.count = count
    self.chunk = chunk
  }

  /// Stats chunks until none is left. A helper opens the folder again for itself: threads that
  /// share one descriptor share its reference count, which every `fstatat` takes and drops.
  func run(helping: Bool = false) {
    var folder = self.folder
    var own: Int32 = -1
    while true {
      let start = progress.withLock { progress in
        defer { progress.next += chunk }
        return progress.next
      }
      guard start < count else { break }
      if helping, own < 0 {
        own = openat(self.folder, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if own >= 0 { folder = own }
      }
      let end = min(count, start + chunk)
      for index in start..<end {
        (out + index).initialize(to: LocalFileTree.facts(of: names + starts[index], in: folder))
      }
      progress.withLock { $0.finished += end - start }
    }
    if own >= 0 { close(own) }
  }

  /// Starts a detached thread that runs ``run(helping:)``, holding the work; `false` when none starts.
  func startHelper() -> Bool {
    startDetachedThread { [self] in run(helping: true) }
  }
}

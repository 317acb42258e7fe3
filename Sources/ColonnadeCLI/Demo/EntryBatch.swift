import ColonnadeBrowser

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
/// `fstatat` on the open folder, by several threads when the run is long (issue 13: a
/// 20,000-entry folder spent half of its first frame in the kernel's `stat`).
///
/// The names lie back to back, each ended by a NUL for `fstatat`. Each thread stats a contiguous
/// part and writes its own slots; the facts are visited in directory order once all are done.
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

  /// Stats every name in `folder` on up to `threads` threads (one when fewer than `minimumShare`
  /// names would fall to each), calls `visit` with each name and its facts in the order added,
  /// and empties the batch.
  mutating func visit(
    in folder: Int32, threads: Int, minimumShare: Int,
    _ visit: (_ name: UnsafeBufferPointer<UInt8>, _ facts: EntryFacts) -> Void
  ) {
    let count = self.count
    guard count > 0 else { return }
    let parts = max(1, min(threads, count / max(1, minimumShare)))
    // Each slot is initialized by the one job whose range holds it.
    let facts = [EntryFacts](unsafeUninitializedCapacity: count) { out, initialized in
      bytes.withUnsafeBufferPointer { names in
        starts.withUnsafeBufferPointer { starts in
          guard let bytes = names.baseAddress, let starts = starts.baseAddress, let out = out.baseAddress
          else {
            return
          }
          let names = UnsafeRawPointer(bytes).assumingMemoryBound(to: CChar.self)
          var jobs = (0..<parts).map { part in
            StatJob(
              folder: folder, names: names, starts: starts, out: out,
              range: count * part / parts..<count * (part + 1) / parts)
          }
          jobs.withUnsafeMutableBufferPointer { jobs in
            guard let first = jobs.baseAddress else { return }
            var helpers: [pthread_t] = []
            // The first part runs here; each other on a thread of its own, or here if none starts.
            for index in jobs.indices.dropFirst() {
              var thread = pthread_t()
              let job = UnsafeMutableRawPointer(first + index)
              let started = pthread_create(
                &thread, nil,
                { raw in
                  raw?.assumingMemoryBound(to: StatJob.self).pointee.run()
                  return nil
                }, job)
              if started == 0 { helpers.append(thread) } else { jobs[index].run() }
            }
            jobs[0].run()
            for thread in helpers { pthread_join(thread, nil) }
            initialized = count
          }
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

/// One thread's part of a batch: the names in `range`, stat'ed into their slots of `out`.
private struct StatJob {
  let folder: Int32
  let names: UnsafePointer<CChar>
  let starts: UnsafePointer<Int>
  let out: UnsafeMutablePointer<EntryFacts>
  let range: Range<Int>

  func run() {
    for index in range {
      (out + index).initialize(to: LocalFileTree.facts(of: names + starts[index], in: folder))
    }
  }
}

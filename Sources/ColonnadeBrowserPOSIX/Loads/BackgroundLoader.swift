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

/// Runs the browser's loads off the key-handling path, so keys are handled while a folder is
/// read, on a few reused worker threads: a request waits in a queue with a byte in the job pipe,
/// a free worker takes it (a new one starts, up to ``maximumWorkers``, when none is free, so a
/// slow listing does not hold up a preview), the result waits in an inbox, and a byte on
/// ``wakeDescriptor`` wakes the loop, which hands the results to the browser.
///
/// ```swift
/// let loader = try BackgroundLoader(tree: LocalFileTree(), limits: .standard)
/// loader.start(browser.takeLoadRequests())
/// // … poll loader.wakeDescriptor …
/// for result in loader.finished() { browser.handle(.loaded(result), at: now) }
/// ```
///
/// Results of loads the browser no longer waits for are dropped by the browser. When the loader
/// goes away its job pipe closes and the workers end.
final class BackgroundLoader: Sendable {
  /// The most worker threads alive at once; more requests wait for one to be free.
  static let maximumWorkers = 4

  let shared: Shared
  /// The job pipe's write end: one byte per queued request.
  let jobDescriptor: Int32

  /// The pipe's read end, polled by the loop.
  var wakeDescriptor: Int32 { shared.wakeDescriptor }

  init(tree: any FileTree, limits: BrowserLimits) throws(FileTreeError) {
    var wake: [Int32] = [-1, -1]
    var jobs: [Int32] = [-1, -1]
    guard pipe(&wake) == 0 else { throw .other("pipe failed") }
    guard pipe(&jobs) == 0 else {
      for descriptor in wake { close(descriptor) }
      throw .other("pipe failed")
    }
    for descriptor in wake + jobs { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
    // Workers block on the job pipe; everything else never blocks.
    for descriptor in wake + [jobs[1]] {
      _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
    }
    shared = Shared(
      tree: tree, limits: limits, wakeDescriptor: wake[0], notifyDescriptor: wake[1],
      jobReadDescriptor: jobs[0])
    jobDescriptor = jobs[1]
  }

  deinit {
    close(jobDescriptor)  // Idle workers read the end of the pipe and finish.
  }

  /// Queues each request for a worker, starting one when none is idle; a request no worker can
  /// take (a thread that cannot start) runs here.
  func start(_ requests: [LoadRequest]) {
    for request in requests {
      let spawn = shared.queue.withLock { queue in
        queue.jobs.append(request)
        guard queue.jobs.count > queue.workers - queue.busy, queue.workers < Self.maximumWorkers else {
          return false
        }
        queue.workers += 1
        return true
      }
      var byte: UInt8 = 1
      let queued = write(jobDescriptor, &byte, 1) == 1
      if spawn, !startWorker() {
        shared.queue.withLock { $0.workers -= 1 }
      }
      if !queued || shared.queue.withLock({ $0.workers }) == 0 { shared.runQueued() }
    }
  }

  /// Starts a worker thread; `false` when the system refuses.
  private func startWorker() -> Bool {
    let shared = self.shared
    return startDetachedThread { shared.work() }
  }

  /// The results that arrived since the last call, and the wake pipe emptied.
  func finished() -> [LoadResult] {
    var buffer = [UInt8](repeating: 0, count: 256)
    while read(shared.wakeDescriptor, &buffer, buffer.count) > 0 {}
    return shared.inbox.withLock { results in
      defer { results.removeAll() }
      return results
    }
  }

  /// Waits up to `seconds` until `count` results are in (or time runs out); returns what arrived.
  func awaitResults(_ count: Int, seconds: Double) -> [LoadResult] {
    var results: [LoadResult] = []
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: .milliseconds(Int(seconds * 1000)))
    while results.count < count {
      let left = clock.now.duration(to: deadline).components
      let milliseconds = Int(left.seconds * 1000) + Int(left.attoseconds / 1_000_000_000_000_000)
      guard milliseconds > 0 else { break }
      var descriptor = pollfd(fd: shared.wakeDescriptor, events: Int16(POLLIN), revents: 0)
      guard poll(&descriptor, 1, Int32(milliseconds)) > 0 else { break }
      results += finished()
    }
    return results
  }

  /// What the loader and its workers share: the tree, the queue, the inbox and the pipes.
  final class Shared: Sendable {
    /// Requests waiting, workers alive, and those running a request (the others wait for one).
    struct Queue {
      var jobs: [LoadRequest] = []
      var workers = 0
      var busy = 0
    }

    let tree: any FileTree
    let limits: BrowserLimits
    let queue = Locked(Queue())
    let inbox = Locked<[LoadResult]>([])
    let wakeDescriptor: Int32
    let notifyDescriptor: Int32
    let jobReadDescriptor: Int32

    init(
      tree: any FileTree, limits: BrowserLimits, wakeDescriptor: Int32, notifyDescriptor: Int32,
      jobReadDescriptor: Int32
    ) {
      self.tree = tree
      self.limits = limits
      self.wakeDescriptor = wakeDescriptor
      self.notifyDescriptor = notifyDescriptor
      self.jobReadDescriptor = jobReadDescriptor
    }

    deinit {
      close(wakeDescriptor)
      close(notifyDescriptor)
      close(jobReadDescriptor)
    }

    /// A worker's life: take a byte, run a queued request, until the job pipe closes.
    func work() {
      var byte: UInt8 = 0
      while true {
        let count = read(jobReadDescriptor, &byte, 1)
        if count < 0, errno == EINTR { continue }
        guard count == 1 else { break }
        runQueued()
      }
      queue.withLock { $0.workers -= 1 }
    }

    /// Runs the oldest queued request, if any, and posts its result.
    func runQueued() {
      let next = queue.withLock { queue -> LoadRequest? in
        guard !queue.jobs.isEmpty else { return nil }
        queue.busy += 1
        return queue.jobs.removeFirst()
      }
      guard let request = next else { return }
      let result = LoadResult.run(request, tree: tree, limits: limits)
      queue.withLock { $0.busy -= 1 }
      inbox.withLock { $0.append(result) }
      var byte: UInt8 = 1
      _ = write(notifyDescriptor, &byte, 1)
    }
  }
}

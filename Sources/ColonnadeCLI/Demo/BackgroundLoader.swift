import ColonnadeBrowser
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#else
  #error("Colonnade's POSIX edge needs Glibc, Musl or Darwin")
#endif

/// Runs the browser's loads on their own threads, off the key-handling path (issue 13, item 4):
/// each request reads the file system on a new thread, the result waits in an inbox, and a byte
/// on ``wakeDescriptor`` wakes the loop, which hands the results to the browser.
///
/// ```swift
/// let loader = try BackgroundLoader(tree: LocalFileTree(), limits: .standard)
/// loader.start(browser.takeLoadRequests())
/// // … poll loader.wakeDescriptor …
/// for result in loader.finished() { browser.handle(.loaded(result), at: now) }
/// ```
///
/// Results of loads the browser no longer waits for are dropped by the browser.
final class BackgroundLoader: Sendable {
  let tree: any FileTree
  let limits: BrowserLimits
  let inbox = Mutex<[LoadResult]>([])
  /// The pipe's read end, polled by the loop; the write end, written by the threads.
  let wakeDescriptor: Int32
  let notifyDescriptor: Int32

  init(tree: any FileTree, limits: BrowserLimits) throws(FileTreeError) {
    var descriptors: [Int32] = [-1, -1]
    guard pipe(&descriptors) == 0 else { throw .other("pipe failed") }
    for descriptor in descriptors {
      _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
      _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    }
    self.tree = tree
    self.limits = limits
    wakeDescriptor = descriptors[0]
    notifyDescriptor = descriptors[1]
  }

  deinit {
    close(wakeDescriptor)
    close(notifyDescriptor)
  }

  /// Starts each request on a thread of its own; one that cannot start runs here.
  func start(_ requests: [LoadRequest]) {
    for request in requests {
      let job = Job(request: request, loader: self)
      let box = Unmanaged.passRetained(job).toOpaque()
      var thread = pthread_t()
      let started = pthread_create(
        &thread, nil,
        { raw in
          guard let raw else { return nil }
          Unmanaged<Job>.fromOpaque(raw).takeRetainedValue().run()
          return nil
        }, box)
      if started == 0 {
        pthread_detach(thread)
      } else {
        Unmanaged<Job>.fromOpaque(box).takeRetainedValue().run()
      }
    }
  }

  /// The results that arrived since the last call, and the wake pipe emptied.
  func finished() -> [LoadResult] {
    var buffer = [UInt8](repeating: 0, count: 256)
    while read(wakeDescriptor, &buffer, buffer.count) > 0 {}
    return inbox.withLock { results in
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
      var descriptor = pollfd(fd: wakeDescriptor, events: Int16(POLLIN), revents: 0)
      guard poll(&descriptor, 1, Int32(milliseconds)) > 0 else { break }
      results += finished()
    }
    return results
  }

  /// One load on its thread.
  final class Job: Sendable {
    let request: LoadRequest
    let loader: BackgroundLoader

    init(request: LoadRequest, loader: BackgroundLoader) {
      self.request = request
      self.loader = loader
    }

    func run() {
      let result = LoadResult.run(request, tree: loader.tree, limits: loader.limits)
      loader.inbox.withLock { $0.append(result) }
      var byte: UInt8 = 1
      _ = write(loader.notifyDescriptor, &byte, 1)
    }
  }
}

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

extension POSIXTerminal {
  /// Waits up to `timeoutMilliseconds` (negative: without limit) for keys or a resize, and returns what arrived.
  ///
  /// Polls standard input and the SIGWINCH pipe together. A lone ESC waits
  /// ``escapeTimeoutMilliseconds`` for the rest of a sequence, then counts
  /// as the Esc key. Returns an empty array on timeout or when a signal
  /// interrupted the wait; `.inputClosed` at end of input.
  public func readEvents(timeoutMilliseconds: Int) throws(TerminalError) -> [TerminalEvent] {
    var events: [TerminalEvent] = []
    let ready = try poll(timeout: timeoutMilliseconds)
    if ready.resize || ready.interrupted, try drainWakePipe() {
      events.append(.resized(try size()))
    }
    if ready.extra { events.append(.wake) }
    guard ready.input else { return events }
    guard let count = try FileDescriptorIO.readAvailable(from: STDIN_FILENO, into: &input) else {
      return events
    }
    if count == 0 { return events + [.inputClosed] }
    events += decoder.feed(input[..<count]).map { .key($0) }
    while decoder.hasPendingInput {
      let more = try poll(timeout: escapeTimeoutMilliseconds, includeWakePipe: false)
      if more.input, let count = try FileDescriptorIO.readAvailable(from: STDIN_FILENO, into: &input),
        count > 0
      {
        events += decoder.feed(input[..<count]).map { .key($0) }
      } else {
        events += decoder.flush().map { .key($0) }
      }
    }
    return events
  }

  /// Polls standard input (and the wake pipe), reporting which is ready.
  func poll(timeout: Int, includeWakePipe: Bool = true) throws(TerminalError)
    -> (input: Bool, resize: Bool, interrupted: Bool, extra: Bool)
  {
    var descriptors = [pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)]
    if includeWakePipe {
      descriptors.append(pollfd(fd: wakePipe.read, events: Int16(POLLIN), revents: 0))
      for descriptor in wakeDescriptors {
        descriptors.append(pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0))
      }
    }
    #if canImport(Darwin)
      let count = Darwin.poll(&descriptors, nfds_t(descriptors.count), Int32(clamping: timeout))
    #elseif canImport(Musl)
      let count = Musl.poll(&descriptors, nfds_t(descriptors.count), Int32(clamping: timeout))
    #else
      let count = Glibc.poll(&descriptors, nfds_t(descriptors.count), Int32(clamping: timeout))
    #endif
    if count < 0 {
      guard errno == EINTR else { throw .systemCall(name: "poll", errno: errno) }
      return (false, false, true, false)
    }
    let inputMask = Int16(POLLIN | POLLHUP | POLLERR)
    let input = descriptors[0].revents & inputMask != 0
    let resize = includeWakePipe && descriptors[1].revents & Int16(POLLIN) != 0
    let extra = includeWakePipe && descriptors.dropFirst(2).contains { $0.revents & inputMask != 0 }
    return (input, resize, false, extra)
  }

  /// Empties the wake pipe; returns whether any resize was signalled.
  func drainWakePipe() throws(TerminalError) -> Bool {
    var signalled = false
    var bytes = [UInt8](repeating: 0, count: 64)
    while let count = try FileDescriptorIO.readAvailable(from: wakePipe.read, into: &bytes), count > 0 {
      signalled = true
    }
    return signalled
  }
}

import CAllocationCounter
import Colonnade
import ColonnadeBenchmarks
import Testing

/// Rule N5: `back()`, `canGoBack` and `peekBack()` cost the same however long the history.
///
/// Bytes allocated are a deterministic stand-in for work: copying a history (or a table with an
/// entry per pane) allocates in proportion to it, so a flat cost allocates the same bytes at
/// every depth. `colonnade-bench --only history` shows the times.
///
/// `send` checks every invariant after each action in unoptimized builds (an `assert`, O(history)
/// by design), so the tests that send run optimized only, as CI does:
/// `swift test -c release --filter ColonnadeAllocationTests`.
@Suite struct HistoryAllocationTests {
  static let shortDepth = 10
  static let longDepth = 20_000

  /// Bytes `body` allocates on this thread, after one warm-up run.
  static func bytes(_ body: () -> Void) -> UInt64 {
    body()
    let before = colonnade_allocated_bytes()
    body()
    return colonnade_allocated_bytes() - before
  }

  static func backBytes(_ coordinator: SplitCoordinator<String>) -> UInt64 {
    bytes {
      var copy = coordinator
      blackHole(try? copy.send(.backRequested))
    }
  }

  /// A push and the back that undoes it, on the app's own coordinator: a copy would share the
  /// stack's storage, and the push would have to copy it.
  static func pushBytes(_ coordinator: inout SplitCoordinator<String>) -> UInt64 {
    bytes {
      blackHole(try? coordinator.send(.itemPushed("next", in: .secondary)))
      blackHole(try? coordinator.send(.backRequested))
    }
  }

  @Test func canGoBackAndPeekBackAreFlat() throws {
    let short = try LongHistory.coordinator(depth: Self.shortDepth, origin: .launched)
    let long = try LongHistory.coordinator(depth: Self.longDepth, origin: .launched)
    #expect(
      Self.bytes { blackHole(long.snapshot.canGoBack) } == Self.bytes { blackHole(short.snapshot.canGoBack) })
    #expect(Self.bytes { blackHole(long.peekBack()) } == Self.bytes { blackHole(short.peekBack()) })
  }

  @Test(.disabled(if: isUnoptimizedBuild, "unoptimized, send checks every invariant: O(history)"))
  func backIsFlat() throws {
    let short = try LongHistory.coordinator(depth: Self.shortDepth, origin: .launched)
    let long = try LongHistory.coordinator(depth: Self.longDepth, origin: .launched)
    let shortBytes = Self.backBytes(short)
    let longBytes = Self.backBytes(long)
    // Equal up to the odd hash-table growth; a copy of the history would be 480 000 bytes.
    #expect(
      longBytes <= shortBytes + 1_024, "back(): \(shortBytes) bytes at depth 10, \(longBytes) at 20 000")
  }

  /// After `restore`, only the panes on screen are announced and `send` works in place, so back
  /// costs the same at any depth. (It was O(history) once: `send` worked on a copy of the state
  /// and `restore` announced every entry, 64 ms at 1 000 000 entries.)
  @Test(.disabled(if: isUnoptimizedBuild, "unoptimized, send checks every invariant: O(history)"))
  func backAfterRestoringALongHistoryIsFlat() throws {
    let short = try LongHistory.coordinator(depth: Self.shortDepth, origin: .restored)
    let long = try LongHistory.coordinator(depth: Self.longDepth, origin: .restored)
    let shortBytes = Self.backBytes(short)
    let longBytes = Self.backBytes(long)
    #expect(
      longBytes <= shortBytes + 1_024, "back(): \(shortBytes) bytes at depth 10, \(longBytes) at 20 000")
  }

  /// Pushing onto a deep stack through the coordinator does not copy the stack: `send` works in
  /// place. (It once worked on a copy, and `EntryStack.push` found its storage shared.)
  @Test(.disabled(if: isUnoptimizedBuild, "unoptimized, send checks every invariant: O(history)"))
  func pushOntoALongHistoryIsFlat() throws {
    var short = try LongHistory.coordinator(depth: Self.shortDepth, origin: .launched)
    var long = try LongHistory.coordinator(depth: Self.longDepth, origin: .launched)
    let shortBytes = Self.pushBytes(&short)
    let longBytes = Self.pushBytes(&long)
    #expect(longBytes <= shortBytes + 1_024, "push: \(shortBytes) bytes at depth 10, \(longBytes) at 20 000")
  }
}

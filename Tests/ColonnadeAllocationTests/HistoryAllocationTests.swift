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
/// `swift test -c release -Xswiftc -enable-testing --filter ColonnadeAllocationTests`.
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

  static func pushBytes(_ coordinator: SplitCoordinator<String>) -> UInt64 {
    bytes {
      var copy = coordinator
      blackHole(try? copy.send(.itemPushed("next", in: .secondary)))
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

  /// Known issue: after `restore` (or after pushing the history one entry at a time) every entry
  /// is a live pane, and `SplitCoordinator.send` works on a copy of the state (`var next = state`)
  /// whose lifecycle records and data table it then mutates: copy-on-write copies both tables,
  /// O(live panes) per action. 18 µs at 10 entries, 2 ms at 100 000, 64 ms at 1 000 000.
  @Test(.disabled(if: isUnoptimizedBuild, "unoptimized, send checks every invariant: O(history)"))
  func backAfterRestoringALongHistoryIsFlat() throws {
    let short = try LongHistory.coordinator(depth: Self.shortDepth, origin: .restored)
    let long = try LongHistory.coordinator(depth: Self.longDepth, origin: .restored)
    let shortBytes = Self.backBytes(short)
    let longBytes = Self.backBytes(long)
    withKnownIssue("send copies the lifecycle records and data of every live pane") {
      #expect(
        longBytes <= shortBytes + 1_024, "back(): \(shortBytes) bytes at depth 10, \(longBytes) at 20 000")
    }
  }

  /// Known issue: pushing onto a deep stack through the coordinator copies the stack: `send`
  /// works on a copy of the state, so `EntryStack.push` finds its storage shared and copies it.
  @Test(.disabled(if: isUnoptimizedBuild, "unoptimized, send checks every invariant: O(history)"))
  func pushOntoALongHistoryIsFlat() throws {
    let short = try LongHistory.coordinator(depth: Self.shortDepth, origin: .launched)
    let long = try LongHistory.coordinator(depth: Self.longDepth, origin: .launched)
    let shortBytes = Self.pushBytes(short)
    let longBytes = Self.pushBytes(long)
    withKnownIssue("send copies the stack it pushes onto") {
      #expect(
        longBytes <= shortBytes + 1_024, "push: \(shortBytes) bytes at depth 10, \(longBytes) at 20 000")
    }
  }
}

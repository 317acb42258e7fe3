import CAllocationCounter
import Testing

/// What a piece of code allocated on the calling thread, counted by the malloc replacement in
/// `CAllocationCounter` (linked into this test executable).
struct AllocationCount: Equatable, CustomStringConvertible {
  /// Every call to malloc and friends.
  var mallocs: UInt64
  /// Those that made Swift heap objects: arrays, strings, dictionaries, boxes, class instances.
  var objects: UInt64

  static let none = AllocationCount(mallocs: 0, objects: 0)

  var description: String { "\(mallocs) mallocs (\(objects) Swift heap objects)" }
}

/// Counts what `body` allocates on the calling thread.
///
/// Counting is per thread, so tests running in parallel on other threads do not disturb it;
/// `body` must not suspend.
func allocations(in body: () -> Void) -> AllocationCount {
  let mallocs = colonnade_allocation_count()
  let objects = colonnade_object_allocation_count()
  body()
  return AllocationCount(
    mallocs: colonnade_allocation_count() - mallocs, objects: colonnade_object_allocation_count() - objects)
}

/// Whether this test executable was built without optimization (`swift test`'s default).
///
/// Unoptimized, the standard library's generic code runs unspecialized: iterating a collection
/// calls its subscript's read coroutine through a protocol witness, and the coroutine's frame
/// comes from malloc. Those mallocs vanish when optimized; they are not Swift heap objects.
var isUnoptimizedBuild: Bool {
  #if DEBUG
    true
  #else
    false
  #endif
}

/// Keeps a value alive and opaque to the optimizer, so the work that made it is not dropped.
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}

/// The counter itself: without these, a zero could mean the counter never ran.
@Suite struct AllocationCounterTests {
  @Test func theCountingMallocIsTheOneInUse() {
    #expect(colonnade_allocation_counter_is_active() == 1)
    #expect(colonnade_object_allocations_are_classified() == 1)
  }

  @Test func aSwiftArrayIsCountedAsOneHeapObject() {
    var size = 3
    blackHole(size)
    let count = allocations {
      size += 1
      blackHole([Int](repeating: 7, count: size))
    }
    #expect(count.objects == 1)
    #expect(count.mallocs >= 1)
  }

  @Test func anotherThreadsAllocationsAreNotCounted() async {
    let before = allocations {}
    await Task.detached {
      for count in 1...100 { blackHole([UInt8](repeating: 1, count: count)) }
    }.value
    #expect(before == .none)
  }
}

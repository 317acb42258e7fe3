import Colonnade
import Synchronization
import Testing

/// Rules N1, N9 at scale: declaring many destinations, and restoring a session that holds many
/// (its invariants checked on the way in), compare and hash routes a number of times that grows
/// tenfold, not a hundredfold, when the input does. Counted, not timed, so it holds on a loaded
/// machine; `colonnade-bench --only scaling` reports the times (and `--hinge` parsing's).
@Suite struct LinearWorkTests {
  /// Counts the comparisons and hashes of the routes that share it.
  final class Work: Sendable {
    private let done = Atomic<Int>(0)

    func count() { done.add(1, ordering: .relaxed) }

    var total: Int { done.load(ordering: .relaxed) }
  }

  /// A route that counts how often it is compared or hashed.
  struct CountedRoute: Hashable, Sendable {
    var name: Int
    let work: Work

    static func == (left: Self, right: Self) -> Bool {
      left.work.count()
      return left.name == right.name
    }

    func hash(into hasher: inout Hasher) {
      work.count()
      hasher.combine(name)
    }
  }

  /// The comparisons and hashes of declaring `count` destinations, one by one.
  static func declare(_ count: Int) throws -> Int {
    let work = Work()
    var navigation = NavigationState(root: CountedRoute(name: -1, work: work))
    for name in 0..<count {
      try navigation.declare(SidebarDestination(CountedRoute(name: name, work: work), style: .tripleColumn))
    }
    return work.total
  }

  /// The comparisons and hashes of restoring a session with `count` destinations into a
  /// coordinator, from the navigation's parts as a decoder passes them.
  static func restore(_ count: Int) throws -> Int {
    let work = Work()
    let route = { CountedRoute(name: $0, work: work) }
    var coordinator = try SplitCoordinator(
      environment: WindowEnvironment(size: Size(width: 1366, height: 1024)), configuration: .standard,
      navigation: NavigationState(root: route(-1)))
    let session = try NavigationState(
      destinations: (0..<count).map { SidebarDestination(route($0), style: .doubleColumn) },
      selection: route(0),
      stacks: ColumnMap(
        primary: EntryStack([Entry(id: EntryID(1), route: route(-2))]), supplementary: EntryStack(),
        secondary: EntryStack(), inspector: EntryStack(), compact: EntryStack()),
      saved: [], nextID: 2, defaultStyle: .doubleColumn, sidebar: route(-2))
    _ = try coordinator.send(.sessionRestored(session, overrides: .none))
    return work.total
  }

  @Test func declaringDestinationsIsLinear() throws {
    let small = try Self.declare(2_000)
    let large = try Self.declare(20_000)
    #expect(large < 20 * small, "2 000 destinations: \(small) comparisons and hashes, 20 000: \(large)")
  }

  @Test func restoringASessionIsLinear() throws {
    let small = try Self.restore(1_000)
    let large = try Self.restore(10_000)
    #expect(large < 20 * small, "1 000 destinations: \(small) comparisons and hashes, 10 000: \(large)")
  }
}

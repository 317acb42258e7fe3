import Colonnade
import ColonnadeTestSupport
import Testing

/// Rules P1–P3 and R1–R5, one table of expected events and effects per rule.
@Suite struct LifecycleTableTests {
  /// A mail app on an iPad in landscape: inbox list and message detail, loads answered at once.
  static func mail(_ width: Double = 1200, _ height: Double = 900) throws -> SplitCoordinator<String> {
    try SplitCoordinator(
      environment: WindowEnvironment(size: Size(width: width, height: height), displayScale: 2),
      configuration: .standard, navigation: NavigationState(root: "inbox"))
  }

  /// Rule P1: the first action announces the panes on screen, and their data loads (R1).
  @Test func firstActionAnnouncesThePanesOnScreen() throws {
    var coordinator = try Self.mail()
    #expect(
      try coordinator.effects(.itemSelected("m1", in: .secondary)) == [
        "created primary/inbox#1", "created secondary/m1#2", "visible primary/inbox#1",
        "visible secondary/m1#2",
        "active primary/inbox#1", "load primary/inbox#1 load1", "load secondary/m1#2 load2",
      ])
  }

  /// Rule R5: a finished load names each pane that receives it — both panes of a shared load —
  /// and a load nobody waits for any more delivers to no one.
  @Test func finishedLoadNamesEveryReceiver() throws {
    var coordinator = try Self.mail()
    _ = try coordinator.send(.itemSelected("inbox", in: .secondary))
    #expect(
      try coordinator.effects(.loadFinished(LoadToken(1), succeeded: true)) == [
        "deliver primary/inbox#1 load1", "deliver secondary/inbox#2 load1",
      ])
    #expect(try coordinator.effects(.loadFinished(LoadToken(1), succeeded: true)) == [])
  }

  /// Rule P2: a rotation within a width class emits nothing.
  @Test func rotationWithinAWidthClassEmitsNothing() throws {
    var coordinator = try Self.mail()
    _ = try coordinator.send(.itemSelected("m1", in: .secondary))
    #expect(try coordinator.effects(.windowResized(Size(width: 900, height: 1200))) == [])
    #expect(try coordinator.effects(.windowResized(Size(width: 1200, height: 900))) == [])
  }

  /// Rules P1, P2, R2: collapsing hides the list and keeps it alive; expanding shows it again
  /// and reuses its data inside the time-to-live.
  @Test func collapseHidesAndExpandReuses() throws {
    var coordinator = try Self.mail()
    _ = try coordinator.send(.itemSelected("m1", in: .secondary))
    _ = try coordinator.send(.loadFinished(LoadToken(1), succeeded: true))
    _ = try coordinator.send(.loadFinished(LoadToken(2), succeeded: true))
    _ = try coordinator.send(.clockAdvanced(to: 10))
    #expect(
      try coordinator.effects(.windowResized(Size(width: 393, height: 852))) == [
        "hidden primary/inbox#1", "active secondary/m1#2",
      ])
    _ = try coordinator.send(.clockAdvanced(to: 20))
    #expect(
      try coordinator.effects(.windowResized(Size(width: 1200, height: 900))) == [
        // Focus returns to the list it was on before the collapse.
        "visible primary/inbox#1", "visible secondary/m1#2", "active primary/inbox#1",
        "reuse primary/inbox#1",
      ])
  }

  /// Rule R3: a hidden pane's data is released after the grace period, and loads again when shown.
  @Test func hiddenDataIsReleasedAfterTheGracePeriod() throws {
    var coordinator = try Self.mail(393, 852)
    _ = try coordinator.send(.itemSelected("m1", in: .secondary))
    _ = try coordinator.send(.itemPushed("attachment", in: .secondary))
    _ = try coordinator.send(.loadFinished(LoadToken(1), succeeded: true))
    _ = try coordinator.send(.clockAdvanced(to: 29))
    #expect(try coordinator.effects(.clockAdvanced(to: 30)) == ["release secondary/m1#2"])
    #expect(
      try coordinator.effects(.backRequested) == [
        "destroyed secondary/attachment#3", "visible secondary/m1#2", "active secondary/m1#2",
        "cancel secondary/attachment#3 load2", "load secondary/m1#2 load3",
      ])
  }

  /// Rules P1, R1: a pushed pane hides the one below; its data loads, the hidden one's is kept.
  @Test func pushHidesThePaneBelow() throws {
    var coordinator = try Self.mail(393, 852)
    _ = try coordinator.send(.itemSelected("m1", in: .secondary))
    #expect(
      try coordinator.effects(.itemPushed("attachment", in: .secondary)) == [
        "hidden secondary/m1#2", "created secondary/attachment#3", "visible secondary/attachment#3",
        "active secondary/attachment#3", "load secondary/attachment#3 load2",
      ])
  }

  /// Rules P1, R4: a popped pane is destroyed and its load cancelled.
  @Test func popDestroysAndCancels() throws {
    var coordinator = try Self.mail()
    _ = try coordinator.send(.itemSelected("m1", in: .secondary))
    _ = try coordinator.send(.itemPushed("attachment", in: .secondary))
    #expect(
      try coordinator.effects(.backRequested) == [
        // m1's own load is still in flight: it shows when that load ends.
        "destroyed secondary/attachment#3", "visible secondary/m1#2", "cancel secondary/attachment#3 load3",
      ])
  }

  /// Rule R5: a late result with an old token is dropped; the newer load wins.
  @Test func lateResultWithAnOldTokenIsDropped() throws {
    var coordinator = try Self.mail()
    _ = try coordinator.send(.itemSelected("m1", in: .secondary))
    #expect(
      try coordinator.effects(.dataInvalidated(.secondary)) == [
        "cancel secondary/m1#2 load2", "load secondary/m1#2 load3",
      ])
    _ = try coordinator.send(.loadFinished(LoadToken(2), succeeded: true))
    #expect(coordinator.state.data.panes[EntryID(2)]?.phase == .loading(LoadToken(3)))
    _ = try coordinator.send(.loadFinished(LoadToken(3), succeeded: true))
    #expect(coordinator.state.data.panes[EntryID(2)]?.phase == .loaded(at: 0))
  }

  /// Rule R5: two panes showing one route share one load.
  @Test func panesShowingOneRouteShareALoad() throws {
    var coordinator = try SplitCoordinator(
      environment: WindowEnvironment(size: Size(width: 1200, height: 900)), configuration: .standard,
      navigation: NavigationState(root: "inbox", style: .tripleColumn))
    _ = try coordinator.send(.itemSelected("news", in: .supplementary))
    #expect(
      try coordinator.effects(.itemSelected("news", in: .secondary)) == [
        // The list's load of "news" is still in flight: the detail waits for the same one.
        "created secondary/news#3", "visible secondary/news#3",
      ])
    #expect(coordinator.state.data.loads["news"]?.waiting == [EntryID(2), EntryID(3)])
    _ = try coordinator.send(.itemSelected("weather", in: .supplementary))
    _ = try coordinator.send(.itemSelected("news", in: .secondary))
    #expect(coordinator.state.data.loads["news"]?.waiting == [EntryID(5)])
  }

  /// Rule P3: a transition of 10 000 resizes (unoptimized, 2 000: ``PropertyRuns``) that ends
  /// where it began emits nothing.
  @Test func transitionEndingWhereItBeganEmitsNothing() throws {
    var coordinator = try Self.mail()
    _ = try coordinator.send(.itemSelected("m1", in: .secondary))
    var emitted = try coordinator.send(.transitionBegan).count
    for step in 0..<PropertyRuns.count(optimized: 10_000, unoptimized: 2_000) {
      let width = 300 + Double(step % 1_700)
      emitted += try coordinator.send(.windowResized(Size(width: width, height: 900))).count
    }
    emitted += try coordinator.send(.windowResized(Size(width: 1200, height: 900))).count
    emitted += try coordinator.send(.transitionEnded).count
    #expect(emitted == 0)
  }

  /// Rule P3: inside a transition only the net difference comes out, at the end, in order.
  @Test func transitionEmitsTheNetDifferenceInOrder() throws {
    var coordinator = try Self.mail()
    _ = try coordinator.send(.itemSelected("m1", in: .secondary))
    _ = try coordinator.send(.transitionBegan)
    _ = try coordinator.send(.windowResized(Size(width: 393, height: 852)))
    _ = try coordinator.send(.itemPushed("attachment", in: .secondary))
    _ = try coordinator.send(.backRequested)
    _ = try coordinator.send(.itemSelected("m2", in: .secondary))
    #expect(
      try coordinator.effects(.transitionEnded) == [
        "destroyed secondary/m1#2", "hidden primary/inbox#1", "created secondary/m2#4",
        "visible secondary/m2#4",
        "active secondary/m2#4", "cancel secondary/m1#2 load2", "load secondary/m2#4 load3",
      ])
  }
}

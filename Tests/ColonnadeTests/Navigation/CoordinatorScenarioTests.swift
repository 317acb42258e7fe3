import Colonnade
import ColonnadeTestSupport
import Testing

/// The seeds' scenarios, with the whole state written out after each step (rules N1–N8, D1–D3).
@Suite struct CoordinatorScenarioTests {
  /// Rules L3, N7: a phone in portrait starts on the list, not on an empty detail.
  @Test func phoneStartsOnTheList() throws {
    var coordinator = try SplitCoordinator(
      environment: WindowEnvironment(size: Size(width: 393, height: 852), displayScale: 3),
      configuration: .standard, navigation: NavigationState(root: "inbox"))
    #expect(
      coordinator.state.summary == [
        "collapsed single secondaryOnly compact button:hidden",
        "shown: primary",
        "primary: [#1 inbox]",
        "supplementary: []",
        "secondary: []",
        "selection: none",
        "focus: primary, back: none, ready: false, pending: []",
      ])
    _ = try coordinator.send(.itemSelected("mail-42", in: .secondary))
    #expect(
      coordinator.state.summary == [
        "collapsed single secondaryOnly compact button:hidden",
        "shown: secondary",
        "primary: [#1 inbox]",
        "supplementary: []",
        "secondary: [#2 mail-42]",
        "selection: none",
        "focus: secondary, back: secondary, ready: false, pending: []",
      ])
    #expect(coordinator.snapshot.layout[.secondary]?.showsBackButton == true)
  }

  /// Rules N2, P2: an iPad rotating between portrait and landscape keeps the selected detail.
  @Test func iPadRotationKeepsTheDetail() throws {
    var coordinator = try animalsAndProfile(820, 1180)
    _ = try coordinator.send(.destinationSelected("Animals", reset: false))
    _ = try coordinator.send(.itemSelected("Cat", in: .secondary))
    let portrait = [
      "expanded sideBySide oneBesideSecondary medium button:showSidebar",
      "shown: supplementary secondary",
      "primary: [#1 sidebar]",
      "supplementary: [#2 Animals]",
      "secondary: [#3 Cat]",
      "selection: Animals",
      "focus: supplementary, back: none, ready: true, pending: []",
    ]
    #expect(coordinator.state.summary == portrait)
    _ = try coordinator.send(.transitionBegan)
    _ = try coordinator.send(.windowResized(Size(width: 1180, height: 820)))
    _ = try coordinator.send(.transitionEnded)
    #expect(
      coordinator.state.summary == [
        "expanded sideBySide twoBesideSecondary expanded button:hideSidebar",
        "shown: primary supplementary secondary",
        "primary: [#1 sidebar]",
        "supplementary: [#2 Animals]",
        "secondary: [#3 Cat]",
        "selection: Animals",
        "focus: supplementary, back: none, ready: true, pending: []",
      ])
    _ = try coordinator.send(.windowResized(Size(width: 820, height: 1180)))
    #expect(coordinator.state.summary == portrait)
  }

  /// Rule N6: Animals (three columns) and Profile (two) keep their stacks like tabs.
  @Test func destinationsKeepTheirStacks() throws {
    var coordinator = try animalsAndProfile(1366, 1024)
    _ = try coordinator.send(.destinationSelected("Animals", reset: false))
    _ = try coordinator.send(.itemSelected("Cat", in: .secondary))
    _ = try coordinator.send(.itemPushed("Kitten", in: .secondary))
    _ = try coordinator.send(.destinationSelected("Profile", reset: false))
    _ = try coordinator.send(.itemPushed("Edit", in: .secondary))
    #expect(
      coordinator.state.summary == [
        "expanded sideBySide oneBesideSecondary large button:hideSidebar",
        "shown: primary secondary",
        "primary: [#1 sidebar]",
        "supplementary: []",
        "secondary: [#5 Profile, #6 Edit]",
        "selection: Profile",
        "saved Animals: [#2 Animals] [#3 Cat, #4 Kitten]",
        "focus: primary, back: secondary, ready: true, pending: []",
      ])
    _ = try coordinator.send(.destinationSelected("Animals", reset: false))
    #expect(
      coordinator.state.summary == [
        "expanded sideBySide twoBesideSecondary large button:hideSidebar",
        "shown: primary supplementary secondary",
        "primary: [#1 sidebar]",
        "supplementary: [#2 Animals]",
        "secondary: [#3 Cat, #4 Kitten]",
        "selection: Animals",
        "saved Profile: [] [#5 Profile, #6 Edit]",
        // Focus returns to the list, where it was before Profile's two columns hid it.
        "focus: supplementary, back: secondary, ready: true, pending: []",
      ])
    _ = try coordinator.send(.destinationSelected("Profile", reset: true))
    #expect(coordinator.state.navigation.stacks.secondary.map(\.route) == ["Profile"])
    #expect(coordinator.state.navigation.stacks.secondary.first?.id == EntryID(7))
  }

  /// Rule N8: a deep link before the UI is ready is queued and applied in order once it is;
  /// unknown and malformed links are errors that change nothing.
  @Test func deepLinkBeforeReady() throws {
    var coordinator = try animalsAndProfile(393, 852, ready: false)
    _ = try coordinator.send(.deepLinkOpened("colonnade://Animals/Cat/Kitten"))
    let queued = [
      "collapsed single secondaryOnly compact button:hidden",
      "shown: primary",
      "primary: [#1 sidebar]",
      "supplementary: []",
      "secondary: []",
      "selection: none",
      "focus: primary, back: none, ready: false, pending: [\"colonnade://Animals/Cat/Kitten\"]",
    ]
    #expect(coordinator.state.summary == queued)
    #expect(throws: CoordinatorError<String>.navigation(.unknownDestination("Plants"))) {
      try coordinator.send(.deepLinkOpened("colonnade://Plants/Rose"))
    }
    #expect(
      throws: CoordinatorError<String>.deepLink(
        DeepLinkError(link: "http://x", reason: "not a colonnade:// link"))
    ) {
      try coordinator.send(.deepLinkOpened("http://x"))
    }
    #expect(coordinator.state.summary == queued)
    _ = try coordinator.send(.becameReady)
    #expect(
      coordinator.state.summary == [
        "collapsed single secondaryOnly compact button:hidden",
        "shown: secondary",
        "primary: [#1 sidebar]",
        "supplementary: [#2 Animals]",
        "secondary: [#3 Cat, #4 Kitten]",
        "selection: Animals",
        "focus: secondary, back: secondary, ready: true, pending: []",
      ])
  }

  /// Rule N5: back from a detail on a phone clears the list's selection, then returns to the
  /// sidebar, then stops.
  @Test func backOnAPhone() throws {
    var coordinator = try animalsAndProfile(393, 852)
    _ = try coordinator.send(.destinationSelected("Animals", reset: false))
    _ = try coordinator.send(.itemSelected("Cat", in: .secondary))
    _ = try coordinator.send(.backRequested)
    #expect(
      coordinator.state.summary == [
        "collapsed single secondaryOnly compact button:hidden",
        "shown: supplementary",
        "primary: [#1 sidebar]",
        "supplementary: [#2 Animals]",
        "secondary: []",
        "selection: Animals",
        "focus: supplementary, back: supplementary, ready: true, pending: []",
      ])
    _ = try coordinator.send(.backRequested)
    #expect(
      coordinator.state.summary == [
        "collapsed single secondaryOnly compact button:hidden",
        "shown: primary",
        "primary: [#1 sidebar]",
        "supplementary: []",
        "secondary: []",
        "selection: none",
        "focus: primary, back: none, ready: true, pending: []",
      ])
    let before = coordinator.state
    _ = try coordinator.send(.backRequested)
    #expect(coordinator.state == before)
  }

  /// Rule N3: showing the detail that is already shown adds nothing.
  @Test func showingTheSameDetailTwiceAddsNothing() throws {
    var coordinator = try animalsAndProfile(1366, 1024)
    _ = try coordinator.send(.destinationSelected("Animals", reset: false))
    _ = try coordinator.send(.itemSelected("Cat", in: .secondary))
    let once = coordinator.state
    _ = try coordinator.send(.itemSelected("Cat", in: .secondary))
    #expect(coordinator.state == once)
  }

  /// Rule D2: the user's sidebar choice holds in its width class and lapses when it changes.
  @Test func sidebarChoiceLapsesWithTheWidthClass() throws {
    var coordinator = try animalsAndProfile(1366, 1024)
    _ = try coordinator.send(.destinationSelected("Animals", reset: false))
    _ = try coordinator.send(.sidebarButtonTapped)
    #expect(coordinator.snapshot.layout.sidebarButton == .showSidebar)
    _ = try coordinator.send(.windowResized(Size(width: 1300, height: 1024)))
    #expect(coordinator.snapshot.layout.sidebarButton == .showSidebar)
    _ = try coordinator.send(.windowResized(Size(width: 1000, height: 1024)))
    _ = try coordinator.send(.windowResized(Size(width: 1366, height: 1024)))
    #expect(coordinator.snapshot.layout.sidebarButton == .hideSidebar)
  }

  /// Bad input is a typed error and leaves the state unchanged.
  @Test func badInputChangesNothing() throws {
    var coordinator = try animalsAndProfile(1366, 1024)
    let before = coordinator.state
    let errors: [(CoordinatorAction<String>, CoordinatorError<String>)] = [
      (
        .windowResized(Size(width: .nan, height: 1)),
        .environment(.invalidDimension(field: "width", value: .nan))
      ),
      (.destinationSelected("Plants", reset: false), .navigation(.unknownDestination("Plants"))),
      (.itemSelected("x", in: .inspector), .navigation(.columnHasNoStack(.inspector))),
      (.dividerDragged(.secondary, width: 300), .invalidWidth(.secondary, 300)),
      (.dividerDragged(.primary, width: -1), .invalidWidth(.primary, -1)),
      (.focusMoved(.inspector), .columnNotShown(.inspector)),
    ]
    for (action, expected) in errors {
      do {
        _ = try coordinator.send(action)
        Issue.record("\(action) was accepted")
      } catch {
        if case .environment = expected {
          #expect("\(error)" == "\(expected)")
        } else {
          #expect(error == expected)
        }
      }
      #expect(coordinator.state == before, "\(action) changed the state")
    }
  }

  /// Rules N9, P1, P3: restoring inside an open transition replaces the panes the transition
  /// touched too, so no pane outlives its entry (found by the web playground's random scripts).
  @Test func restoreInsideATransitionLeavesNoOrphanPane() throws {
    var coordinator = try SplitCoordinator(
      environment: WindowEnvironment(size: Size(width: 1024, height: 768)), configuration: .standard,
      navigation: NavigationState(root: "root"))
    let saved = coordinator.state.navigation
    _ = try coordinator.send(.transitionBegan)
    _ = try coordinator.send(.itemPushed("Animals", in: .primary))
    let effects = try coordinator.restore(navigation: saved, overrides: .none)
    #expect(coordinator.state.invariantViolations.isEmpty, "\(coordinator.state.invariantViolations)")
    #expect(coordinator.state.lifecycle.records.count == 1)
    let events = effects.compactMap { effect -> String? in
      if case .lifecycle(let event) = effect { return "\(event.pane.entry.route) \(event.state)" }
      return nil
    }
    #expect(events == ["root created", "root visible", "root active"])
  }

  /// Rules N9, P3: a restore as the first action announces only the restored panes, leading
  /// column first (the state's first panes were never announced), and loads them in that order;
  /// every invariant holds (a debug build once asserted here).
  @Test func restoreAsTheFirstActionAnnouncesOnlyWhatItShows() throws {
    func coordinator() throws -> SplitCoordinator<String> {
      try SplitCoordinator(
        environment: WindowEnvironment(size: Size(width: 1366, height: 1024)), configuration: .standard,
        navigation: NavigationState(root: "root", sidebar: "sidebar"))
    }
    var source = try coordinator()
    _ = try source.send(.destinationDeclared(SidebarDestination("Animals", style: .tripleColumn)))
    _ = try source.send(.destinationSelected("Animals", reset: false))
    _ = try source.send(.itemSelected("Cat", in: .secondary))
    var restored = try coordinator()
    let effects = try restored.restore(navigation: source.state.navigation, overrides: .none)
    #expect(restored.state.invariantViolations.isEmpty, "\(restored.state.invariantViolations)")
    let events = effects.compactMap { effect -> String? in
      if case .lifecycle(let event) = effect { return "\(event.pane.entry.route) \(event.state)" }
      return nil
    }
    #expect(
      Array(events.prefix(6)) == [
        "sidebar created", "Animals created", "Cat created", "sidebar visible", "Animals visible",
        "Cat visible",
      ])
    #expect(events.count == 7 && events.last?.hasSuffix(" active") == true, "\(events)")
    let loads = effects.compactMap { effect -> String? in
      if case .data(.load(_, let pane)) = effect { return pane.entry.route }
      return nil
    }
    #expect(loads == ["sidebar", "Animals", "Cat"])
  }

  /// Rule N4: with sidebar destinations the primary is the sidebar, which holds one entry; a list
  /// without destinations still drills down in the primary.
  @Test func theSidebarTakesNoPush() throws {
    var coordinator = try SplitCoordinator(
      environment: WindowEnvironment(size: Size(width: 1366, height: 1024)), configuration: .standard,
      navigation: NavigationState(root: "root"))
    _ = try coordinator.send(.itemPushed("folder", in: .primary))
    #expect(coordinator.state.navigation.stacks.primary.map(\.route) == ["root", "folder"])
    _ = try coordinator.send(.destinationDeclared(SidebarDestination("Animals", style: .tripleColumn)))
    let before = coordinator.state
    #expect(throws: CoordinatorError<String>.navigation(.sidebarHoldsOneEntry)) {
      _ = try coordinator.send(.itemPushed("more", in: .primary))
    }
    #expect(coordinator.state == before)
  }

  /// Rule N9: a state whose primary stack is empty, or holds more than the sidebar in an app with
  /// destinations, or whose selection is not declared, is refused naming what is wrong.
  @Test(arguments: [
    ([Entry<String>](), [SidebarDestination<String>](), nil as String?, "stacks.primary is empty"),
    (
      [Entry(id: EntryID(1), route: "sidebar"), Entry(id: EntryID(2), route: "more")],
      [SidebarDestination("A", style: .doubleColumn)], nil, "stacks.primary holds 2 entries"
    ),
    (
      [Entry(id: EntryID(1), route: "sidebar")], [SidebarDestination("A", style: .doubleColumn)], "B",
      "selection is not a declared destination"
    ),
  ])
  func malformedStatesAreRefused(
    primary: [Entry<String>], destinations: [SidebarDestination<String>], selection: String?, problem: String
  ) {
    var stacks = ColumnMap(repeating: EntryStack<String>())
    stacks.primary = EntryStack(primary)
    do {
      _ = try NavigationState(
        destinations: destinations, selection: selection, stacks: stacks, saved: [], nextID: 10,
        defaultStyle: .doubleColumn)
      Issue.record("accepted: \(problem)")
    } catch {
      guard case .inconsistent(let found) = error else {
        Issue.record("\(error)")
        return
      }
      #expect(found.hasPrefix(problem), "\(found)")
    }
  }
}

import Colonnade
import ColonnadeTestSupport
import Testing

/// The anchors' vocabulary Colonnade lacked, each test naming its source (rules N12, D5, D6, L13,
/// N13).
@Suite struct VocabularyTests {
  /// Rule N12 (new, second round). Google, `BackNavigationBehavior`: "PopLatest: Pop the latest
  /// destination from the backstack"; "PopUntilScaffoldValueChange: … back navigation forces a
  /// change in which pane(s) is/are shown"; "PopUntilCurrentDestinationChange: … forces a change in
  /// which pane is currently considered 'active'"; "PopUntilContentChange: … a change in the
  /// contentKey of the current [destination]".
  @Test(arguments: BackBehavior.allCases)
  func backBehaviours(_ behavior: BackBehavior) throws {
    var phone = try animals(393, 852, detail: "Cat") { $0.backBehavior = behavior }
    _ = try phone.send(.itemPushed("Cat photos", in: .secondary))
    _ = try phone.send(.itemPushed("Cat", in: .secondary))
    let preview = phone.peekBack()
    _ = try phone.send(.backRequested)
    #expect(phone.snapshot == preview)
    let collapsed = phone.state.navigation.collapsedStack.map(\.entry.route)
    var tablet = try animals(1366, 1024, detail: "Cat") { $0.backBehavior = behavior }
    _ = try tablet.send(.itemPushed("Cat photos", in: .secondary))
    _ = try tablet.send(.itemPushed("Kitten", in: .secondary))
    let canGoBack = tablet.snapshot.canGoBack
    _ = try tablet.send(.backRequested)
    let expanded = tablet.state.navigation.stacks.secondary.map(\.route)
    switch behavior {
    case .popLatest:
      #expect(collapsed == ["sidebar", "Animals", "Cat", "Cat photos"])
      #expect(expanded == ["Cat", "Cat photos"])
    case .popUntilScaffoldValueChange:
      // Collapsed, back goes to another column; expanded, no pop changes the panes shown.
      #expect(collapsed == ["sidebar", "Animals"])
      #expect(!canGoBack && expanded == ["Cat", "Cat photos", "Kitten"])
    case .popUntilContentChange:
      #expect(collapsed == ["sidebar", "Animals", "Cat", "Cat photos"])
      #expect(expanded == ["Cat", "Cat photos"])
    case .popUntilCurrentDestinationChange:
      #expect(collapsed == ["sidebar", "Animals"])
      #expect(expanded == ["Cat"])
    }
  }

  /// Rule N12: `popUntilContentChange` takes the entries below with the same route too. A push of
  /// the route on top changes nothing (N4), so the same route repeats only in a restored session.
  @Test func contentChangeSkipsTheSameRoute() throws {
    var coordinator = try animals(393, 852) { $0.backBehavior = .popUntilContentChange }
    let stacks = ColumnMap(
      primary: EntryStack([Entry(id: EntryID(1), route: "sidebar")]),
      supplementary: EntryStack([Entry(id: EntryID(2), route: "Animals")]),
      secondary: EntryStack([
        Entry(id: EntryID(3), route: "Cat"), Entry(id: EntryID(4), route: "Dog"),
        Entry(id: EntryID(5), route: "Dog"),
      ]), inspector: EntryStack<String>(), compact: EntryStack<String>())
    let navigation = try NavigationState(
      destinations: coordinator.state.navigation.destinations, selection: "Animals", stacks: stacks,
      saved: [],
      nextID: 6, defaultStyle: .tripleColumn, sidebar: "sidebar")
    _ = try coordinator.restore(navigation: navigation, overrides: .none)
    _ = try coordinator.send(.backRequested)
    #expect(coordinator.state.navigation.stacks.secondary.map(\.route) == ["Cat"])
  }

  /// Rule D5 (new, second round). Apple, `showsSecondaryOnlyButton`: "If you set the value to
  /// true, the secondary view controller shows a button that lets a user toggle the display mode
  /// to and from UISplitViewController.DisplayMode.secondaryOnly"; "This value only takes effect
  /// when the split view controller's style property is tripleColumn".
  @Test func secondaryOnlyButtonTogglesToAndFromSecondaryOnly() throws {
    var coordinator = try animals(1366, 1024) { $0.showsSecondaryOnlyButton = true }
    #expect(coordinator.snapshot.layout.secondaryOnlyButton == .toSecondaryOnly)
    _ = try coordinator.send(.secondaryOnlyButtonTapped)
    #expect(coordinator.snapshot.layout.displayMode == .secondaryOnly)
    #expect(coordinator.snapshot.layout.secondaryOnlyButton == .fromSecondaryOnly)
    _ = try coordinator.send(.secondaryOnlyButtonTapped)
    #expect(coordinator.snapshot.layout.displayMode == .twoBesideSecondary)
    _ = try coordinator.send(.destinationSelected("Profile"))
    #expect(coordinator.snapshot.layout.secondaryOnlyButton == .hidden)  // double style
    _ = try coordinator.send(.windowResized(Size(width: 393, height: 852)))
    #expect(coordinator.snapshot.layout.secondaryOnlyButton == .hidden)  // collapsed
  }

  /// Rule D6 (new, second round). Apple, `DisplayModeButtonVisibility.automatic`: "setting
  /// presentsWithGesture to false hides the display mode button"; `.always`: "the display mode
  /// button can appear even if presentsWithGesture is false"; `.never`: "prevents the display mode
  /// button from appearing"; `presentsWithGesture`: "whether a hidden view controller can be
  /// presented and dismissed using a swipe gesture".
  @Test(arguments: DisplayModeButtonVisibility.allCases, [true, false])
  func sidebarButtonVisibilityAndTheSwipe(_ visibility: DisplayModeButtonVisibility, _ gesture: Bool) throws {
    let coordinator = try animals(1366, 1024) {
      $0.displayModeButtonVisibility = visibility
      $0.presentsWithGesture = gesture
    }
    let layout = coordinator.snapshot.layout
    let shown = visibility == .always || (visibility == .automatic && gesture)
    #expect(layout.sidebarButton == (shown ? .hideSidebar : .hidden))
    #expect(layout.presentsWithGesture == gesture)
  }
}

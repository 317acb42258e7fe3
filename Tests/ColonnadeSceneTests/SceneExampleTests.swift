import Colonnade
import ColonnadeScene
import ColonnadeTestSupport
import Testing

/// The scene an adapter shows, in the cases a reader needs to see (rules L3, L8, L9, L10, D3, D4,
/// N2, N5).
@Suite struct SceneExampleTests {
  func animals(_ width: Double, _ height: Double) throws -> SplitCoordinator<String> {
    var coordinator = try animalsAndProfile(width, height, ready: false)
    _ = try coordinator.send(.destinationSelected("Animals"))
    _ = try coordinator.send(.itemSelected("Cat", in: .secondary))
    return coordinator
  }

  func routes(_ stack: HostStack<String>) -> [String] { stack.map { $0.entry.route } }

  /// Rules L3, N2: collapsed, the primary's host shows the single stack at the window's frame, as
  /// `UISplitViewController` collapses its secondary onto its primary.
  @Test func aPhoneShowsTheSingleStackInThePrimarysHost() throws {
    let scene = SplitScene(try animals(393, 852).state)
    #expect(scene.isCollapsed)
    #expect(scene.zOrder.map { $0 } == [.primary])
    let host = scene.hosts.primary
    #expect(routes(host.stack) == ["sidebar", "Animals", "Cat"])
    #expect(host.presents == .secondary)
    #expect(host.frame == Rect(x: 0, y: 0, width: 393, height: 852))
    #expect(host.showsBackButton)
    #expect(host.stack.backTarget?.entry.route == "Animals")
    #expect(scene.hosts.secondary.isHidden && scene.hosts.secondary.stack.isEmpty)
    #expect(scene.sidebarButton == SceneSidebarButton(state: .hidden, host: nil))
  }

  /// Rules L8, D4: in portrait an iPad floats the leading columns over the dimmed detail; floating
  /// hosts stack above it and cast a shadow.
  @Test func floatingColumnsStackAboveTheDimmedDetail() throws {
    var coordinator = try animals(820, 1180)
    _ = try coordinator.send(.splitBehaviorPreferenceChanged(.overlay))
    _ = try coordinator.send(.sidebarButtonTapped)
    let scene = SplitScene(coordinator.state)
    let floating = scene.zOrder.filter { scene.hosts[$0].presentation == .overlay }
    #expect(!floating.isEmpty)
    #expect(scene.zOrder.first == .secondary)
    #expect(scene.hosts.secondary.isDimmed)
    for column in floating { #expect(scene.hosts[column].chrome == .floating) }
    #expect(scene.readingOrder.first == floating.first)
  }

  /// Rule L10: collapsed, a presented inspector is a sheet over the stack, first in reading order.
  @Test func theCollapsedInspectorIsASheetOnTop() throws {
    var coordinator = try animals(393, 852)
    _ = try coordinator.send(.inspectorPresentationChanged(true))
    let scene = SplitScene(coordinator.state)
    #expect(scene.zOrder.map { $0 } == [.primary, .inspector])
    #expect(scene.presentsSheet)
    #expect(scene.hosts.inspector.chrome == .sheet)
    #expect(scene.readingOrder.first == .inspector)
  }

  /// Rule D3: the button sits in the sidebar while it shows, else in the first other shown column,
  /// and is titled as iPadOS titles the command.
  @Test func theSidebarButtonSaysWhatAPressDoes() throws {
    var coordinator = try animals(1366, 1024)
    var button = SplitScene(coordinator.state).sidebarButton
    #expect(button == SceneSidebarButton(state: .hideSidebar, host: .primary))
    #expect(button.title == "Hide Sidebar")
    _ = try coordinator.send(.sidebarButtonTapped)
    button = SplitScene(coordinator.state).sidebarButton
    #expect(button.state == .showSidebar)
    #expect(button.host == .supplementary)
    #expect(button.title == "Show Sidebar")
  }

  /// Rule L4: a drag on a divider resizes the leading column beside it, in either direction.
  @Test func aDividerDragResizesTheLeadingColumn() throws {
    var coordinator = try animals(1366, 1024)
    let scene = SplitScene(coordinator.state)
    let divider = try #require(scene.dividers.first)
    #expect(divider.resizes == .primary)
    #expect(divider.width(draggedTo: 300) == 300)
    _ = try coordinator.send(.layoutDirectionChanged(.rightToLeft))
    let mirrored = try #require(SplitScene(coordinator.state).dividers.first)
    #expect(mirrored.resizes == .primary)
    #expect(mirrored.width(draggedTo: 1366 - 300 - mirrored.frame.width) == 300)
  }

  /// Rules N3, N5: selecting, pushing and going back animate the detail's container as UIKit's
  /// `show`, push and pop do; a rotation animates nothing of its own.
  @Test func stackChangesSayHowToAnimate() throws {
    var coordinator = try animals(1366, 1024)
    var tracker = SceneTracker<String>()
    _ = tracker.update(to: coordinator.state)
    func change(_ action: CoordinatorAction<String>) throws -> [Column: StackAnimation] {
      let effects = try coordinator.send(action)
      let plan = tracker.update(to: coordinator.state, effects: effects)
      return Dictionary(uniqueKeysWithValues: plan.stackChanges.map { ($0.host, $0.animation) })
    }
    #expect(try change(.itemPushed("Kitten", in: .secondary)) == [.secondary: .push])
    #expect(try change(.backRequested) == [.secondary: .pop])
    #expect(try change(.itemSelected("Dog", in: .secondary)) == [.secondary: .replace])
    let effects = try coordinator.send(.windowResized(Size(width: 393, height: 852)))
    let collapse = tracker.update(to: coordinator.state, effects: effects)
    #expect(collapse.animation == .none)
    #expect(collapse.stackChanges.allSatisfy { $0.animation == .none })
    #expect(collapse.moved.map(\.to).allSatisfy { $0 == .primary })
    #expect(collapse.created.isEmpty && collapse.destroyed.isEmpty)
  }

  /// Rules N5, N12: the user's own pops map to one `columnPopped` each — one entry, whatever the
  /// back behaviour; a cancelled swipe maps to none.
  @Test func userPopsBecomeBacks() throws {
    var coordinator = try animals(393, 852)
    _ = try coordinator.send(.itemPushed("Kitten", in: .secondary))
    var tracker = SceneTracker<String>()
    _ = tracker.update(to: coordinator.state)
    #expect(tracker.userPopped(in: .primary, remaining: 4).isEmpty)
    let actions = tracker.userPopped(in: .primary, remaining: 2)
    #expect(actions == [.columnPopped(.primary), .columnPopped(.primary)])
    var effects: [CoordinatorEffect<String>] = []
    for action in actions { effects += try coordinator.send(action) }
    let plan = tracker.update(to: coordinator.state, effects: effects)
    #expect(plan.stackChanges.isEmpty)
    #expect(plan.destroyed.map { $0.entry.route } == ["Cat", "Kitten"])
    #expect(routes(SplitScene(coordinator.state).hosts.primary.stack) == ["sidebar", "Animals"])
  }

  /// Rules D5, D6: the secondary-only button rides on the secondary's bar and names what a press
  /// does, as UIKit's `showsSecondaryOnlyButton` does; the scene says whether a swipe works.
  @Test func theSecondaryOnlyButtonIsOnTheSecondarysBar() throws {
    var coordinator = try animals(1366, 1024)
    var configuration = coordinator.state.configuration
    configuration.showsSecondaryOnlyButton = true
    _ = try coordinator.send(.configurationChanged(configuration))
    var button = SplitScene(coordinator.state).secondaryOnlyButton
    #expect(button.host == .secondary && button.title == "Show Only the Detail")
    #expect(button.systemImageName == "arrow.up.left.and.arrow.down.right")
    _ = try coordinator.send(.secondaryOnlyButtonTapped)
    button = SplitScene(coordinator.state).secondaryOnlyButton
    #expect(button.state == .fromSecondaryOnly && button.title == "Show the Columns")
    let scene = SplitScene(coordinator.state)
    #expect(scene.presentsWithGesture == coordinator.snapshot.layout.presentsWithGesture)
    _ = try coordinator.send(.windowResized(Size(width: 393, height: 852)))
    #expect(SplitScene(coordinator.state).secondaryOnlyButton.host == nil)
  }
}

import Colonnade
import ColonnadeTestSupport
import Testing

/// The `material` preset's back against Compose's `ThreePaneScaffoldNavigator.kt`, whose
/// `navigateBack()` and `canNavigateBack()` default to `BackNavigationBehavior.PopUntilScaffoldValueChange`
/// (`BackNavigationBehavior.kt`), tested by `ListDetailPaneScaffoldNavigatorTest` (rule N12).
@Suite struct ComposeBackTests {
  @Test func materialBacksUntilTheScaffoldValueChanges() {
    #expect(SplitConfiguration.material.backBehavior == .popUntilScaffoldValueChange)
    #expect(SplitConfiguration.standard.backBehavior == .popLatest)
    #expect(SplitConfiguration.duo.backBehavior == .popLatest)
  }

  /// `dualPaneLayout_enforceScaffoldValueChange_cannotNavigateBack`: at two partitions, list then
  /// detail 0, the list and the detail both show, so no back changes the scaffold value.
  @Test func dualPaneCannotNavigateBack() throws {
    var app = try ComposeDirectiveTests.listDetailApp(1000, 800)
    _ = try app.send(.itemSelected("Detail 0", in: .secondary))
    #expect(ComposeDirectiveTests.panes(app) == ["list", "detail"])
    #expect(!app.snapshot.canGoBack)
  }

  /// `singlePaneLayout_previousScaffoldValue_popUntilScaffoldValueChange`: at one partition with
  /// history list, detail 0, detail 1, the previous value (`peekPreviousScaffoldValue`, Colonnade's
  /// `peekBack`) shows the list with the detail hidden, and back goes there in one step.
  @Test func singlePanePeeksAndPopsToTheList() throws {
    var app = try ComposeDirectiveTests.listDetailApp(700, 800)
    _ = try app.send(.itemSelected("Detail 0", in: .secondary))
    _ = try app.send(.itemPushed("Detail 1", in: .secondary))
    #expect(ComposeDirectiveTests.panes(app) == ["detail"] && app.snapshot.canGoBack)
    let preview = app.peekBack()
    #expect(preview.layout.columns.map(\.column) == [.primary])
    _ = try app.send(.backRequested)
    #expect(app.snapshot == preview)
    #expect(app.state.navigation.stacks.secondary.isEmpty)
  }

  /// `singlePaneToDualPaneLayout_enforceScaffoldValueChange_cannotNavigateBack`: the detail selected
  /// at one partition can go back; once the window gives two partitions it cannot.
  @Test func singlePaneToDualPaneCannotNavigateBack() throws {
    var app = try ComposeDirectiveTests.listDetailApp(700, 800)
    _ = try app.send(.itemSelected("Detail 0", in: .secondary))
    #expect(app.snapshot.canGoBack)
    _ = try app.send(.windowResized(Size(width: 1000, height: 800)))
    #expect(!app.snapshot.canGoBack)
    #expect(app.state.navigation.stacks.secondary.last?.route == "Detail 0")
  }
}

import ColonnadeBrowser
import ColonnadeTerminal
import Testing

/// Rule T10: copies and moves go into the other visible column's folder when the detail column
/// previews one beside the list, else into the folder the list shows.
@Suite struct OperationTargetTests {
  @Test func targetIsTheFolderBesideTheList() throws {
    let project = Fixtures.project
    #expect(try Fixtures.browser(160, 40).operationTarget == project.appending("assets"))
    #expect(try Fixtures.browser(160, 40, keys: "j").operationTarget == project.appending("docs"))
    #expect(
      try Fixtures.browser(160, 40, keys: "j j j j j j").operationTarget == project, "a file: its folder")
    #expect(try Fixtures.browser(40, 20).operationTarget == project, "one column: the list's folder")
  }

  /// A highlighted folder whose preview is still loading (a background load) is the target too:
  /// `pp` pressed at once goes where the screen is about to show, not into the list's folder.
  @Test func targetIsTheHighlightedFolderWhileItsPreviewLoads() throws {
    var browser = try Browser(
      start: Fixtures.project, home: Fixtures.home, tree: Fixtures.tree,
      size: CellSize(width: 160, height: 40),
      loadsInBackground: true)
    for request in browser.takeLoadRequests() {
      browser.handle(.loaded(LoadResult.run(request, tree: Fixtures.tree, limits: .standard)), at: 0)
    }
    browser.handle(.key(.character("j")), at: 0)
    #expect(browser.takeLoadRequests().isEmpty == false, "the preview of docs is loading")
    #expect(browser.operationTarget == Fixtures.project.appending("docs"))
  }
}

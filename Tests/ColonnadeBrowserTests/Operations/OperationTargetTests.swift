import ColonnadeBrowser
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
}

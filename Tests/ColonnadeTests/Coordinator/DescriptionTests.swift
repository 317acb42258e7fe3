import Colonnade
import ColonnadeTestSupport
import Testing

/// `print` of the values an app meets shows what a reader checks (the layout's words, as
/// `colonnade resolve` prints them), not the storage's fields.
@Suite struct DescriptionTests {
  @Test func aSnapshotPrintsItsLayoutAndWhatEachColumnShows() throws {
    var coordinator = try animalsAndProfile(1366, 1024)
    _ = try coordinator.send(.destinationSelected("Animals"))
    _ = try coordinator.send(.itemSelected("Cat", in: .secondary))
    #expect(
      coordinator.snapshot.description == """
        large, sideBySide, twoBesideSecondary, sidebar button hideSidebar
          primary x 0, y 0, 360 × 1024, tiled
          supplementary x 361, y 0, 400 × 1024, tiled
          secondary x 762, y 0, 604 × 1024, tiled
          dividers at x 360, 761; reading order [primary, supplementary, secondary]
          shows primary sidebar #1 [1], supplementary Animals #2 [1], secondary Cat #3 [1]
          focus supplementary; back pops nothing
        """)
  }

  @Test func aCollapsedLayoutSaysSoAndNamesTheBackButton() throws {
    var coordinator = try animalsAndProfile(393, 852)
    _ = try coordinator.send(.destinationSelected("Animals"))
    _ = try coordinator.send(.itemSelected("Cat", in: .secondary))
    #expect(
      coordinator.snapshot.layout.description == """
        compact, single, collapsed, sidebar button hidden
          secondary x 0, y 0, 393 × 852, tiled, back button
          reading order [secondary]
        """)
    #expect(coordinator.snapshot.layout.accessibilityOrder.description == "[secondary]")
  }
}

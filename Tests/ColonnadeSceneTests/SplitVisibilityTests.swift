import Colonnade
import ColonnadeScene
import ColonnadeTestSupport
import Testing

/// Rules D1, D2 in SwiftUI's words: `NavigationSplitViewVisibility` ("all", "doubleColumn",
/// "detailOnly") set as a preferred display mode reads back as itself where the columns fit.
@Suite struct SplitVisibilityTests {
  @Test(arguments: [SplitVisibility.all, .doubleColumn, .detailOnly], SplitStyle.allCases)
  func aVisibilityTheAppSetsReadsBack(_ visibility: SplitVisibility, _ style: SplitStyle) throws {
    var coordinator = try animalsAndProfile(1366, 1024)
    _ = try coordinator.send(.destinationSelected(style == .tripleColumn ? "Animals" : "Profile"))
    _ = try coordinator.send(.displayModePreferenceChanged(visibility.preferredDisplayMode(style: style)))
    let shown = SplitVisibility(layout: coordinator.snapshot.layout, style: style)
    // Two columns have no column between the sidebar and the detail: doubleColumn is all.
    #expect(shown == (style == .doubleColumn && visibility == .doubleColumn ? .all : visibility))
  }

  @Test func collapsedIsDetailOnly() throws {
    let coordinator = try animalsAndProfile(393, 852)
    #expect(SplitVisibility(layout: coordinator.snapshot.layout, style: .tripleColumn) == .detailOnly)
    #expect(SplitVisibility.automatic.preferredDisplayMode(style: .tripleColumn) == .automatic)
  }
}

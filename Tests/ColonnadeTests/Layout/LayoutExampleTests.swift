import Colonnade
import Testing

/// Whole layouts for the windows a reader should see, every field written out.
@Suite struct LayoutExampleTests {
  /// Rules L2, L4, L5: an iPad Pro 12.9" in landscape tiles three columns over exactly 1366 points.
  @Test func iPadLandscapeTilesThreeColumns() {
    let layout = resolveSoundly(environment(1366, 1024), configuration(), case: "iPad landscape")
    #expect(
      layout.summary == [
        "expanded sideBySide twoBesideSecondary large button:hideSidebar",
        "primary 0,0 360×1024 tiled",
        "supplementary 361,0 400×1024 tiled",
        "secondary 762,0 604×1024 tiled",
        "divider 360,0 1×1024",
        "divider 761,0 1×1024",
        "order primary supplementary secondary",
      ])
  }

  /// Rules L3, N7: an iPhone in portrait collapses and starts on the list, not an empty detail.
  @Test func phonePortraitCollapsesOnTheList() {
    let layout = resolveSoundly(environment(393, 852, scale: 3), configuration(), case: "phone")
    #expect(
      layout.summary == [
        "collapsed single secondaryOnly compact button:hidden",
        "supplementary 0,0 393×852 tiled back",
        "order supplementary",
      ])
  }

  /// Rule L2: the explicit compact size class forces one column even in a wide window.
  @Test func compactSizeClassForcesOneColumn() {
    let layout = resolveSoundly(
      environment(852, 393, scale: 3, sizeClass: .compact), configuration(style: .doubleColumn),
      case: "phone landscape")
    #expect(
      layout.summary == [
        "collapsed single secondaryOnly expanded button:hidden", "primary 0,0 852×393 tiled", "order primary",
      ])
  }

  /// Rules L4, L8: in a medium window the sidebar does not tile; asked for, both leading columns
  /// float side by side over the dimmed secondary, which spans the window (Apple:
  /// twoOverSecondary "shows both sidebars layered on top of the secondary view controller").
  @Test func iPadPortraitFloatsTheSidebarWhenAskedFor() {
    let tiled = resolveSoundly(environment(820, 1180), configuration(), case: "iPad portrait")
    #expect(
      tiled.summary == [
        "expanded sideBySide oneBesideSecondary medium button:showSidebar",
        "supplementary 0,0 246×1180 tiled",
        "secondary 247,0 573×1180 tiled",
        "divider 246,0 1×1180",
        "order supplementary secondary",
      ])
    let floating = resolveSoundly(
      environment(820, 1180), configuration(mode: .twoBesideSecondary), case: "iPad portrait, two")
    #expect(
      floating.summary == [
        "expanded sideBySide twoOverSecondary medium button:hideSidebar",
        "primary 0,0 246×1180 overlay",
        "supplementary 246,0 246×1180 overlay",
        "secondary 0,0 820×1180 tiled dimmed",
        "order primary supplementary secondary",
      ])
  }

  /// Rule L4: with the inspector in a large window, the others shrink so the secondary keeps 320.
  @Test func inspectorShrinksTheOthersLowestPriorityFirst() {
    let layout = resolveSoundly(environment(1200, 800), configuration(inspector: true), case: "large")
    #expect(
      layout.summary == [
        "expanded sideBySide twoBesideSecondary large button:hideSidebar",
        "primary 0,0 277×800 tiled",
        "supplementary 278,0 360×800 tiled",
        "secondary 639,0 320×800 tiled",
        "inspector 960,0 240×800 tiled",
        "divider 277,0 1×800",
        "divider 638,0 1×800",
        "divider 959,0 1×800",
        "order primary supplementary secondary inspector",
      ])
  }

  /// Rule L6: on a spanned Surface Duo no column crosses the 34-point hinge.
  @Test func surfaceDuoSplitsAroundTheHinge() {
    let layout = resolveSoundly(
      environment(1114, 720, scale: 2.5, hinge: duoHinge), configuration(.duo), case: "Duo")
    #expect(
      layout.summary == [
        "expanded sideBySide oneBesideSecondary dualWithAuxiliary button:showSidebar",
        "supplementary 0,0 540×720 tiled",
        "secondary 574,0 540×720 tiled",
        "order supplementary secondary",
      ])
  }

  /// Rule L6: a half-opened book fold without a gap puts the boundary on the fold.
  @Test func bookFoldPutsTheBoundaryOnTheFold() {
    let fold = Hinge(
      rect: Rect(x: 345, y: 0, width: 0, height: 829), orientation: .vertical, state: .halfOpened,
      isOccluding: false)
    let layout = resolveSoundly(
      environment(690, 829, scale: 2.625, hinge: fold), configuration(style: .doubleColumn),
      case: "Fold book")
    #expect(
      layout.summary == [
        "expanded sideBySide oneBesideSecondary medium button:hideSidebar",
        "primary 0,0 345.143×829 tiled",
        "secondary 345.143,0 344.857×829 tiled",
        "order primary secondary",
      ])
  }

  /// Rule E2: a flat fold without a gap does not separate, so the layout ignores it.
  @Test func flatSeamlessFoldIsIgnored() {
    let fold = Hinge(
      rect: Rect(x: 345, y: 0, width: 0, height: 829), orientation: .vertical, state: .flat,
      isOccluding: false)
    let folded = resolveSoundly(environment(690, 829, hinge: fold), configuration(), case: "flat fold")
    let plain = resolveSoundly(environment(690, 829), configuration(), case: "no fold")
    #expect(folded == plain)
  }
}

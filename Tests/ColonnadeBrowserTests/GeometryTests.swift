import Colonnade
import ColonnadeBrowser
import ColonnadeTerminal
import Testing

/// Rule T2: the terminal is the window, 8 × 16 points a cell, snapped to whole cells, resolved
/// again on every resize.
@Suite struct GeometryTests {
  struct Expectation: CustomTestStringConvertible, Sendable {
    var columns: Int
    var rows: Int
    var shown: [Column]
    var widthClass: String
    var testDescription: String { "\(columns)x\(rows)" }
  }

  static let expectations: [Expectation] = [
    Expectation(columns: 60, rows: 20, shown: [.supplementary], widthClass: "compact"),
    // The sidebar that does not fit is a rail one cell wide (rule L13).
    Expectation(columns: 100, rows: 30, shown: [.primary, .supplementary, .secondary], widthClass: "medium"),
    Expectation(
      columns: 120, rows: 40, shown: [.primary, .supplementary, .secondary], widthClass: "expanded"),
    Expectation(
      columns: 220, rows: 60, shown: [.primary, .supplementary, .secondary, .inspector],
      widthClass: "extraLarge"),
  ]

  /// T1, T2: one column at 60 × 20, two beside the sidebar's one-cell rail at 100 × 30 (L13), three
  /// at 120 × 40, the inspector at 220 × 60;
  /// tiled frames on whole cells cover the width exactly with the dividers.
  @Test(arguments: expectations)
  func columnsForSize(_ expected: Expectation) throws {
    let browser = try Fixtures.browser(expected.columns, expected.rows)
    let layout = browser.state.layout
    #expect(
      browser.state.environment.size
        == Size(width: Double(expected.columns * 8), height: Double(expected.rows * 16)))
    #expect(layout.columns.map(\.column) == expected.shown)
    #expect(layout.widthClass.name == expected.widthClass)
    #expect(
      layout.columns.allSatisfy {
        $0.presentation == ($0.column == .primary && expected.widthClass == "medium" ? .rail : .tiled)
      })
    if let rail = layout[.primary], rail.presentation == .rail { #expect(rail.frame.width == 8) }
    var covered = 0
    for column in layout.columns {
      #expect(column.frame.x.truncatingRemainder(dividingBy: 8) == 0)
      #expect(column.frame.width.truncatingRemainder(dividingBy: 8) == 0)
      covered += TerminalWindow.cells(column.frame).width
    }
    covered += layout.dividers.map { TerminalWindow.cells($0).width }.reduce(0, +)
    #expect(covered == expected.columns)
  }

  /// T2: resizing re-resolves live: expanded, collapsed, then four columns.
  @Test func resizeReresolves() throws {
    var browser = try Fixtures.browser(120, 40)
    browser.handle(.resized(CellSize(width: 60, height: 20)), at: 1)
    #expect(browser.state.layout.isCollapsed)
    #expect(browser.render().width == 60)
    browser.handle(.resized(CellSize(width: 230, height: 60)), at: 2)
    #expect(browser.state.layout.columns.count == 4)
    #expect(browser.render().height == 60)
  }

  /// T2, E3: shrinking while folded moves the hinge with the window, never outside it.
  @Test func foldFollowsResize() throws {
    var browser = try Fixtures.browser(230, 60, fold: .book)
    browser.handle(.resized(CellSize(width: 60, height: 20)), at: 1)
    #expect(browser.message == nil)
    #expect(browser.state.environment.hinges.first?.rect.x == 240)
    browser.handle(.resized(CellSize(width: 120, height: 40)), at: 2)
    #expect(browser.state.layout.columns.map(\.column) == [.supplementary, .secondary])
    #expect(
      browser.state.layout.dividers.map { TerminalWindow.cells($0) } == [
        CellRect(x: 60, y: 0, width: 1, height: 40)
      ])
  }

  /// T2: a resize with panes that stay on screen announces nothing for them (rule P2): the
  /// listing is not loaded again.
  @Test func resizeKeepsData() throws {
    var browser = try Fixtures.browser(120, 40)
    let loads = browser.statistics.loads
    browser.handle(.resized(CellSize(width: 130, height: 45)), at: 1)
    #expect(browser.statistics.loads == loads)
  }

  /// T2: frames map to cells by dividing by 8 and 16 and rounding.
  @Test func framesMapToCells() {
    #expect(
      TerminalWindow.cells(Rect(x: 288, y: 0, width: 8, height: 640))
        == CellRect(x: 36, y: 0, width: 1, height: 40))
    #expect(TerminalWindow.points(CellSize(width: 120, height: 40)) == Size(width: 960, height: 640))
    #expect(TerminalWindow.displayScale == 0.125)
  }
}

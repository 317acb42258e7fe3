import ColonnadeTerminal
import Testing

@Suite("StatusLine")
struct StatusLineTests {
  @Test(arguments: [
    (22, "~/Documents", "3 items", " ~/Documents  3 items"),
    (20, "~/Documents", "3 items", " ~/D…uments 3 items"),
    (20, "path", "a very long trailing status text", " path a very long …"),
    (20, "only leading", "", " only leading"),
    (8, "leading", "trailing", " l… tr…"),
    (2, "x", "y", ""),
  ])
  func layout(width: Int, leading: String, trailing: String, expected: String) {
    var grid = CellGrid(width: width, height: 1)
    StatusLine(leading: leading, trailing: trailing).draw(into: &grid, in: grid.bounds)
    expectScreen(grid, [expected])
  }

  @Test func fillsTheRowInReverseVideo() {
    var grid = CellGrid(width: 10, height: 2)
    StatusLine(leading: "a").draw(into: &grid, in: CellRect(x: 0, y: 1, width: 10, height: 5))
    #expect(grid.row(1).allSatisfy { $0.style.reverse })
    #expect(grid.row(0).allSatisfy { $0 == .blank })
  }
}

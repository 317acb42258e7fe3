extension CellGrid {
  /// Dims every cell in `rect` (clipped to the grid), keeping characters, colours and other
  /// attributes: the content under floating columns (rule L8). O(area).
  public mutating func dim(_ rect: CellRect) {
    let area = bounds.intersection(rect)
    guard !area.isEmpty else { return }
    for y in area.y..<area.maxY {
      for x in area.x..<area.maxX {
        var style = self[x, y].style
        guard !style.dim else { continue }
        style.dim = true
        restyle(CellRect(x: x, y: y, width: 1, height: 1), style: style)
      }
    }
  }
}

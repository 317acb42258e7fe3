extension Resolution {
  /// Converts a draft from pixels to points, mirrors it for right-to-left windows, sets the back
  /// buttons and the reading order (rules L5, L9).
  func finish(_ draft: LayoutDraft) -> SplitLayout {
    var draft = draft
    var columns = BoundedList<ColumnLayout>()
    for column in Column.leadingToTrailing {
      guard let placed = draft.placed[column] else { continue }
      if placed.presentation == .displaced, placed.rect.x >= width {
        // Pushed wholly past the trailing edge: not shown.
        draft.placed[column] = nil
        continue
      }
      var showsBack = placed.showsBackButton
      if !draft.isCollapsed, column != .inspector { showsBack = navigation.depths[column] > 1 }
      columns.append(
        ColumnLayout(
          column: column, frame: points(placed.rect), presentation: placed.presentation,
          showsBackButton: showsBack))
    }
    var dividers = BoundedList<Rect>()
    for divider in draft.dividers { dividers.append(points(divider)) }
    return SplitLayout(
      isCollapsed: draft.isCollapsed, arrangement: draft.arrangement, widthClass: widthClass,
      columns: columns, dividers: dividers, accessibilityOrder: readingOrder(draft))
  }

  /// A pixel rectangle measured from the leading edge, as points in window coordinates.
  ///
  /// Edges on the window's trailing or bottom edge land on it exactly.
  private func points(_ rect: Rect) -> Rect {
    let minX = pointsX(rect.x)
    let maxX = pointsX(rect.maxX)
    let minY = pointsY(rect.y)
    let maxY = pointsY(rect.maxY)
    let result = Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    guard environment.layoutDirection == .rightToLeft else { return result }
    return result.mirrored(inWidth: environment.size.width)
  }

  private func pointsX(_ pixels: Double) -> Double {
    pixels == width ? environment.size.width : pixels / grid.scale
  }

  private func pointsY(_ pixels: Double) -> Double {
    pixels == height ? environment.size.height : pixels / grid.scale
  }

  /// Overlays first, then the rest; each group top to bottom, leading to trailing (rule L9).
  private func readingOrder(_ draft: LayoutDraft) -> BoundedList<Column> {
    var order = BoundedList<Column>()
    for column in Column.leadingToTrailing where draft.placed[column] != nil { order.append(column) }
    func precedes(_ a: Column, _ b: Column) -> Bool {
      guard let p = draft.placed[a], let q = draft.placed[b] else { return false }
      let aFloats = p.presentation == .overlay
      let bFloats = q.presentation == .overlay
      if aFloats != bFloats { return aFloats }
      if p.rect.y != q.rect.y { return p.rect.y < q.rect.y }
      return p.rect.x < q.rect.x
    }
    var index = 1
    while index < order.count {
      var current = index
      while current > 0, precedes(order[current], order[current - 1]) {
        order.swapAt(current, current - 1)
        current -= 1
      }
      index += 1
    }
    return order
  }
}

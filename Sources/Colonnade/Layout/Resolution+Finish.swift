extension Resolution {
  /// Converts a draft from pixels to points, mirrors it for right-to-left windows, sets the back
  /// buttons and the reading order (rules L5, L9).
  func finish(_ draft: LayoutDraft) -> SplitLayout {
    var draft = draft
    var columns = BoundedList<ColumnLayout>()
    let dims = draft.dimsContent
    // A sheet is modal, and a levitated pane's scrim too: everything under it is dimmed (L10, L15).
    let modal =
      draft.placed.inspector?.presentation == .sheet || draft.placed.inspector?.presentation == .levitated
    for column in Column.leadingToTrailing {
      guard let placed = draft.placed[column] else { continue }
      if placed.presentation == .displaced, placed.pixelRect.x >= width {
        // Pushed wholly past the trailing edge: not shown.
        draft.placed[column] = nil
        continue
      }
      var showsBack = placed.showsBackButton
      if !draft.isCollapsed, column != .inspector, column != .compact {
        showsBack = navigation.depths[column] > 1
      }
      let content = column == .secondary || column == .inspector
      let underneath = placed.presentation == .tiled || placed.presentation == .displaced
      columns.append(
        ColumnLayout(
          column: column, frame: points(placed.pixelRect), presentation: placed.presentation,
          showsBackButton: showsBack,
          isDimmed: (dims && content && underneath)
            || (modal && placed.presentation != .sheet && placed.presentation != .levitated)))
    }
    var dividers = BoundedList<Rect>()
    for divider in draft.pixelDividers { dividers.append(points(divider)) }
    // One pane is `single`, whatever the posture (rule L9).
    let panes = columns.count { $0.presentation != .sheet && $0.presentation != .levitated }
    return SplitLayout(
      isCollapsed: draft.isCollapsed, arrangement: panes == 1 ? .single : draft.arrangement,
      widthClass: widthClass,
      columns: columns, dividers: dividers, accessibilityOrder: readingOrder(draft), sidebarButton: .hidden)
  }

  /// A pixel rectangle measured from the leading edge, as points in window coordinates: each
  /// number is the one nearest to its whole pixels divided by the scale, and an edge on the
  /// window's trailing or bottom edge lands on it exactly (rule L9).
  func points(_ rect: Rect) -> Rect {
    let x = environment.layoutDirection == .rightToLeft ? width - rect.maxX : rect.x
    return Rect(
      x: points(x, whole: width, as: environment.size.width),
      y: points(rect.y, whole: height, as: environment.size.height),
      width: points(rect.width, whole: width, as: environment.size.width),
      height: points(rect.height, whole: height, as: environment.size.height))
  }

  private func points(_ pixels: Double, whole: Double, as wholePoints: Double) -> Double {
    pixels == whole ? wholePoints : pixels / grid.scale
  }

  /// Sheets and overlays first, then the rest; each group top to bottom, leading to trailing (L9).
  private func readingOrder(_ draft: LayoutDraft) -> BoundedList<Column> {
    var order = BoundedList<Column>()
    for column in Column.leadingToTrailing where draft.placed[column] != nil { order.append(column) }
    func precedes(_ a: Column, _ b: Column) -> Bool {
      guard let p = draft.placed[a], let q = draft.placed[b] else { return false }
      let aFloats = p.presentation == .overlay || p.presentation == .sheet || p.presentation == .levitated
      let bFloats = q.presentation == .overlay || q.presentation == .sheet || q.presentation == .levitated
      if aFloats != bFloats { return aFloats }
      if p.pixelRect.y != q.pixelRect.y { return p.pixelRect.y < q.pixelRect.y }
      return p.pixelRect.x < q.pixelRect.x
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

extension LayoutDraft {
  /// Whether the content is dimmed: a leading column floats over it or pushes it aside (rule L8).
  var dimsContent: Bool {
    placed.primary?.presentation == .overlay || placed.supplementary?.presentation == .overlay
      || placed.secondary?.presentation == .displaced
  }
}

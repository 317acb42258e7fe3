extension Resolution {
  /// Two regions split by a vertical separating hinge, one column each (rule L6).
  ///
  /// The list column takes the leading region and the secondary the trailing one, whatever the
  /// split behaviour: a fold is a physical boundary. A second wanted leading column floats over
  /// the secondary's region, never over the tiled list. A region narrower than its column's minimum
  /// collapses the layout. Nothing is ever placed across an occluding hinge.
  func hinged(by hinge: Hinge) -> LayoutDraft {
    var start = hinge.rect.x
    if environment.layoutDirection == .rightToLeft {
      start = environment.size.width - hinge.rect.maxX
    }
    let end = start + hinge.rect.width
    let leadingEnd = min(width, hinge.isOccluding ? grid.floor(start) : grid.round(start))
    let trailingStart = min(width, max(leadingEnd, hinge.isOccluding ? grid.ceil(end) : grid.round(end)))
    let leading = Rect(x: 0, y: 0, width: leadingEnd, height: height)
    let trailing = Rect(x: trailingStart, y: 0, width: max(0, width - trailingStart), height: height)
    /// Where one column spans alone: the whole window, or the larger region beside an
    /// occluding hinge (its `home` region on a tie).
    func spanning(_ home: Rect) -> Rect {
      guard hinge.isOccluding else { return window }
      if leading.width == trailing.width { return home }
      return leading.width > trailing.width ? leading : trailing
    }

    // Material's extra pane pairs the detail with itself, one per region (rule L12); a history
    // navigator its two latest panes (rule N13).
    let pair: (Column, Column)? =
      historyDecides
      ? historyPair
      : extraPaneShows ? (.secondary, .inspector) : leadingByPriority.first.map { ($0, .secondary) }
    guard let pair, columnLimit >= 2, leading.width >= bounds(of: pair.0).min,
      trailing.width >= bounds(of: pair.1).min
    else {
      return collapsed { spanning($0 == .secondary ? trailing : leading) }
    }

    var draft = LayoutDraft()
    let listColumn = pair.0
    if extraPaneShows || historyDecides {
      // Material's extra pane: the detail and the extra pane, one per region (rule L12); or the
      // history's two panes (rule N13).
      draft.placed[pair.0] = PlacedColumn(pixelRect: leading, presentation: .tiled)
      draft.placed[pair.1] = PlacedColumn(pixelRect: trailing, presentation: .tiled)
      if trailingStart > leadingEnd, !hinge.isOccluding {
        draft.pixelDividers.append(
          Rect(x: leadingEnd, y: 0, width: trailingStart - leadingEnd, height: height))
      }
      return draft
    }
    let wanted = wantedLeadingColumns(automaticCount: 1)
    draft.notes.wanted = wanted
    var secondaryHost = trailing
    if wanted.isEmpty {
      secondaryHost = spanning(trailing)
    } else {
      draft.placed[listColumn] = PlacedColumn(pixelRect: leading, presentation: .tiled)
      if trailingStart > leadingEnd, !hinge.isOccluding {
        draft.pixelDividers.append(
          Rect(x: leadingEnd, y: 0, width: trailingStart - leadingEnd, height: height))
      }
    }
    draft.placed.secondary = PlacedColumn(pixelRect: secondaryHost, presentation: .tiled)
    floatSecondLeadingColumn(wanted, into: &draft)
    if inspectorFloats { floatInspector(in: secondaryHost, into: &draft) }
    return draft
  }
}

extension Resolution {
  /// Floats the wanted leading columns beyond the one a region holds over the secondary, unless
  /// the behaviour is `tile` (rules L6–L8).
  func floatSecondLeadingColumn(_ wanted: BoundedList<Column>, into draft: inout LayoutDraft) {
    guard wanted.count > 1 else { return }
    draft.notes.reading = configuration.preferredSplitBehavior == .tile ? .tile : .float
    if draft.notes.reading == .float { float(wanted, over: .secondary, into: &draft) }
  }
}

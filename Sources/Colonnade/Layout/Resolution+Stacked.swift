extension Resolution {
  /// Two panes one above the other: the secondary and the list column (rule L7).
  ///
  /// With a horizontal separating hinge (tabletop) the panes meet at the hinge; without one
  /// (tall mode) they split the height evenly with a divider between; the configuration's
  /// `stackedSpacing` (Compose's vertical partition spacer) widens either gap. The inspector is not shown
  /// in a stacked arrangement; one pane alone is `single` (rule L9).
  func stacked(by hinge: Hinge?) -> LayoutDraft {
    var topEnd: Double
    var bottomStart: Double
    let spacing = stackedSpacing
    if let hinge {
      let occluding = hinge.isOccluding
      topEnd = min(height, occluding ? grid.floor(hinge.rect.y) : grid.round(hinge.rect.y))
      bottomStart = min(
        height, max(topEnd, occluding ? grid.ceil(hinge.rect.maxY) : grid.round(hinge.rect.maxY)))
      // Compose's vertical partition spacer, centred on a seamless fold narrower than it.
      let missing = spacing - (bottomStart - topEnd)
      if missing > 0, !occluding {
        topEnd = max(0, topEnd - (missing / 2).rounded(.down))
        bottomStart = min(height, bottomStart + missing - (missing / 2).rounded(.down))
      }
    } else {
      let gap = max(dividerWidth, spacing)
      topEnd = max(0, ((height - gap) / 2).rounded(.down))
      bottomStart = min(height, topEnd + gap)
    }
    let top = Rect(x: 0, y: 0, width: width, height: topEnd)
    let bottom = Rect(x: 0, y: bottomStart, width: width, height: max(0, height - bottomStart))
    let secondaryOnTop = stackingArrangement(hinge) == .secondaryTop
    let secondaryRegion = secondaryOnTop ? top : bottom
    let listRegion = secondaryOnTop ? bottom : top

    var draft = LayoutDraft(arrangement: .stacked)
    // The extra pane reflowing under the detail takes the list's place (rule L15).
    if reflowsExtraPane {
      draft.placed.secondary = PlacedColumn(pixelRect: secondaryRegion, presentation: .tiled)
      draft.placed.inspector = PlacedColumn(pixelRect: listRegion, presentation: .tiled)
      if bottomStart > topEnd, hinge?.isOccluding != true {
        draft.pixelDividers.append(Rect(x: 0, y: topEnd, width: width, height: bottomStart - topEnd))
      }
      return draft
    }
    // A history navigator reflows its list under the detail (rules L7, N13).
    let wanted = historyDecides ? historyList : wantedLeadingColumns(automaticCount: 1)
    draft.notes.wanted = wanted
    guard let listColumn = wanted.first else {
      var alone = window
      if let hinge, hinge.isOccluding {
        alone = top.height == bottom.height ? secondaryRegion : (top.height > bottom.height ? top : bottom)
      }
      draft.placed.secondary = PlacedColumn(pixelRect: alone, presentation: .tiled)
      return draft
    }
    draft.placed.secondary = PlacedColumn(pixelRect: secondaryRegion, presentation: .tiled)
    draft.placed[listColumn] = PlacedColumn(pixelRect: listRegion, presentation: .tiled)
    if bottomStart > topEnd, hinge?.isOccluding != true {
      draft.pixelDividers.append(Rect(x: 0, y: topEnd, width: width, height: bottomStart - topEnd))
    }
    floatSecondLeadingColumn(wanted, into: &draft)
    return draft
  }

  /// The pixels between two stacked panes: Compose's vertical partition spacer (rule L7).
  var stackedSpacing: Double {
    configuration.stackedSpacing > 0 ? max(1, grid.round(configuration.stackedSpacing)) : 0
  }

  /// Which pane goes on top: a half-opened (tabletop) fold keeps the content above it; flat
  /// stacking — a flat occluding hinge, the tall mode — puts the list on top, as WinUI's
  /// `TallModeConfiguration.TopBottom` does (rule L7).
  func stackingArrangement(_ hinge: Hinge?) -> TabletopArrangement {
    hinge?.state == .halfOpened ? configuration.tabletopArrangement : configuration.tallModeArrangement
  }
}

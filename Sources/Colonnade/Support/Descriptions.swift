// What `print` shows for the values an app meets: the figures a reader checks, in the words of
// `colonnade resolve`, not the fields of the storage. Written without reflection, so Embedded
// Swift has them too.

extension BoundedList: CustomStringConvertible where Element: CustomStringConvertible {
  /// The elements as an array prints them: `[primary, secondary]`.
  public var description: String {
    var text = "["
    for (index, element) in enumerated() {
      if index > 0 { text += ", " }
      text += element.description
    }
    return text + "]"
  }
}

extension Rect: CustomStringConvertible {
  /// `x 361, y 0, 400 × 1024`, in points.
  public var description: String {
    "x \(x.shortDescription), y \(y.shortDescription), \(width.shortDescription) × \(height.shortDescription)"
  }
}

extension ColumnLayout: CustomStringConvertible {
  /// `supplementary x 361, y 0, 400 × 1024, tiled`, then `dimmed` and `back button` when so.
  public var description: String {
    var text = "\(column) \(frame), \(presentation.rawValue)"
    if isDimmed { text += ", dimmed" }
    if showsBackButton { text += ", back button" }
    return text
  }
}

extension SplitLayout: CustomStringConvertible {
  /// The width class, arrangement and display mode on the first line, then a line per shown
  /// column, the dividers and the reading order:
  ///
  /// ```text
  /// large, sideBySide, twoBesideSecondary, sidebar button hideSidebar
  ///   primary x 0, y 0, 360 × 1024, tiled
  ///   supplementary x 361, y 0, 400 × 1024, tiled
  ///   secondary x 762, y 0, 604 × 1024, tiled
  ///   dividers at x 360, 761; reading order [primary, supplementary, secondary]
  /// ```
  public var description: String {
    var text = "\(widthClass.name), \(arrangement.rawValue)"
    text += isCollapsed ? ", collapsed" : ", \(displayMode.rawValue)"
    text += ", sidebar button \(sidebarButton.rawValue)"
    for column in columns { text += "\n  \(column)" }
    text += "\n  "
    if !dividers.isEmpty {
      text += "dividers at x "
      for (index, divider) in dividers.enumerated() {
        text += (index > 0 ? ", " : "") + divider.x.shortDescription
      }
      text += "; "
    }
    return text + "reading order \(accessibilityOrder)"
  }
}

extension Entry: CustomStringConvertible where Route: CustomStringConvertible {
  /// The route and the entry's id: `Cat #7`.
  public var description: String { "\(route) \(id)" }
}

extension CoordinatorSnapshot: CustomStringConvertible where Route: CustomStringConvertible {
  /// The layout, then what each shown column shows (its stack's depth in brackets), where focus
  /// is and what back pops:
  ///
  /// ```text
  /// large, sideBySide, twoBesideSecondary, sidebar button hideSidebar
  ///   …
  ///   shows primary sidebar #1 [1], supplementary Animals #2 [1], secondary Cat #3 [1]
  ///   focus secondary; back pops nothing
  /// ```
  public var description: String {
    var text = layout.description + "\n  shows "
    for (index, column) in layout.columns.enumerated() {
      text += index > 0 ? ", \(column.column) " : "\(column.column) "
      if let entry = visibleEntries[column.column] {
        text += "\(entry) [\(depths[column.column])]"
      } else {
        text += column.column == .inspector ? "the app's content" : "a placeholder"
      }
    }
    text += "\n  focus \(focusedColumn); back "
    if let backColumn { text += "pops \(backColumn)" } else { text += "pops nothing" }
    return text
  }
}

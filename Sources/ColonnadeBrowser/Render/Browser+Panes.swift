import Colonnade
import ColonnadeTerminal

/// What a pane's body draws: a list, or text under a few notice lines.
enum PaneBody: Equatable {
  /// A notice line above text: a problem's headline (emphasized) or a fact such as "Binary file".
  struct Notice: Equatable {
    var text: String
    var emphasized = false
  }

  /// A list, with an optional last line saying what was left out.
  case list(ListView, footer: String?)
  /// Notice lines, then scrollable text.
  case text(notice: [Notice], view: TextView)
}

extension Browser {
  /// The body of the pane showing `entry`, `width` × `height` cells. A list makes items of its
  /// visible rows only, so a 200,000-entry folder formats one screenful per frame.
  func paneBody(of entry: Entry<BrowserRoute>, width: Int, height: Int, focused: Bool = false) -> PaneBody {
    var rows: ListingRows?
    return paneBody(of: entry, width: width, height: height, focused: focused, rows: &rows)
  }

  /// ``paneBody(of:width:height:focused:)`` reusing the list rows kept in `rows`, if given.
  func paneBody(
    of entry: Entry<BrowserRoute>, width: Int, height: Int, focused: Bool, rows kept: inout ListingRows?
  ) -> PaneBody {
    let scroll = scrolls[entry.id] ?? 0
    let cursor = cursors[entry.id] ?? 0
    switch (entry.route, contents[entry.id]) {
    case (.sidebar, _):
      var items = places.map { ListView.Item($0.name) }
      items.append(ListView.Item("About"))
      if let selection = state.navigation.selection {
        let index = selection == .about ? places.count : places.firstIndex { .place($0) == selection }
        if let index { items[index].accessory = "•" }
      }
      return .list(
        ListView(items: items, selectedIndex: cursor, scrollOffset: scroll, focused: focused), footer: nil)
    case (_, .listing(let listing)?):
      let filter = filters[entry.id]
      let footer = listingFooter(listing, filter: filter, editing: filterEditing == entry.id)
      let rows = max(1, height - (footer == nil ? 0 : 1))
      let first = ListView.scrollOffset(
        keeping: listing.count == 0 ? nil : cursor, visibleRows: rows, count: listing.count, current: scroll)
      let last = min(listing.count, first + rows)
      let colors = self.colors
      let marks = self.marks
      let details = showsDetails ? ListingDetails(width: width) : .none
      let timeZone = self.timeZone
      func build(_ row: Int) -> ListView.Item {
        let item = listing.item(at: row)
        return ListView.Item(
          item.displayName, accessory: details.accessory(of: item, zone: timeZone),
          style: colors.style(for: item),
          marked: !marks.isEmpty && marks.contains(item.path))
      }
      let look = ListingRows.Look(colors: colors, marks: marks.generation, details: details)
      let items =
        kept?.items(first..<last, of: listing, look: look, build: build) ?? (first..<last).map(build)
      let empty =
        filter.map { "Nothing matches “\($0)”" }
        ?? (listing.hiddenTotal > 0 ? "\(listing.hiddenTotal) hidden: . shows them" : "Empty folder")
      var view = ListView(
        items: items, selectedIndex: listing.count == 0 ? nil : cursor - first, scrollOffset: 0,
        focused: focused,
        emptyMessage: empty, highlight: filter.flatMap { $0.isEmpty ? nil : $0 })
      if details != .none { view.titleRoom = ListingDetails.titleRoom }
      return .list(view, footer: footer)
    case (_, .problem(let problem)?):
      return .text(
        notice: [PaneBody.Notice(text: problem.title, emphasized: true)],
        view: TextView(text: problem.detail))
    case (_, .preview(let preview)?):
      return previewBody(preview, width: width, scroll: scroll)
    case (.about, _):
      return .text(notice: [], view: TextView(text: aboutText, scrollOffset: scroll))
    case (_, .places?), (_, .about?), (_, nil):
      return .text(notice: [PaneBody.Notice(text: "Loading…")], view: TextView(text: ""))
    }
  }

  /// The line under a list: the filter being typed or kept, and how many entries it shows.
  func listingFooter(_ listing: DirectoryListing, filter: String?, editing: Bool) -> String? {
    guard let filter else { return nil }
    let cursor = editing ? "▏" : ""
    return "/\(filter)\(cursor)  \(listing.count) of \(listing.unfilteredCount)"
  }

  func previewBody(_ preview: FilePreview, width: Int, scroll: Int) -> PaneBody {
    switch preview {
    case .text(let text, let shown, let total):
      var notice: [PaneBody.Notice] = []
      if UInt64(shown) < total {
        notice.append(
          PaneBody.Notice(text: "First \(FileFacts.size(UInt64(shown))) of \(FileFacts.size(total)) shown"))
      }
      if text.isEmpty, total == 0 { notice.append(PaneBody.Notice(text: "Empty file")) }
      // An empty file has no line to number.
      return .text(
        notice: notice, view: TextView(text: text, scrollOffset: scroll, showsLineNumbers: !text.isEmpty))
    case .binary(let prefix, let total):
      let dump = FilePreview.hexDump(prefix, perLine: width >= 78 ? 16 : 8)
      return .text(
        notice: [
          PaneBody.Notice(text: "Binary file, \(FileFacts.size(total)): no text preview", emphasized: true),
          PaneBody.Notice(text: "First \(prefix.count) bytes:"),
        ],
        view: TextView(text: FilePreview.joinedLines(dump), scrollOffset: scroll, wraps: false))
    case .folder(let names, let total):
      var lines = names
      if total > names.count { lines.append("… and \(FileFacts.grouped(UInt64(total - names.count))) more") }
      let count = total == 1 ? "1 item" : "\(FileFacts.grouped(UInt64(max(0, total)))) items"
      return .text(
        notice: [PaneBody.Notice(text: "Folder, \(count): Enter opens it")],
        view: TextView(text: FilePreview.joinedLines(lines), scrollOffset: scroll, wraps: false))
    }
  }

  /// The inspector's fields: the highlighted list entry's metadata, as label and value.
  package var inspectorFields: [(label: String, value: String)] {
    guard let item = highlightedItem else { return [] }
    var fields: [(label: String, value: String)] = []
    fields.reserveCapacity(8)
    fields.append(("Name", item.displayName))
    switch item.status {
    case .success(let status):
      fields.append(("Kind", FileFacts.kindName(status.kind)))
      if status.kind == .regular {
        fields.append(("Size", "\(FileFacts.size(status.size)), \(FileFacts.exactSize(status.size))"))
      }
      fields.append(
        (
          "Mode",
          "\(FileFacts.permissions(status.permissions, kind: status.kind)) (\(FileFacts.octal(status.permissions)))"
        ))
      if let details, details.path == item.path, let user = details.user, let group = details.group {
        fields.append(("Owner", "\(user), group \(group)"))
      }
      fields.append(("Modified", FileFacts.date(status.modified, zone: timeZone(status.modified))))
    case .failure(let error):
      fields.append(("Kind", "unknown: \(error)"))
    }
    if let details, details.path == item.path, let target = details.linkTarget {
      let leadsTo =
        switch details.linkTargetStatus {
        case .success(let found)?:
          found.kind == .regular
            ? "a file of \(FileFacts.size(found.size))" : "a \(FileFacts.kindName(found.kind))"
        case .failure(.symbolicLinkLoop)?: "a loop: leads back to itself"
        case .failure(.notFound)?: "nothing: the target is missing"
        case .failure(let error)?: "\(error)"
        case nil: "?"
        }
      fields.append(("Links to", target + ", " + leadsTo))
    }
    fields.append(("Where", item.path.parent.abbreviated(home: home)))
    return fields
  }

  /// The inspector's first `height` rows for a body `width` columns wide: labels in a column,
  /// values wrapped beside them, each row safe and within the width (as a ``TextView`` of them
  /// shows them).
  func inspectorRows(width: Int, height: Int) -> [String] {
    let fields = inspectorFields
    let labelWidth = 10
    guard !fields.isEmpty, width >= labelWidth + 8 else {
      // Too narrow for the label column: one line a field, wrapped as text.
      let text =
        fields.isEmpty
        ? "Nothing selected." : fields.map { $0.label + ": " + $0.value }.joined(separator: "\n")
      return TextView(text: text).rows(width: width, limit: height).map(\.text)
    }
    var lines: [String] = []
    lines.reserveCapacity(min(height, fields.count))
    for field in fields {
      guard lines.count < height else { break }
      // Printable ASCII that fits is its own row (most values); the rest is wrapped as text.
      if field.value.utf8.count <= width - labelWidth, DisplayWidth.isPrintableASCII(field.value) {
        lines.append(Self.labelled(field.value, label: field.label, labelWidth: labelWidth))
        continue
      }
      let rows = TextView(text: field.value).rows(width: width - labelWidth, limit: height - lines.count)
      for (index, row) in rows.enumerated() {
        lines.append(Self.labelled(row.text, label: index == 0 ? field.label : "", labelWidth: labelWidth))
      }
    }
    return lines
  }

  /// `text` after `label` (ASCII) padded to `labelWidth` columns, written in place (each part's
  /// bytes copied at once).
  private static func labelled(_ text: String, label: String, labelWidth: Int) -> String {
    let padding = max(0, labelWidth - label.utf8.count)
    return String(unsafeUninitializedCapacity: label.utf8.count + padding + text.utf8.count) { buffer in
      var at = buffer[...].initialize(from: label.utf8).1
      at = buffer[at...].initialize(from: repeatElement(0x20, count: padding)).1
      return buffer[at...].initialize(from: text.utf8).1
    }
  }

  /// The About page: what Colonnade is, and what the engine decided for this window right now.
  var aboutText: String {
    let layout = state.layout
    let points = TerminalWindow.points(size)
    let columns = layout.columns.map { column -> String in
      let cells = TerminalWindow.cells(column.frame)
      let floating = column.presentation == .tiled ? "" : " \(column.presentation)"
      return "\(column.column) \(cells.width)\(floating)"
    }
    return """
      Colonnade decides which split-view columns show, where and how wide, for any window, \
      fold or hinge. This browser draws what it decides.

      The terminal is the window: each cell is 8 × 16 points.

      Window   \(size.width) × \(size.height) cells, \(Int(points.width)) × \(Int(points.height)) points
      Class    \(layout.widthClass.name), up to \(layout.widthClass.maximumTiledColumns) tiled
      Mode     \(layout.displayMode), \(layout.arrangement)
      Fold     \(fold)
      Columns  \(columns.joined(separator: ", "))

      Resize the terminal or split it in tmux: the columns collapse, float and expand as an \
      iPad app's do in Split View. Press zF to fold the window like a book or a laptop, zt to \
      tint each pane by its lifecycle, ? for every key.
      """
  }
}

import ColonnadeBenchmarks
import ColonnadeJSON
import ColonnadeTerminal

/// Bytes written and time spent for the browser's screen at 200 × 60 cells.
func terminalSection(_ plan: Plan) throws -> Section {
  let size = CellSize(width: 200, height: 60)
  var screen = try BrowserScreen(size: size)
  let first = screen.browser.render()
  screen.moveCursor(down: true)
  let moved = screen.browser.render()
  let fullRedraw = Renderer.diff(from: nil, to: first)
  let cursorMove = Renderer.diff(from: first, to: moved)
  var section = Section(
    key: "terminal", title: "Terminal: the file browser (colonnade demo) at 200 × 60 cells",
    notes: [
      "ColonnadeBrowser on an in-memory project of \(BrowserScreen.fileCount) Swift files:"
        + " sidebar, listing, preview of the highlighted file",
      "full redraw: \(Format.grouped(fullRedraw.utf8.count)) bytes; cursor move (j: highlight down one row,"
        + " the preview follows): \(Format.grouped(cursorMove.utf8.count)) bytes",
    ],
    headers: ["work"] + Sample.headers)
  let build = plan.sample { operations in
    for _ in 0..<operations { blackHole(screen.browser.render()) }
  }
  let diff = plan.sample { operations in
    for _ in 0..<operations { blackHole(Renderer.diff(from: first, to: moved)) }
  }
  let redraw = plan.sample { operations in
    for _ in 0..<operations { blackHole(Renderer.diff(from: nil, to: first)) }
  }
  var renderer = Renderer()
  blackHole(renderer.render(screen.browser.render()))
  var down = false
  let keyToBytes = plan.sample { operations in
    for _ in 0..<operations {
      screen.moveCursor(down: down)
      down.toggle()
      blackHole(renderer.render(screen.browser.render()))
    }
  }
  section.rows = [
    ["frame build (Browser.render)"] + build.cells,
    ["diff after a cursor move"] + diff.cells,
    ["full redraw output"] + redraw.cells,
    ["key → state → frame → bytes (j, k, …)"] + keyToBytes.cells,
  ]
  section.json.append("width", .number(Double(size.width)))
  section.json.append("height", .number(Double(size.height)))
  section.json.append("screen", "ColonnadeBrowser")
  section.json.append("fullRedrawBytes", .number(Double(fullRedraw.utf8.count)))
  section.json.append("cursorMoveBytes", .number(Double(cursorMove.utf8.count)))
  section.json.append("frameBuild", build.json)
  section.json.append("cursorMoveDiff", diff.json)
  section.json.append("fullRedraw", redraw.json)
  section.json.append("keyToBytes", keyToBytes.json)
  return section
}

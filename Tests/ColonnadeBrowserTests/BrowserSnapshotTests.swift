import ColonnadeBrowser
import ColonnadeTerminal
import Testing

/// Rules T1, T2, T7: the browser's screens at each size and fold, and after key sequences,
/// compared with golden files in `Snapshots/` (re-record with `RECORD_SNAPSHOTS=1`).
@Suite struct BrowserSnapshotTests {
  /// A terminal size and what the engine should make of it.
  struct Window: CustomTestStringConvertible, Sendable {
    var columns: Int
    var rows: Int
    var fold: FoldPosture
    var testDescription: String { "\(columns)x\(rows)-\(fold)" }
  }

  static let windows: [Window] = [60, 120, 220].flatMap { columns in
    FoldPosture.allCases.map {
      Window(columns: columns, rows: columns == 60 ? 20 : columns == 120 ? 40 : 60, fold: $0)
    }
  }

  /// T1, T2: each size in each fold, with README.md highlighted (previewed wherever the detail
  /// shows beside the list).
  @Test(arguments: windows)
  func sizeAndFold(_ window: Window) throws {
    let browser = try Fixtures.browser(window.columns, window.rows, fold: window.fold, keys: "G")
    try expectSnapshot(browser.render(), named: window.testDescription)
  }

  /// A key sequence and the size it runs at.
  struct Sequence: CustomTestStringConvertible, Sendable {
    var name: String
    var columns: Int
    var rows: Int
    var keys: String
    var testDescription: String { name }
  }

  static let sequences: [Sequence] = [
    Sequence(name: "open-folder-120x40", columns: 120, rows: 40, keys: "j enter"),
    Sequence(name: "open-file-120x40", columns: 120, rows: 40, keys: "j j j j j j l"),
    Sequence(name: "back-120x40", columns: 120, rows: 40, keys: "j enter j esc"),
    Sequence(name: "tab-focus-120x40", columns: 120, rows: 40, keys: "G tab"),
    Sequence(name: "sidebar-hidden-120x40", columns: 120, rows: 40, keys: "zs"),
    Sequence(name: "sidebar-overlay-100x30", columns: 100, rows: 30, keys: "zs"),
    Sequence(name: "about-120x40", columns: 120, rows: 40, keys: "backtab j j j enter"),
    Sequence(name: "open-file-60x20", columns: 60, rows: 20, keys: "j j j j j j enter"),
    Sequence(name: "back-to-places-60x20", columns: 60, rows: 20, keys: "esc"),
    Sequence(name: "help-80x24", columns: 80, rows: 24, keys: "?"),
    Sequence(name: "lifecycle-120x40", columns: 120, rows: 40, keys: "j enter j zt"),
    Sequence(name: "inspector-220x60", columns: 220, rows: 60, keys: "G"),
    Sequence(name: "scroll-preview-60x20", columns: 60, rows: 20, keys: "j j j enter enter enter j j j j j"),
    Sequence(name: "binary-preview-120x40", columns: 120, rows: 40, keys: "enter l"),
  ]

  /// T3, T7: screens after key sequences (open, back, sidebar, tab focus, help, debug tint).
  @Test(arguments: sequences)
  func afterKeys(_ sequence: Sequence) throws {
    let browser = try Fixtures.browser(sequence.columns, sequence.rows, keys: sequence.keys)
    try expectSnapshot(browser.render(), named: sequence.name)
  }

  /// T7: rendering is pure: the same inputs draw the same screen, twice.
  @Test func renderingIsDeterministic() throws {
    let first = try Fixtures.browser(120, 40, keys: "j enter j")
    let second = try Fixtures.browser(120, 40, keys: "j enter j")
    #expect(first.render() == second.render())
    #expect(first.render() == first.render())
  }
}

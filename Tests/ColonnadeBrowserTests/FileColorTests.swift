import ColonnadeBrowser
import ColonnadeTerminal
import Testing

/// Rule T5: names coloured by `LS_COLORS`, as `ls` colours them, whatever the variable holds.
@Suite struct FileColorTests {
  /// LS_COLORS colours folders, links, executables and extensions; unset, `ls`'s defaults.
  @Test func lsColors() throws {
    let colors = FileColors(lsColors: "di=01;34:ln=36:ex=01;32:*.md=35:or=31")
    func item(
      _ kind: FileKind, _ name: String = "x", executable: Bool = false,
      link: Result<FileKind, FileTreeError>? = nil
    )
      -> ListingItem
    {
      ListingItem(
        name: Array(name.utf8), path: FilePath("/" + name), displayName: name,
        status: .success(FileStatus(kind: kind)), link: link, isExecutable: executable)
    }
    #expect(colors.style(for: item(.directory)) == Style(foreground: .blue, bold: true))
    #expect(colors.style(for: item(.symbolicLink, link: .success(.regular))) == Style(foreground: .cyan))
    #expect(colors.style(for: item(.symbolicLink, link: .failure(.notFound))) == Style(foreground: .red))
    #expect(colors.style(for: item(.regular, executable: true)) == Style(foreground: .green, bold: true))
    #expect(colors.style(for: item(.regular, "README.MD")) == Style(foreground: .magenta))
    #expect(colors.style(for: item(.regular, "a.txt")) == nil)
    #expect(FileColors.standard.style(for: item(.directory)) == Style(foreground: .blue, bold: true))
    let grid = try Fixtures.browser(120, 40).render()
    #expect(grid[38, 2].style.foreground == .blue, "docs is a folder")
  }

  /// Any `LS_COLORS` is read without trapping: numbers out of range (negative, past 255, past
  /// `Int`) and cut-short entries leave the default colour, the entry's attributes kept.
  @Test(arguments: [
    ("di=38;5;-5", Style()), ("di=48;5;-1", Style()), ("di=01;38;5;9223372036854775807", Style(bold: true)),
    ("di=38;5;99999999999999999999", Style()), ("di=38;5", Style()),
    ("di=38;2;-1;-2;-3;4", Style(underline: true)),
    ("di=-34;01", Style(bold: true)), ("di=38;5;12", Style(foreground: .brightBlue)),
  ])
  func lsColorsOutOfRange(value: String, expected: Style) {
    let folder = ListingItem(
      name: Array("x".utf8), path: FilePath("/x"), displayName: "x",
      status: .success(FileStatus(kind: .directory)), link: nil, isExecutable: false)
    #expect(FileColors(lsColors: value).style(for: folder) == expected, "\(value)")
  }
}

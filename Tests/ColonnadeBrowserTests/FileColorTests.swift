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
    ("di=38;2;256;0;0;1", Style(bold: true)), ("di=48;2;1;2", Style()), ("di=\\e[01;34m", Style()),
  ])
  func lsColorsOutOfRange(value: String, expected: Style) {
    let folder = ListingItem(
      name: Array("x".utf8), path: FilePath("/x"), displayName: "x",
      status: .success(FileStatus(kind: .directory)), link: nil, isExecutable: false)
    #expect(FileColors(lsColors: value).style(for: folder) == expected, "\(value)")
  }

  /// GNU `ls`'s colours in full: the 256-colour palette and 24-bit colours, every attribute it
  /// passes through (italic, blink…), codes that reset what came before them.
  @Test(arguments: [
    ("di=38;5;208", Style(foreground: .indexed(208))),
    ("di=48;5;17;38;5;231", Style(foreground: .indexed(231), background: .indexed(17))),
    ("di=38;2;255;128;0", Style(foreground: .rgb(255, 128, 0))),
    ("di=1;3;4;5;7", Style(bold: true, underline: true, reverse: true, italic: true, blink: true)),
    (
      "di=3;38;2;0;95;135;48;2;10;20;30",
      Style(foreground: .rgb(0, 95, 135), background: .rgb(10, 20, 30), italic: true)
    ),
    ("di=01;34;00;32", Style(foreground: .green)), ("di=1;22;3;23", Style()),
    ("di=91;104", Style(foreground: .brightRed, background: .brightBlue)),
  ])
  func lsColorsCodes(value: String, expected: Style) {
    let folder = Self.item(.directory, "x")
    #expect(FileColors(lsColors: value).style(for: folder) == expected, "\(value)")
  }

  /// `*` patterns match the end of a regular file's name, longer ones such as `*.tar.gz` as well
  /// as `*.gz`, the last given winning as in `ls`; without case unless two patterns differ only in
  /// case; never for folders or executables (their type colours them first).
  @Test func lsColorsPatterns() {
    let colors = FileColors(lsColors: "ex=32:*.gz=31:*.tar.gz=35:*README=33:*.c=36:*.C=34:*.JPG=95")
    func style(_ name: String, _ kind: FileKind = .regular, executable: Bool = false) -> Style? {
      colors.style(for: Self.item(kind, name, executable: executable))
    }
    #expect(style("backup.tar.gz") == Style(foreground: .magenta), "the longer pattern, given last, wins")
    #expect(style("notes.gz") == Style(foreground: .red))
    #expect(style("README") == Style(foreground: .yellow))
    #expect(style("photo.jpg") == Style(foreground: .brightMagenta), "without case")
    #expect(
      style("main.c") == Style(foreground: .cyan) && style("Main.C") == Style(foreground: .blue), "with case")
    #expect(style("tool.gz", executable: true) == Style(foreground: .green))
    #expect(style("folder.gz", .directory) == nil)
    let later = FileColors(lsColors: "*.tar.gz=35:*.gz=31")
    #expect(
      later.style(for: Self.item(.regular, "a.tar.gz")) == Style(foreground: .red), "the last given wins")
  }

  /// The file-type keys as `ls` checks them: set-user-ID and set-group-ID files, sticky and
  /// other-writable folders, `fi` and `no` for the rest, `ln=target` colouring a link as what it
  /// leads to, `or` a link that leads nowhere.
  @Test func lsColorsTypes() {
    let colors = FileColors(
      lsColors: "no=37:fi=97:di=34:ex=32:su=41:sg=43:tw=42:ow=44:st=45:ln=target:or=31:*.md=33")
    func item(_ kind: FileKind, _ name: String, mode: UInt32, link: Result<FileKind, FileTreeError>? = nil)
      -> ListingItem
    {
      ListingItem(
        name: Array(name.utf8), path: FilePath("/" + name), displayName: name,
        status: .success(FileStatus(kind: kind, permissions: mode)), link: link,
        isExecutable: mode & 0o111 != 0)
    }
    #expect(colors.style(for: item(.regular, "a", mode: 0o4755)) == Style(background: .red))
    #expect(colors.style(for: item(.regular, "a", mode: 0o2755)) == Style(background: .yellow))
    #expect(colors.style(for: item(.regular, "a", mode: 0o755)) == Style(foreground: .green))
    #expect(colors.style(for: item(.regular, "a", mode: 0o644)) == Style(foreground: .brightWhite))
    #expect(colors.style(for: item(.directory, "d", mode: 0o1777)) == Style(background: .green))
    #expect(colors.style(for: item(.directory, "d", mode: 0o777)) == Style(background: .blue))
    #expect(colors.style(for: item(.directory, "d", mode: 0o1755)) == Style(background: .magenta))
    #expect(colors.style(for: item(.directory, "d", mode: 0o755)) == Style(foreground: .blue))
    #expect(
      colors.style(for: item(.symbolicLink, "l", mode: 0o777, link: .success(.directory)))
        == Style(foreground: .blue))
    #expect(
      colors.style(for: item(.symbolicLink, "l.md", mode: 0o777, link: .success(.regular)))
        == Style(foreground: .yellow))
    #expect(
      colors.style(for: item(.symbolicLink, "l", mode: 0o777, link: .failure(.notFound)))
        == Style(foreground: .red))
  }

  static func item(_ kind: FileKind, _ name: String, executable: Bool = false) -> ListingItem {
    ListingItem(
      name: Array(name.utf8), path: FilePath("/" + name), displayName: name,
      status: .success(FileStatus(kind: kind, permissions: executable ? 0o755 : 0o644)), link: nil,
      isExecutable: executable)
  }
}

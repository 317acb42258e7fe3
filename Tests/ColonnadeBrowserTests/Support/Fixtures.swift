import ColonnadeBrowser
import ColonnadeTerminal

/// A generated, deterministic file tree and browsers over it: no real clock, no real mtimes.
enum Fixtures {
  static let home = FilePath("/home/ada")
  static let project = FilePath("/home/ada/project")
  static let hostile = FilePath("/home/ada/hostile")
  static let problems = FilePath("/home/ada/problems")

  /// The project's entries as the list shows them: folders first, then files, without case.
  static let projectListing = [
    "assets", "docs", "logs", "Sources", "Tests", ".hidden", "notes.txt", "Package.swift", "README.md",
  ]

  /// Hostile names (rule T5): escape sequences, C0 and C1 controls, invalid UTF-8, wide characters.
  static let hostileNames: [[UInt8]] = [
    Array("evil\u{1B}[31mred".utf8),
    Array("title\u{1B}]0;pwned\u{07}.txt".utf8),
    Array("csi\u{9B}2Jclear".utf8),
    Array("osc\u{9D}8;;x\u{9C}link".utf8),
    [0x62, 0x61, 0x64, 0xFF, 0xFE, 0x2E, 0x74, 0x78, 0x74],  // "bad\xFF\xFE.txt"
    Array("漢字のファイル.txt".utf8),
    Array("emoji-👍🏽-🇫🇷.txt".utf8),
    Array("tab\tand\nnewline".utf8),
    Array("rtl-\u{202E}txt.exe".utf8),
  ]

  /// The tree every test browses.
  static let tree: MemoryFileTree = {
    var tree = MemoryFileTree()
    tree.addFile(
      "/home/ada/project/README.md",
      "# Project\n\nA small sample project for the Colonnade browser.\n\n- Sources/ holds the code\n"
        + "- docs/ holds the guides\n")
    tree.addFile(
      "/home/ada/project/Package.swift",
      "// swift-tools-version:6.2\nimport PackageDescription\n\nlet package = Package(name: \"App\")\n")
    tree.addFile(
      "/home/ada/project/notes.txt",
      "Buy milk\n\tIndented with a tab\n漢字とかな and emoji 👍🏽 on one line\nlast line\n")
    tree.addFile("/home/ada/project/.hidden", "secret=1\n")
    tree.addFile(
      "/home/ada/project/Sources/App/main.swift",
      (1...30).map { "print(\"line \($0)\")" }.joined(separator: "\n") + "\n")
    tree.addFile("/home/ada/project/Sources/App/Model.swift", "struct Model {}\n")
    tree.addFile("/home/ada/project/Sources/Lib/Lib.swift", "public enum Lib {}\n")
    tree.addFile("/home/ada/project/Tests/AppTests/AppTests.swift", "import Testing\n")
    tree.addFile("/home/ada/project/docs/guide.md", "# Guide\n\nRead me first.\n")
    tree.addFile("/home/ada/project/docs/faq.md", "# FAQ\n")
    tree.addFile(
      FilePath("/home/ada/project/assets/logo.png"),
      bytes: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D] + Array(0..<52))
    tree.addFile("/home/ada/project/logs/today.log", "started\nstopped\n")
    tree.addFile("/home/ada/Documents/letter.txt", "Dear Ada,\n")
    tree.addFile("/etc/hostname", "colonnade\n")

    for name in hostileNames {
      tree.addFile(hostile.appending(name), bytes: Array("named \u{1B}[2J badly\n".utf8))
    }
    tree.addFile(
      hostile.appending("contents.txt"),
      bytes: Array("plain\n\u{1B}[31mred\u{1B}[0m\n\u{1B}]0;title\u{07}\nc1 \u{9B}31m\n".utf8)
        + [0x62, 0x61, 0x64, 0xFF, 0x0A] + Array("漢字 wide 👍🏽 end\n\tTabbed\r\n".utf8))

    tree.addDirectory("/home/ada/problems/locked", permissions: 0)
    tree.addFile("/home/ada/problems/locked/inside.txt", "unreachable\n")
    tree.addFile("/home/ada/problems/secret.txt", "top secret\n", permissions: 0)
    tree.addFile(
      problems.appending("binary.bin"),
      bytes: [0x7F, 0x45, 0x4C, 0x46, 2, 1, 1, 0] + Array(repeating: 0, count: 40))
    tree.addFile(problems.appending("huge.txt"), bytes: hugeText)
    tree.addLink("/home/ada/problems/loop", to: "loop")
    tree.addLink("/home/ada/problems/ping", to: "pong")
    tree.addLink("/home/ada/problems/pong", to: "ping")
    tree.addLink("/home/ada/problems/broken", to: "missing.txt")
    tree.addLink("/home/ada/problems/up", to: "..")
    tree.addSpecial("/home/ada/problems/pipe", kind: .fifo)
    return tree
  }()

  /// 1 MiB of numbered lines.
  static let hugeText: [UInt8] = {
    var bytes: [UInt8] = []
    var line = 1
    while bytes.count < 1 << 20 {
      bytes += Array("line \(line): the quick brown fox jumps over the lazy dog\n".utf8)
      line += 1
    }
    return Array(bytes.prefix(1 << 20))
  }()

  /// A browser over the tree at `start`, `columns` × `rows` cells, after pressing `keys`.
  static func browser(
    _ columns: Int, _ rows: Int, fold: FoldPosture = .flat, start: FilePath = project,
    tree: any FileTree = Fixtures.tree, keys: String = ""
  ) throws -> Browser {
    var browser = try Browser(
      start: start, home: home, tree: tree, size: CellSize(width: columns, height: rows), fold: fold)
    press(keys, on: &browser)
    return browser
  }

  /// Presses space-separated keys as `--keys` names them (`enter`, `ctrl-d`, `space`, a
  /// character); a word that names no key is its characters, one key each (`zs`, `gg`).
  static func press(_ keys: String, on browser: inout Browser, at now: Double = 0) {
    for word in keys.split(separator: " ") {
      let typed = Key(name: word).map { [$0] } ?? word.map { Key.character($0) }
      for key in typed { browser.handle(.key(key), at: now) }
    }
  }
}

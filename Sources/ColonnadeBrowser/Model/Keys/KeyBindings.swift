import ColonnadeTerminal

/// Every key of the browser, in one table: the keys do what it says, and the in-app help (`?`),
/// `colonnade demo --help` and the README's key list are made from it, so they cannot disagree
/// (rule T3). Keys are ranger's where ranger has the command; a sequence is never the start of
/// another, so no key means two things.
///
/// ```swift
/// KeyBindings.markdown   // the README's table
/// ```
public enum KeyBindings {
  /// One line of the help: its keys, as people read them, and what they do.
  public struct Binding: Hashable, Sendable {
    /// The keys, as people read them: "↑ k ↓ j".
    public var keys: String
    /// What they do.
    public var action: String
  }

  /// One key sequence and what it does; a sequence taking an argument (`m x`) is its first key.
  package struct Command: Hashable, Sendable {
    package var keys: [[Key]]
    package var action: KeyAction
    /// What the status line says it does while its first keys wait for the rest (`g`: "gh home").
    package var label: String
  }

  /// A line of the help and the commands it describes (none for the mouse's line).
  package struct Row: Hashable, Sendable {
    package var help: String
    package var commands: [Command]
    /// The keys shown when the line has no commands.
    package var shownKeys: String?
  }

  /// The keys, in the order the help lists them; quitting last.
  package static let rows: [Row] = [
    Row(
      "Up, down (5j: five rows)",
      [Command([[.up], c("k")], .moveUp, "up"), Command([[.down], c("j")], .moveDown, "down")]),
    Row(
      "Page up, down",
      [
        Command([[.pageUp], [.control("b")]], .pageUp, "page up"),
        Command([[.pageDown], [.control("f")]], .pageDown, "page down"),
      ]),
    Row(
      "Half a page up, down",
      [
        Command([[.control("u")], c("K")], .halfPageUp, "half up"),
        Command([[.control("d")], c("J")], .halfPageDown, "half down"),
      ]),
    Row(
      "Top, bottom (5G: row 5)",
      [Command([[.home], c("gg")], .top, "top"), Command([[.end], c("G")], .bottom, "bottom")]),
    Row("Open a folder; a file in $PAGER (or the desktop's opener)", [Command([[.enter]], .open, "open")]),
    Row("Open, and move into the column it shows", [Command([[.right], c("l")], .openMovingRight, "open")]),
    Row(
      "Parent folder (← h elsewhere: previous column)",
      [Command([[.backspace]], .goUp, "parent"), Command([[.left], c("h")], .goLeft, "left")]),
    Row(
      "Home, previous folder, history back, forward",
      [
        Command([c("~"), c("gh")], .goHome, "home"), Command([c("-")], .previousFolder, "previous"),
        Command([c("H")], .historyBack, "back"), Command([c("L")], .historyForward, "forward"),
      ]),
    Row(
      "Go to / /etc /usr /dev /opt /var /media /mnt /srv",
      [
        Command([c("gr"), c("g/")], .goTo("/"), "/"), Command([c("ge")], .goTo("/etc"), "/etc"),
        Command([c("gu")], .goTo("/usr"), "/usr"), Command([c("gd")], .goTo("/dev"), "/dev"),
        Command([c("go")], .goTo("/opt"), "/opt"), Command([c("gv")], .goTo("/var"), "/var"),
        Command([c("gm")], .goTo("/media"), "/media"), Command([c("gM")], .goTo("/mnt"), "/mnt"),
        Command([c("gs")], .goTo("/srv"), "/srv"),
      ]),
    Row(
      "Command: a path, cd PATH, shell CMD, mkdir NAME, touch NAME, q",
      [
        Command([c(":"), c(";")], .commandLine(""), "command"), Command([c("cd")], .commandLine("cd "), "cd"),
      ]),
    Row(
      "Bookmark the folder as x; go to x ('' the previous folder); forget x",
      [
        Command([c("m")], .setBookmark, "bookmark"), Command([c("'"), c("`")], .goToBookmark, "go to"),
        Command([c("um")], .deleteBookmark, "forget bookmark"),
      ]),
    Row(
      "Mark and move down (5 Space: five); invert the marks here; clear them",
      [
        Command([c(" ")], .toggleMark, "mark"), Command([c("v")], .invertMarks, "invert marks"),
        Command([c("uv")], .clearMarks, "clear marks"),
      ]),
    Row(
      "Filter as you type; next, previous",
      [
        Command([c("/"), c("f"), c("zf")], .filter, "filter"), Command([c("n")], .nextMatch, "next"),
        Command([c("N")], .previousMatch, "previous"),
      ]),
    Row("Show or hide hidden files", [Command([c("."), c("zh")], .toggleHidden, "hidden files")]),
    Row(
      "Sort by size, name, time, extension",
      [
        Command([c("Os")], .sort(.size, reversed: false), "size"),
        Command([c("On"), c("Ob")], .sort(.name, reversed: false), "name"),
        Command([c("Om")], .sort(.modified, reversed: false), "time"),
        Command([c("Oe")], .sort(.extension, reversed: false), "extension"),
      ]),
    Row(
      "The same, reversed; reverse the order",
      [
        Command([c("OS")], .sort(.size, reversed: true), "size reversed"),
        Command([c("ON"), c("OB")], .sort(.name, reversed: true), "name reversed"),
        Command([c("OM")], .sort(.modified, reversed: true), "time reversed"),
        Command([c("OE")], .sort(.extension, reversed: true), "extension reversed"),
        Command([c("Or")], .reverseOrder, "reverse"),
      ]),
    Row(
      "Details (permissions, size, time); names",
      [
        Command([c("Mp"), c("Mi")], .detailsView(true), "details"),
        Command([c("Mf")], .detailsView(false), "names"),
      ]),
    Row(
      "Open with: $EDITOR, $PAGER, the desktop's apps, a command",
      [Command([c("o"), c("r")], .openWith, "open with")]),
    Row(
      "View in $PAGER; edit in $VISUAL or $EDITOR",
      [
        Command([c("i"), [.function(3)]], .pager, "pager"),
        Command([c("e"), c("E"), [.function(4)]], .editor, "editor"),
      ]),
    Row(
      "Run a command on the marked files; a shell in this folder",
      [Command([c("!"), c("s")], .runCommand, "command"), Command([c("S")], .shell, "shell")]),
    Row(
      "Copy, cut the marked files (else the highlighted one); forget them",
      [
        Command([c("yy"), [.function(5)]], .copyToRegister, "copy"),
        Command([c("dd"), [.function(6)]], .cutToRegister, "cut"),
        Command([c("ud"), c("uy")], .clearRegister, "forget copied"),
      ]),
    Row("Paste: into the folder shown beside the list, else this one", [Command([c("pp")], .paste, "paste")]),
    Row(
      "Rename: the name typed (a before its extension, A at its end, I at its start)",
      [
        Command([c("cw")], .rename(.end), "rename"),
        Command([c("a"), [.function(2)]], .rename(.beforeExtension), "rename"),
        Command([c("A")], .rename(.end), "rename"), Command([c("I")], .rename(.afterCommand), "rename"),
      ]),
    Row(
      "Move to the Trash (y confirms); undo the last rename, move or trash",
      [
        Command([c("dD"), c("dT"), [.delete], [.function(8)]], .trash, "trash"),
        Command([c("uu")], .undo, "undo"),
      ]),
    Row(
      "New folder, new file (:mkdir NAME, :touch NAME)",
      [
        Command([[.function(7)]], .commandLine("mkdir "), "new folder"),
        Command([[.insert]], .commandLine("touch "), "new file"),
      ]),
    Row(
      "Copy the path, the folder's path, the name (OSC 52)",
      [
        Command([c("yp")], .copyPath, "path"), Command([c("yd")], .copyFolder, "folder"),
        Command([c("yn")], .copyName, "name"),
      ]),
    Row(
      "Next or previous column",
      [
        Command([[.tab]], .nextColumn, "next column"),
        Command([[.backTab]], .previousColumn, "previous column"),
      ]),
    Row(
      "Sidebar, inspector, fold (flat, book, tabletop), lifecycle tint",
      [
        Command([c("zs")], .sidebar, "sidebar"), Command([c("zi")], .inspector, "inspector"),
        Command([c("zF")], .fold, "fold"), Command([c("zt")], .tint, "tint"),
      ]),
    Row(
      "Reload; redraw the screen",
      [Command([c("R")], .reload, "reload"), Command([[.control("l")]], .redraw, "redraw")]),
    Row(
      "Back; close what is open; clear the filter; stop a running copy",
      [Command([[.escape]], .escape, "back")]),
    Row("Click rows and ☰ ‹ buttons, wheel, drag", [], shownKeys: "Mouse"),
    Row("Suspend (fg resumes)", [Command([[.control("z")]], .suspend, "suspend")]),
    Row("This help (↓ ↑ scroll it; q or Esc closes it)", [Command([c("?"), [.function(1)]], .help, "help")]),
    Row(
      "Quit (--choose-dir: with the folder shown); quit choosing nothing",
      [
        Command([c("q"), c("ZZ"), [.function(10)]], .quit, "quit"),
        Command([c("Q"), c("ZQ"), [.control("c")]], .cancel, "quit choosing nothing"),
      ]),
  ]

  /// ranger's keys for what Colonnade does not do yet: kept, so they say so (not in the help).
  package static let reserved: [Command] = [
    Command([c("po"), c("pl"), c("pL")], .reserved("Pasting with overwrite or as links"), "paste")
  ]

  /// The keys, in the order the help lists them; quitting last.
  public static let all: [Binding] = rows.map { row in
    Binding(keys: row.shownKeys ?? row.commands.map(\.shownKeys).joined(separator: " "), action: row.help)
  }

  /// Every command, the help's and the reserved ones.
  package static let commands: [Command] = rows.flatMap(\.commands) + reserved

  /// Each key sequence's command.
  package static let table: [[Key]: Command] = {
    var table: [[Key]: Command] = [:]
    for command in commands {
      for keys in command.keys { table[keys] = command }
    }
    return table
  }()

  /// The first keys of longer sequences (`g` of `gg`), with the sequences they start.
  package static let prefixes: [[Key]: [(keys: [Key], label: String)]] = {
    var prefixes: [[Key]: [(keys: [Key], label: String)]] = [:]
    for command in commands {
      for keys in command.keys where keys.count > 1 {
        for end in 1..<keys.count { prefixes[Array(keys[..<end]), default: []].append((keys, command.label)) }
      }
    }
    return prefixes
  }()

  /// The table as Markdown, for the README.
  public static var markdown: String {
    var lines = ["| Keys | Action |", "| --- | --- |"]
    for binding in all {
      // Code that holds a backtick (the bookmark key `) is fenced with two.
      let fence = binding.keys.contains("`") ? ["`` ", " ``"] : ["`", "`"]
      lines.append(
        "| \(fence[0])\(binding.keys.replacingPipes)\(fence[1]) | \(binding.action.replacingPipes) |")
    }
    return lines.joined(separator: "\n")
  }

  /// The table as two-column plain text, for `--help`.
  public static var plainText: String {
    let width = (all.map(\.keys.count).max() ?? 0) + 3
    return all.map { "  " + $0.keys + String(repeating: " ", count: width - $0.keys.count) + $0.action }
      .joined(separator: "\n")
  }

  /// A sequence of characters as keys: `c("gg")`.
  private static func c(_ text: String) -> [Key] { text.map { .character($0) } }

  /// How the help writes a key.
  package static func shownName(_ key: Key) -> String {
    switch key {
    case .character(" "): "Space"
    case .character(let character): String(character)
    case .up: "↑"
    case .down: "↓"
    case .left: "←"
    case .right: "→"
    case .pageUp: "PgUp"
    case .pageDown: "PgDn"
    default: key.description
    }
  }

  /// How the help writes a sequence: characters run together (`gg`), named keys apart.
  package static func shownName(_ keys: [Key]) -> String {
    var text = ""
    for key in keys {
      if case .character(let character) = key, character != " " {
        text += String(character)
      } else {
        text += (text.isEmpty ? "" : " ") + shownName(key)
      }
    }
    return text
  }
}

extension KeyBindings.Command {
  init(_ keys: [[Key]], _ action: KeyAction, _ label: String) {
    self.init(keys: keys, action: action, label: label)
  }

  /// The command's keys as the help shows them: an argument as `x` (`m x`).
  var shownKeys: String {
    keys.map { KeyBindings.shownName($0) + (action.takesArgument ? " x" : "") }.joined(separator: " ")
  }
}

extension KeyBindings.Row {
  init(_ help: String, _ commands: [KeyBindings.Command], shownKeys: String? = nil) {
    self.init(help: help, commands: commands, shownKeys: shownKeys)
  }
}

extension String {
  fileprivate var replacingPipes: String {
    split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
  }
}

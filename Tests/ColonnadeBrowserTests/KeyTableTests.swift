import ColonnadeBrowser
import ColonnadeTerminal
import ColonnadeTestSupport
import Testing

/// Rule T3: the README's key list, the in-app help and `demo --help` come from one table
/// (``KeyBindings``); `RECORD_SNAPSHOTS=1` rewrites the README's copy.
@Suite struct KeyTableTests {
  @Test func readmeKeyListMatchesTheTable() throws {
    let path = TestFiles.repository + "/README.md"
    let readme = try #require(TestFiles.read(path), "cannot read \(path)")
    let begin = "<!-- keys:begin -->\n"
    let end = "\n<!-- keys:end -->"
    let start = try #require(readme.firstRange(of: begin), "README.md has no \(begin)")
    let stop = try #require(readme.firstRange(of: end), "README.md has no \(end)")
    let current = String(readme[start.upperBound..<stop.lowerBound])
    if TestFiles.isRecording {
      let rewritten = String(readme[..<start.upperBound]) + KeyBindings.markdown + readme[stop.lowerBound...]
      #expect(TestFiles.write(rewritten, to: path), "cannot write \(path)")
      return
    }
    #expect(current == KeyBindings.markdown, "re-record with RECORD_SNAPSHOTS=1")
  }

  @Test func helpQuitsLast() {
    #expect(KeyBindings.all.last?.action.hasPrefix("Quit") == true)
    #expect(KeyBindings.plainText.contains("q ZZ F10 Q ZQ Ctrl-C"))
  }
}

/// Rule T3: the key map itself — ranger's keys where ranger has the command (its file operations
/// too), no key meaning two things, ranger's keys for what is not built yet kept.
@Suite struct KeyMapTests {
  /// No sequence is bound twice, and none is the start of another: a key waits for the rest of a
  /// sequence or acts, never both.
  @Test func noKeyMeansTwoThings() {
    var seen: [[Key]: String] = [:]
    for command in KeyBindings.commands {
      for keys in command.keys {
        #expect(seen[keys] == nil, "\(KeyBindings.shownName(keys)) is bound twice")
        seen[keys] = command.label
      }
    }
    for keys in seen.keys {
      for end in 1..<max(1, keys.count) {
        #expect(seen[Array(keys[..<end])] == nil, "\(KeyBindings.shownName(keys)) starts with a command")
      }
    }
  }

  /// ranger's own keys (its rc.conf) for the commands Colonnade shares with it; `o` (open with, as
  /// nnn's) is the one departure: ranger's sort keys are on `O`.
  @Test(arguments: [
    ("j", "down"), ("k", "up"), ("gg", "top"), ("G", "bottom"), ("J", "half down"), ("K", "half up"),
    ("l", "open"), ("h", "left"), ("H", "back"), ("L", "forward"), ("gh", "home"), ("gr", "/"), ("g/", "/"),
    ("ge", "/etc"), ("gu", "/usr"), ("gd", "/dev"), ("go", "/opt"), ("gv", "/var"), ("gm", "/media"),
    ("gM", "/mnt"), ("gs", "/srv"), (":", "command"), (";", "command"), ("cd", "cd"), ("m", "bookmark"),
    ("'", "go to"), ("`", "go to"), ("um", "forget bookmark"), (" ", "mark"), ("v", "invert marks"),
    ("uv", "clear marks"), ("/", "filter"), ("n", "next"), ("N", "previous"), ("zh", "hidden files"),
    ("zf", "filter"), ("f", "filter"), ("r", "open with"), ("i", "pager"), ("E", "editor"), ("!", "command"),
    ("s", "command"), ("S", "shell"), ("yp", "path"), ("yd", "folder"), ("yn", "name"), ("R", "reload"),
    ("q", "quit"), ("Q", "quit choosing nothing"), ("ZZ", "quit"), ("ZQ", "quit choosing nothing"),
    ("?", "help"), ("Mp", "details"), ("Mi", "details"), ("Mf", "names"), ("yy", "copy"), ("dd", "cut"),
    ("pp", "paste"), ("cw", "rename"), ("a", "rename"), ("A", "rename"), ("I", "rename"), ("dD", "trash"),
    ("dT", "trash"), ("ud", "forget copied"), ("uy", "forget copied"), ("uu", "undo"),
  ])
  func rangersKeys(_ keys: String, _ label: String) {
    #expect(KeyBindings.table[keys.map { Key.character($0) }]?.label == label, "\(keys)")
  }

  /// ranger's named keys for the file operations (Midnight Commander's F5–F8, Delete, Insert).
  @Test(arguments: [
    (Key.function(2), "rename"), (.function(5), "copy"), (.function(6), "cut"), (.function(7), "new folder"),
    (.function(8), "trash"), (.delete, "trash"), (.insert, "new file"),
  ])
  func rangersNamedKeys(_ key: Key, _ label: String) {
    #expect(KeyBindings.table[[key]]?.label == label, "\(key)")
  }

  /// ranger's keys for what Colonnade does not do yet (`po`, `pl`, `pL`) are kept: they say so,
  /// and do nothing else.
  @Test(arguments: ["po", "pl", "pL"])
  func unbuiltKeysAreKept(_ keys: String) throws {
    let command = try #require(KeyBindings.table[keys.map { Key.character($0) }])
    guard case .reserved = command.action else {
      Issue.record("\(keys) is bound to \(command.label)")
      return
    }
    var browser = try Fixtures.browser(100, 20)
    let before = browser.state
    Fixtures.press(keys, on: &browser)
    #expect(browser.state == before)
    #expect(browser.message?.contains("is not in Colonnade yet") == true, "\(browser.message ?? "")")
  }

  /// Every line of the help names keys the table binds, and every command is in the help.
  @Test func theHelpListsEveryCommand() {
    let shown = KeyBindings.rows.flatMap(\.commands)
    #expect(Set(shown.map(\.label)).count > 40)
    #expect(KeyBindings.all.count == KeyBindings.rows.count)
    for row in KeyBindings.rows where row.shownKeys == nil {
      #expect(!row.commands.isEmpty, "\(row.help)")
    }
  }
}

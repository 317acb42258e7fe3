import ColonnadeBrowser

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#else
  #error("Colonnade's POSIX edge needs Glibc, Musl or Darwin")
#endif

/// Runs programs for the browser (rules T3, T5): `$PAGER`, `$VISUAL` before `$EDITOR`, a typed
/// command, an application, a shell; always through `sh -c`, so values with arguments
/// (`less -R`) work. Files are passed as `"$1"`, `"$@"`, never spliced into the command, as the
/// exact bytes of their paths (a name that is not UTF-8 opens that file, never a re-encoded
/// look-alike). A program that takes the terminal is waited for, and Ctrl-C and Ctrl-\ reach it,
/// not the browser; a graphical one runs apart: `/dev/null` for its input and output, a session
/// of its own (no signal from the terminal reaches it), not waited for.
package enum ExternalProgramRunner {
  /// The command line `program` stands for in `environment`.
  package static func command(_ program: ExternalProgram, environment: [String: String]) -> String {
    switch program.kind {
    case .variable(let variables, let fallback, let prefersOpener):
      if prefersOpener, let opener = opener(environment: environment) { return opener }
      for variable in variables {
        let value = environment[variable] ?? ""
        if !value.trimmingSpaces.isEmpty { return value }
      }
      return fallback
    case .command(let text, _): return text
    case .application(_, let command, _): return command
    case .shell: return shellName(environment)
    }
  }

  /// The name the status line gives the program: its command's first word, or the application's name.
  package static func name(_ program: ExternalProgram, environment: [String: String]) -> String {
    if case .application(let name, _, _) = program.kind { return name }
    let command = command(program, environment: environment)
    return command.split(separator: " ").first.map(String.init) ?? command
  }

  /// Whether the program takes over the terminal (a pager, an editor, a shell, a command), rather
  /// than running apart from it (the desktop's opener, a graphical application).
  package static func takesTerminal(_ program: ExternalProgram, environment: [String: String]) -> Bool {
    switch program.kind {
    case .variable(_, _, let prefersOpener): !(prefersOpener && opener(environment: environment) != nil)
    case .application(_, _, let graphical): !graphical
    case .command, .shell: true
    }
  }

  /// The system's opener: `open` on macOS; `xdg-open` on PATH in a graphical session
  /// (`DISPLAY` or `WAYLAND_DISPLAY` set), since over ssh or on a console it finds no viewer.
  static func opener(environment: [String: String]) -> String? {
    #if canImport(Darwin)
      return "open"
    #else
      let graphical = [environment["DISPLAY"], environment["WAYLAND_DISPLAY"]].contains {
        !($0 ?? "").isEmpty
      }
      guard graphical, let path = environment["PATH"] else { return nil }
      for folder in path.split(separator: ":") where access(folder + "/xdg-open", X_OK) == 0 {
        return "xdg-open"
      }
      return nil
    #endif
  }

  /// The user's shell: `$SHELL`, else `sh`.
  static func shellName(_ environment: [String: String]) -> String {
    let shell = environment["SHELL"] ?? ""
    return shell.trimmingSpaces.isEmpty ? "sh" : shell
  }

  /// What `sh -c` runs for `program`, and the arguments after `$0`: the folder to run in first
  /// (the script goes there and shifts it off), then the files.
  package static func script(_ program: ExternalProgram, environment: [String: String]) -> (
    String, [FilePath]
  ) {
    let command = command(program, environment: environment)
    var (script, files): (String, [FilePath])
    switch program.kind {
    case .variable: (script, files) = (command + " \"$1\"", Array(program.files.prefix(1)))
    case .command(let text, _): (script, files) = (text.replacingPlaceholder, program.files)
    case .application: (script, files) = (command, program.files)
    case .shell:
      // COLONNADE_LEVEL tells a prompt it runs inside the browser, as ranger's RANGER_LEVEL does.
      (script, files) = ("export COLONNADE_LEVEL=$((${COLONNADE_LEVEL:-0} + 1)) && exec \"$0\"", [])
    }
    guard let directory = program.directory else { return (script, files) }
    return ("cd -- \"$1\" || exit 1; shift; " + script, [directory] + files)
  }

  /// Runs it: waits for a program that takes the terminal (then, for a command that asks, for
  /// Enter), starts a graphical one apart. `nil` when it started or exited 0, else a message for
  /// the status line.
  static func run(_ program: ExternalProgram, environment: [String: String]) -> String? {
    let detached = !takesTerminal(program, environment: environment)
    var (script, files) = script(program, environment: environment)
    // Apart: started in the background by a shell that exits at once, so nothing waits for it.
    if detached { script = "(" + script + ") &" }
    // Darwin's spawn types are optional pointers that `init` allocates; Glibc's are structs.
    #if canImport(Darwin)
      var attributes: posix_spawnattr_t? = nil
      var actions: posix_spawn_file_actions_t? = nil
    #else
      var attributes = posix_spawnattr_t()
      var actions = posix_spawn_file_actions_t()
    #endif
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in [SIGINT, SIGQUIT, SIGTSTP, SIGPIPE] { sigaddset(&defaults, signal) }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF) | (detached ? newSessionFlag : 0))
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    if detached {
      posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
      posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
      posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    }
    let savedInterrupt = signal(SIGINT, SIG_IGN)
    let savedQuit = signal(SIGQUIT, SIG_IGN)
    defer {
      signal(SIGINT, savedInterrupt)
      signal(SIGQUIT, savedQuit)
    }
    let zeroth = program.kind == .shell ? shellName(environment) : "sh"
    let words = ["sh", "-c", script, zeroth]
    var argv: [UnsafeMutablePointer<CChar>?] =
      words.map { strdup($0) } + files.map { strdup($0.cString) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var child = pid_t()
    let spawned = posix_spawnp(&child, "/bin/sh", &actions, &attributes, &argv, environ)
    guard spawned == 0 else { return "cannot start sh: \(String(cString: strerror(spawned)))" }
    var status: Int32 = 0
    while waitpid(child, &status, 0) < 0, errno == EINTR {}
    if case .command(_, waitsForEnter: true) = program.kind { waitForEnter(status) }
    let name = name(program, environment: environment)
    if status & 0x7F == 0 {
      let code = (status >> 8) & 0xFF
      if code == 0 { return nil }
      if code == 127 { return "'\(name)' was not found" + hint(program) }
      return "'\(name)' exited with status \(code)"
    }
    return "'\(name)' ended by signal \(status & 0x7F)"
  }

  /// What to set when a variable's program was not found.
  private static func hint(_ program: ExternalProgram) -> String {
    guard case .variable(let variables, _, _) = program.kind else { return "" }
    return ": set $\(variables.last ?? "PAGER")"
  }

  /// After a typed command: says how it ended and waits for Enter on the terminal, so its output
  /// can be read before the browser's screen returns.
  private static func waitForEnter(_ status: Int32) {
    let ended = status & 0x7F == 0 ? "exit status \((status >> 8) & 0xFF)" : "signal \(status & 0x7F)"
    let prompt = Array("\n[\(ended)] Press Enter to return to Colonnade ".utf8)
    _ = prompt.withUnsafeBytes { systemWrite(1, $0.baseAddress, $0.count) }
    var byte: UInt8 = 0
    while true {
      let count = read(0, &byte, 1)
      if count < 0, errno == EINTR { continue }
      if count <= 0 || byte == 0x0A || byte == 0x0D { return }
    }
  }

  /// `POSIX_SPAWN_SETSID`, which Glibc declares only for GNU sources.
  private static var newSessionFlag: Int16 {
    #if canImport(Darwin)
      Int16(POSIX_SPAWN_SETSID)
    #else
      0x80
    #endif
  }
}

/// `write(2)`, named so no local `write` hides it (on every libc).
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}

extension String {
  fileprivate var trimmingSpaces: Substring {
    drop { $0 == " " || $0 == "\t" }
  }

  /// `%s` (ranger's macro for the selected files) as `"$@"`, and `%%` as `%`, as ranger reads
  /// them. O(n).
  fileprivate var replacingPlaceholder: String {
    var result = ""
    var percent = false
    for character in self {
      if percent {
        result += character == "s" ? "\"$@\"" : character == "%" ? "%" : "%" + String(character)
        percent = false
      } else if character == "%" {
        percent = true
      } else {
        result.append(character)
      }
    }
    return percent ? result + "%" : result
  }
}

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

/// Runs the user's pager or editor on the real terminal (rules T3, T5): `$PAGER`, or
/// `$VISUAL` before `$EDITOR`, through `sh -c`, so values with arguments (`less -R`) work; the
/// file is passed as `$1`, never spliced into the command, as the exact bytes of its path (a name
/// that is not UTF-8 opens that file, never a re-encoded look-alike). While it runs, Ctrl-C and
/// Ctrl-\ reach the program, not the browser.
package enum ExternalProgramRunner {
  /// The command that `program` stands for in `environment`: the system's opener when the
  /// program prefers it and there is one, else the first variable set, else the fallback.
  package static func command(_ program: ExternalProgram, environment: [String: String]) -> String {
    if program.prefersOpener, let opener = opener(environment: environment) { return opener }
    for variable in program.variables {
      let value = environment[variable] ?? ""
      if !value.trimmingSpaces.isEmpty { return value }
    }
    return program.fallback
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

  /// Runs it and waits; `nil` when it exited 0, else a message for the status line.
  static func run(_ program: ExternalProgram, environment: [String: String]) -> String? {
    let command = command(program, environment: environment)
    // Darwin's `posix_spawnattr_t` is a pointer that `posix_spawnattr_init` allocates.
    #if canImport(Darwin)
      var attributes: posix_spawnattr_t?
    #else
      var attributes = posix_spawnattr_t()
    #endif
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in [SIGINT, SIGQUIT, SIGTSTP, SIGPIPE] { sigaddset(&defaults, signal) }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))
    let savedInterrupt = signal(SIGINT, SIG_IGN)
    let savedQuit = signal(SIGQUIT, SIG_IGN)
    defer {
      signal(SIGINT, savedInterrupt)
      signal(SIGQUIT, savedQuit)
    }
    let words: [String] = ["sh", "-c", command + " \"$1\"", "sh"]
    var argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [strdup(program.file.cString), nil]
    defer { for pointer in argv { free(pointer) } }
    var child = pid_t()
    let spawned = posix_spawnp(&child, "/bin/sh", nil, &attributes, &argv, environ)
    guard spawned == 0 else { return "cannot start sh: \(String(cString: strerror(spawned)))" }
    var status: Int32 = 0
    while waitpid(child, &status, 0) < 0, errno == EINTR {}
    let name = command.split(separator: " ").first.map(String.init) ?? command
    if status & 0x7F == 0 {
      let code = (status >> 8) & 0xFF
      if code == 0 { return nil }
      if code == 127 { return "'\(name)' was not found: set $\(program.variables.last ?? "PAGER")" }
      return "'\(name)' exited with status \(code)"
    }
    return "'\(name)' ended by signal \(status & 0x7F)"
  }
}

extension String {
  fileprivate var trimmingSpaces: Substring {
    drop { $0 == " " || $0 == "\t" }
  }
}

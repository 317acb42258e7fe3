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

/// Runs the user's pager or editor on the real terminal (issue 13, item 11): `$PAGER` or `$EDITOR`
/// through `sh -c`, so values with arguments (`less -R`) work; the file is passed as `$1`, never
/// spliced into the command, as the exact bytes of its path (a name that is not UTF-8 opens that
/// file, never a re-encoded look-alike). While it runs, Ctrl-C and Ctrl-\ reach the program, not
/// the browser.
enum ExternalProgramRunner {
  /// The command that `program` stands for in `environment`.
  static func command(_ program: ExternalProgram, environment: [String: String]) -> String {
    let value = environment[program.variable] ?? ""
    return value.trimmingSpaces.isEmpty ? program.fallback : value
  }

  /// Runs it and waits; `nil` when it exited 0, else a message for the status line.
  static func run(_ program: ExternalProgram, environment: [String: String]) -> String? {
    let command = command(program, environment: environment)
    var attributes = posix_spawnattr_t()
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
      if code == 127 { return "'\(name)' was not found: set $\(program.variable)" }
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

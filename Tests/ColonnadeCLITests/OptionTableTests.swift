import ColonnadeCLI
import ColonnadeJSON
import ColonnadeOptions
import ColonnadeTestSupport
import ColonnadeTools
import Testing

/// Rule X5: every command's `--help` and parsing come from one table, so they cannot drift; each
/// property runs on every table (`colonnade`'s commands, the bench and the soak).
@Suite struct OptionTableTests {
  /// `colonnade`'s commands, then `colonnade-bench` and `colonnade-soak`.
  static var tables: [OptionTableSummary] { ColonnadeCommand.optionTables + Tool.optionTables }
  static let names = tables.map(\.name)

  static func table(_ name: String) throws -> OptionTableSummary {
    try #require(Self.tables.first { $0.name == name })
  }

  /// The arguments that give `option` its example once.
  static func example(_ option: OptionTableSummary.Option) -> [String] {
    [option.name] + (option.example.map { [$0] } ?? [])
  }

  /// Every option is in `--help`, at the start of a line with its value; every option line of
  /// `--help` is an option the parser takes.
  @Test(arguments: names)
  func helpListsExactlyTheOptions(_ name: String) throws {
    let table = try Self.table(name)
    let lines = table.help.split(separator: "\n").map(String.init)
    for option in table.options {
      let label = "  " + option.name + (option.placeholder.map { " " + $0 } ?? "")
      #expect(lines.contains { $0 == label || $0.hasPrefix(label + "  ") }, "\(name): \(option.name)")
    }
    let listed = lines.filter { $0.hasPrefix("  -") }.map { $0.dropFirst(2).prefix { $0 != " " } }
    #expect(Set(listed) == Set(table.options.map { Substring($0.name) } + ["-h,"]), "\(name)")
  }

  /// Every option parses the example it documents, as `--name value` and `--name=value`.
  @Test(arguments: names)
  func everyOptionParsesItsExample(_ name: String) throws {
    let table = try Self.table(name)
    for option in table.options {
      #expect(table.check(Self.example(option)) == nil, "\(name) \(Self.example(option))")
      if let example = option.example {
        #expect(table.check(["\(option.name)=\(example)"]) == nil, "\(name) \(option.name)=\(example)")
      }
    }
  }

  /// An option given twice says "given twice" unless it is declared repeatable; a flag given a
  /// value, or a value option given none, says so.
  @Test(arguments: names)
  func repeatedOptionIsGivenTwice(_ name: String) throws {
    let table = try Self.table(name)
    for option in table.options {
      let twice = Self.example(option) + Self.example(option)
      let expected: ArgumentError? = option.repeatable ? nil : .givenTwice(option: option.name)
      #expect(table.check(twice) == expected, "\(name) \(twice)")
      if option.placeholder == nil {
        #expect(table.check([option.name + "=yes"]) == .unexpectedValue(option: option.name, value: "yes"))
      } else {
        #expect(table.check([option.name]) == .missingValue(option: option.name))
      }
    }
  }

  /// Written forms that are not the number an option takes, whatever its kind.
  static let notNumbers = [
    "0x10", "+5", " 5", "5 ", "5abc", "", "1.", ".5", "--5", "1e", "0b1", "١٢", "5,0", "NaN",
  ]
  /// Forms only some kinds refuse: a whole number is digits only, a count (`--actions`) takes
  /// underscores between digits and a power of ten as its help says.
  static let refused: [NumberSyntax.Kind: [String]] = [
    .decimal: [],
    .whole: ["1e3", "1_000", "1.5", "-1", "inf", "nan"],
    .count: ["1.5", "-1", "inf", "nan", "1__000", "_1", "1_", "1e1.5", "1e-3", "e3"],
  ]

  /// Random garbage where a number goes is a typed error naming the option, the value and the
  /// kind of number, with the documented example.
  @Test(arguments: names)
  func garbageNumbersAreTypedErrors(_ name: String) throws {
    let table = try Self.table(name)
    var random = SplitMix64(seed: 12)
    let letters = Array("abcdfxyzABCDFXYZ!#%&*/:;?@[]^`{|}~ \t")
    for option in table.options {
      guard let kind = option.numberKind, let example = option.example else { continue }
      var garbage = Self.notNumbers + (Self.refused[kind] ?? [])
      for _ in 0..<200 {
        let digits = String(random.next() % 100_000)
        let junk = String((0..<(1 + Int(random.next() % 3))).map { _ in random.pick(letters) })
        garbage.append(random.chance(0.5) ? junk + digits : digits + junk)
      }
      for value in garbage {
        #expect(
          table.check([option.name, value])
            == .notANumber(option: option.name, value: value, kind: kind, example: example),
          "\(name) \(option.name) \(value.debugDescription) (seed 12)")
      }
    }
  }

  /// Numbers written as documented parse, for every kind: random digits, decimals and exponents.
  @Test func numbersAsDocumentedParse() {
    var random = SplitMix64(seed: 7)
    for _ in 0..<500 {
      let whole = random.next()
      #expect(NumberSyntax.whole(String(whole)) == whole)
      let decimal = Double(Int64(bitPattern: random.next()) % 1_000_000) / 100
      #expect(NumberSyntax.decimal(decimal.description) == decimal, "\(decimal)")
      let small = Int(random.next() % 1_000_000)
      #expect(NumberSyntax.count(String(small)) == small)
      #expect(NumberSyntax.count("\(small)e2") == small * 100)
    }
    #expect(NumberSyntax.decimal("1e3") == 1000)
    #expect(NumberSyntax.decimal("-2.5") == -2.5)
    #expect(NumberSyntax.decimal("inf") == .infinity)
    #expect(NumberSyntax.count("10_000_000") == 10_000_000)
    #expect(NumberSyntax.count("1e7") == 10_000_000)
    #expect(NumberSyntax.count("1__0") == nil)
    #expect(NumberSyntax.count("_10") == nil)
    #expect(NumberSyntax.count("1e19") == nil, "above Int.max")
    #expect(NumberSyntax.whole("18446744073709551616") == nil, "above UInt64.max")
  }

  /// End to end: each `colonnade` command prints one line and exits 2 for an option given twice
  /// and for a number that is not one.
  @Test(arguments: ["resolve", "simulate", "lab", "devices", "demo"])
  func commandsSayGivenTwice(_ command: String) throws {
    let table = try Self.table("colonnade \(command)")
    for option in table.options where !option.repeatable {
      let outcome = ColonnadeCommand.run(
        Invocation(
          arguments: [command] + Self.example(option) + Self.example(option), files: MemoryFileSystem()))
      #expect(outcome.status == 2, "\(command) \(option.name)")
      #expect(
        outcome.errors
          == "colonnade \(command): \(option.name) is given twice: give it once (see 'colonnade \(command) --help')\n"
      )
    }
  }

  /// End to end: `resolve` with the required size and each option's example succeeds.
  @Test func resolveRunsEveryExample() throws {
    let table = try Self.table("colonnade resolve")
    for option in table.options where !["--width", "--height"].contains(option.name) {
      let outcome = ColonnadeCommand.run(
        Invocation(
          arguments: ["resolve", "--width", "1366", "--height", "1024"] + Self.example(option),
          files: MemoryFileSystem(["split.json": "{}"])))
      #expect(outcome.status == 0, "\(option.name): \(outcome.errors)")
    }
  }

  /// `colonnade-bench` and `colonnade-soak` start from their command lines the same way
  /// (``Tool/start(_:_:)``): `--help` prints the table's help, a bad argument one line (exit 2).
  @Test func toolsReadTheirCommandLines() {
    guard case .help(let help) = Tool.start(SoakOptions.self, ["--actions", "5", "-h"]) else {
      Issue.record("--help was not help")
      return
    }
    #expect(help == SoakOptions.table.help)
    guard case .usageError(let line) = Tool.start(BenchOptions.self, ["--only", "resolve,nothing"]) else {
      Issue.record("a bad section was accepted")
      return
    }
    #expect(
      line
        == "colonnade-bench: unknown section 'nothing' in --only: use resolve, coordinator, scene, storm, history, "
        + "terminal, lab, scaling, copy (see 'colonnade-bench --help')")
    guard case .run(let options) = Tool.start(SoakOptions.self, ["--actions", "1e3", "--no-probes"]) else {
      Issue.record("good arguments were refused")
      return
    }
    #expect(options.actions == 1_000 && !options.probes)
  }
}

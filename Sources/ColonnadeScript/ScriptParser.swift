import Colonnade
import ColonnadeJSON

/// Turns script lines into actions (rule X6); `#` starts a comment.
package enum ScriptParser {
  /// The words every line may start with.
  package static let verbs = [
    "destination", "resize", "size-class", "scale", "fold", "rtl", "inspector", "select", "show", "push",
    "back", "peek-back", "sidebar", "secondary-only", "dismiss", "display-mode", "split-behavior", "width",
    "focus", "begin",
    "end", "ready", "link", "tick", "invalidate", "save", "restore", "set",
  ]

  /// The line without its comment and surrounding spaces; empty for a blank or comment line.
  package static func strip(_ line: Substring) -> Substring {
    var code = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
    while let first = code.first, first.isWhitespace { code.removeFirst() }
    while let last = code.last, last.isWhitespace { code.removeLast() }
    return code
  }

  /// Parses one stripped, non-empty line.
  package static func parse(_ line: Substring) throws(ScriptError) -> ScriptAction {
    let words = try words(line)
    guard let verb = words.first else { throw ScriptError("empty line") }
    let arguments = Array(words.dropFirst())
    func expect(_ count: Int, _ usage: String) throws(ScriptError) {
      guard arguments.count == count else { throw ScriptError("'\(verb)' takes \(usage)") }
    }
    switch verb {
    case "destination":
      try expect(2, "a name and a style: destination NAME double|triple")
      let style = try word(
        arguments[1], in: [("double", SplitStyle.doubleColumn), ("triple", .tripleColumn)])
      return .send(.destinationDeclared(SidebarDestination(arguments[0], style: style)))
    case "resize":
      try expect(2, "a width and a height in points: resize W H")
      return .resize(Size(width: try number(arguments[0]), height: try number(arguments[1])))
    case "size-class":
      try expect(1, "compact, regular or auto")
      return .send(
        .sizeClassChanged(
          try word(arguments[0], in: [("compact", .compact), ("regular", .regular), ("auto", nil)])))
    case "scale":
      try expect(1, "pixels per point: scale S")
      return .send(.displayScaleChanged(try number(arguments[0])))
    case "fold": return .fold(try fold(arguments))
    case "rtl":
      try expect(1, "on or off")
      return .send(
        .layoutDirectionChanged(try word(arguments[0], in: [("on", .rightToLeft), ("off", .leftToRight)])))
    case "inspector":
      try expect(1, "on, off or toggle")
      let actions: [(String, CoordinatorAction<String>)] = [
        ("on", .inspectorPresentationChanged(true)), ("off", .inspectorPresentationChanged(false)),
        ("toggle", .inspectorButtonTapped),
      ]
      return .send(try word(arguments[0], in: actions))
    case "select":
      guard arguments.count == 1 || (arguments.count == 2 && arguments[1] == "reset") else {
        throw ScriptError("'select' takes a destination: select NAME [reset]")
      }
      return .send(.destinationSelected(arguments[0], reset: arguments.count == 2))
    case "show", "push":
      try expect(2, "a column and a route: \(verb) COLUMN ROUTE")
      let column = try name(arguments[0], Column.self)
      return .send(
        verb == "show" ? .itemSelected(arguments[1], in: column) : .itemPushed(arguments[1], in: column))
    case "back" where arguments.count == 1:
      return .send(.columnPopped(try name(arguments[0], Column.self)))
    case "back", "peek-back", "sidebar", "secondary-only", "dismiss", "begin", "end", "ready":
      try expect(0, "no arguments")
      return bare(verb)
    case "display-mode":
      try expect(1, "a display mode such as oneBesideSecondary")
      return .send(.displayModePreferenceChanged(try name(arguments[0], DisplayMode.self)))
    case "split-behavior":
      try expect(1, "automatic, tile, overlay or displace")
      return .send(.splitBehaviorPreferenceChanged(try name(arguments[0], SplitBehavior.self)))
    case "width":
      try expect(2, "a column and a width: width COLUMN W")
      return .send(.dividerDragged(try name(arguments[0], Column.self), width: try number(arguments[1])))
    case "focus":
      try expect(1, "a column: focus COLUMN")
      return .send(.focusMoved(try name(arguments[0], Column.self)))
    case "link":
      try expect(1, "a URL: link colonnade://DEST/ROUTE")
      return .send(.deepLinkOpened(arguments[0]))
    case "tick":
      try expect(1, "seconds: tick S")
      let seconds = try number(arguments[0])
      guard seconds >= 0 else {
        throw ScriptError("'tick' takes seconds of 0 or more, not \(quoted: arguments[0])")
      }
      return .tick(seconds)
    case "invalidate":
      try expect(1, "a column: invalidate COLUMN")
      return .invalidate(try name(arguments[0], Column.self))
    case "set":
      try expect(2, "a configuration key and a value: set KEY VALUE, as --config spells them")
      return .configure(key: arguments[0], value: value(arguments[1]))
    case "save", "restore":
      try expect(1, "a file: \(verb) FILE")
      return verb == "save" ? .save(arguments[0]) : .restore(arguments[0])
    default:
      throw ScriptError(
        "unknown action '\(quoted: verb)': use one of \(verbs.joined(separator: ", "))")
    }
  }

  /// The words of a line, separated by spaces or tabs; a word in double quotes may hold spaces
  /// (`show secondary "New York"`), and inside quotes `\"` and `\\` stand for `"` and `\`.
  static func words(_ line: Substring) throws(ScriptError) -> [String] {
    var words: [String] = []
    var current = ""
    var inWord = false
    var quoted = false
    var characters = line.makeIterator()
    while let character = characters.next() {
      if quoted {
        if character == "\\", let next = characters.next() {
          current.append(next)
        } else if character == "\"" {
          quoted = false
        } else {
          current.append(character)
        }
      } else if character == " " || character == "\t" {
        if inWord { words.append(current) }
        current = ""
        inWord = false
      } else {
        if character == "\"" { quoted = true } else { current.append(character) }
        inWord = true
      }
    }
    guard !quoted else { throw ScriptError("a quoted word is not closed: end it with \"") }
    if inWord { words.append(current) }
    return words
  }

  private static func bare(_ verb: String) -> ScriptAction {
    switch verb {
    case "back": .send(.backRequested)
    case "peek-back": .peekBack
    case "sidebar": .send(.sidebarButtonTapped)
    case "secondary-only": .send(.secondaryOnlyButtonTapped)
    case "dismiss": .send(.dimmedAreaTapped)
    case "begin": .send(.transitionBegan)
    case "end": .send(.transitionEnded)
    default: .send(.becameReady)
    }
  }

  private static func fold(_ arguments: [String]) throws(ScriptError) -> Fold {
    let usage = "flat, book X GAP, tabletop Y GAP or dual X GAP"
    guard let kind = arguments.first else { throw ScriptError("'fold' takes \(usage)") }
    if kind == "flat", arguments.count == 1 { return .flat }
    guard arguments.count == 3, ["book", "tabletop", "dual"].contains(kind) else {
      throw ScriptError("'fold' takes \(usage)")
    }
    let position = try number(arguments[1])
    let gap = try number(arguments[2])
    switch kind {
    case "book": return .book(x: position, gap: gap)
    case "tabletop": return .tabletop(y: position, gap: gap)
    default: return .dual(x: position, gap: gap)
    }
  }

  /// A configuration value: `true`, `false`, `null`, a number, else the word as a string.
  private static func value(_ text: String) -> JSONValue {
    switch text {
    case "true": return true
    case "false": return false
    case "null": return .null
    default:
      if let number = NumberSyntax.decimal(text), number.isFinite { return .number(number) }
      return .string(text)
    }
  }

  private static func number(_ text: String) throws(ScriptError) -> Double {
    // The command line's syntax (`NumberSyntax`): `0x10`, `+5` and `5abc` are not numbers.
    guard let value = NumberSyntax.decimal(text), value.isFinite else {
      throw ScriptError("'\(quoted: text)' is not a number")
    }
    return value
  }

  private static func word<Value>(_ text: String, in choices: [(String, Value)]) throws(ScriptError) -> Value
  {
    guard let match = choices.first(where: { $0.0 == text }) else {
      throw ScriptError(
        "'\(quoted: text)' is not one of \(choices.map { $0.0 }.joined(separator: ", "))")
    }
    return match.1
  }

  private static func name<Name: RawRepresentable & CaseIterable>(
    _ text: String, _ type: Name.Type
  ) throws(ScriptError) -> Name where Name.RawValue == String {
    try word(text, in: Name.allCases.map { ($0.rawValue, $0) })
  }
}

/// A script line that cannot be understood.
///
/// The words of the line it repeats are kept apart from its text, so each edge shows them its
/// own way (``ScriptHost/quoted(_:)``): the command line escapes them for a terminal.
package struct ScriptError: Error, Equatable, CustomStringConvertible {
  /// The message: text, and words of the line.
  package var pieces: [Piece]

  /// A piece of a message.
  package enum Piece: Equatable {
    case text(String)
    /// A word of the line, as it was written.
    case value(String)
  }

  init(_ message: Message) {
    pieces = message.pieces
  }

  /// The message, each word of the line shown by `quote`.
  package func message(quoting quote: (String) -> String) -> String {
    var text = ""
    for piece in pieces {
      switch piece {
      case .text(let part): text += part
      case .value(let value): text += quote(value)
      }
    }
    return text
  }

  /// The message with long words cut (``ScriptText/cut(_:)``).
  package var description: String { message(quoting: ScriptText.cut) }

  /// `"'\(quoted: word)' is not a number"`: a message whose interpolated words are marked.
  struct Message: ExpressibleByStringInterpolation {
    var pieces: [Piece]

    init(stringLiteral value: String) {
      pieces = [.text(value)]
    }

    init(stringInterpolation: Interpolation) {
      pieces = stringInterpolation.pieces
    }

    struct Interpolation: StringInterpolationProtocol {
      var pieces: [Piece] = []

      init(literalCapacity: Int, interpolationCount: Int) {}

      mutating func appendLiteral(_ literal: String) {
        pieces.append(.text(literal))
      }

      mutating func appendInterpolation(_ text: String) {
        pieces.append(.text(text))
      }

      /// A word of the line.
      mutating func appendInterpolation(quoted value: String) {
        pieces.append(.value(value))
      }
    }
  }
}

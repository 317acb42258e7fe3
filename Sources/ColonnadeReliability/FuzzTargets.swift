import Colonnade
import ColonnadeCoding
import ColonnadeJSON
import ColonnadeTerminal

/// The bodies of the fuzz targets: each decodes one input and returns the first property that
/// does not hold, or `nil`. A crash (a trap in the code under test) is a finding too.
///
/// ```swift
/// if let failure = FuzzTargets.keyDecoder(Array("\u{1B}[A".utf8)) { print(failure) }
/// ```
public enum FuzzTargets {
  /// Every target by name, as `colonnade-fuzz NAME` and `Fuzz/corpus/NAME` call them.
  public static let all: [(name: String, run: @Sendable ([UInt8]) -> String?)] = [
    ("coordinator", coordinator), ("configuration-json", configurationJSON), ("session-json", sessionJSON),
    ("deep-link", deepLink), ("key-decoder", keyDecoder),
  ]

  /// The most actions one input drives.
  public static let maximumActions = 128

  /// A starting state, then actions decoded from the bytes, every property checked after each
  /// (see ``CoordinatorChecker``); now and then the session is saved and restored.
  public static func coordinator(_ bytes: [UInt8]) -> String? {
    var stream = ByteStream(bytes)
    var checker: CoordinatorChecker
    do {
      checker = try CoordinatorChecker(&stream)
    } catch {
      return "a valid starting state was refused: \(error)"
    }
    var step = 0
    while !stream.isExhausted, step < maximumActions {
      let (action, result) = checker.step(&stream)
      if let failure = result.failure { return "step \(step), \(action): \(failure)" }
      step += 1
    }
    return nil
  }

  /// `SplitConfiguration(json:)` on any text: it throws a described error or yields a valid
  /// configuration that writes and reads back equal. The strict JSON parser on the raw bytes:
  /// what it accepts writes and reads back equal.
  public static func configurationJSON(_ bytes: [UInt8]) -> String? {
    if let problem = jsonRoundTrip(bytes) { return problem }
    let text = String(decoding: bytes, as: UTF8.self)
    let configuration: SplitConfiguration
    do {
      configuration = try SplitConfiguration(json: text)
    } catch {
      return error.description.isEmpty ? "an empty error message" : nil
    }
    guard (try? configuration.validate()) != nil else {
      return "a decoded configuration fails validation: \(text)"
    }
    let written = configuration.json.serialized()
    guard let again = try? SplitConfiguration(json: written), again == configuration else {
      return "configuration does not read back equal: \(written)"
    }
    return nil
  }

  /// `SavedSession(json:routes:)` on any text: it throws a described error, or yields a session
  /// that writes and reads back equal and restores into a coordinator keeping every invariant.
  public static func sessionJSON(_ bytes: [UInt8]) -> String? {
    if let problem = jsonRoundTrip(bytes) { return problem }
    let text = String(decoding: bytes, as: UTF8.self)
    let session: SavedSession<String>
    do {
      session = try SavedSession(json: text, routes: .strings)
    } catch {
      return error.description.isEmpty ? "an empty error message" : nil
    }
    let written = session.json(routes: .strings).serialized()
    guard let again = try? SavedSession(json: written, routes: .strings), again == session else {
      return "session does not read back equal: \(written)"
    }
    for configuration in [SplitConfiguration.standard, .duo] {
      do {
        var coordinator = try SplitCoordinator(
          environment: WindowEnvironment(size: Size(width: 1_024, height: 768)), configuration: configuration,
          navigation: NavigationState(root: "root"), router: .paths())
        _ = try coordinator.send(.windowResized(Size(width: 1_366, height: 1_024)))
        _ = try coordinator.restore(navigation: session.navigation, overrides: session.overrides)
        let violations = coordinator.state.invariantViolations
        if !violations.isEmpty { return "after restoring \(text): \(violations)" }
      } catch {
        return "a decoded session does not restore: \(error)"
      }
    }
    return nil
  }

  /// `DeepLinkRouter.paths()` on any text: a described error, or actions that start with a
  /// destination; opening the link in a ready coordinator keeps every property.
  public static func deepLink(_ bytes: [UInt8]) -> String? {
    let link = String(decoding: bytes, as: UTF8.self)
    let actions: [CoordinatorAction<String>]
    do {
      actions = try DeepLinkRouter.paths().parse(link)
    } catch {
      return error.description.isEmpty ? "an empty error message" : nil
    }
    guard case .destinationSelected? = actions.first else { return "'\(link)' parsed to \(actions)" }
    var stream = ByteStream(bytes)
    guard var checker = try? CoordinatorChecker(&stream) else { return "a valid starting state was refused" }
    for action in [CoordinatorAction<String>.deepLinkOpened(link), .becameReady, .deepLinkOpened(link)] {
      let result = checker.apply(action)
      if let failure = result.failure { return "\(action): \(failure)" }
    }
    return nil
  }

  /// `KeyDecoder` on any bytes, fed whole and in chunks the first bytes choose: the keys are the
  /// same however the input is split, nothing pending outgrows the limit, every character key is
  /// safe to print, and a flush empties the decoder.
  public static func keyDecoder(_ bytes: [UInt8]) -> String? {
    var whole = KeyDecoder()
    var expected = whole.feed(bytes)
    expected += whole.flush()
    var chunked = KeyDecoder()
    var keys: [Key] = []
    var start = 0
    var cut = 0
    while start < bytes.count {
      let length = 1 + Int(bytes[cut % bytes.count]) % 7
      cut += 1
      let end = min(bytes.count, start + length)
      keys += chunked.feed(bytes[start..<end])
      if chunked.pending.count > KeyDecoder.maximumSequenceLength {
        return "\(chunked.pending.count) bytes pending after \(end) of \(bytes)"
      }
      start = end
    }
    keys += chunked.flush()
    if chunked.hasPendingInput { return "bytes pending after a flush: \(bytes)" }
    for case .character(let character) in keys where !SafeText.isSafe(character) {
      return "unsafe character \(character.unicodeScalars.map(\.value)) from \(bytes)"
    }
    if keys != expected { return "split input decoded to \(keys), whole input to \(expected): \(bytes)" }
    return nil
  }

  /// The strict JSON parser on raw bytes: an accepted document writes and reads back equal.
  static func jsonRoundTrip(_ bytes: [UInt8]) -> String? {
    guard let value = try? JSONValue(parsing: bytes) else { return nil }
    let written = value.serialized()
    guard let again = try? JSONValue(parsing: written) else {
      return "written JSON does not parse: \(written)"
    }
    if again != value, !containsNaN(value) { return "JSON does not read back equal: \(written)" }
    return nil
  }

  private static func containsNaN(_ value: JSONValue) -> Bool {
    switch value {
    case .number(let number): number.isNaN
    case .array(let items): items.contains(where: containsNaN)
    case .object(let object): object.contains { containsNaN($0.value) }
    default: false
    }
  }
}

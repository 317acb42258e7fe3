import Colonnade
import ColonnadeCoding
import ColonnadeJSON
import ColonnadeTestSupport
import Testing

/// Rule N9: sessions encode to JSON and decode back equal; untrusted input is validated.
@Suite struct SavedSessionTests {
  /// Seeded random runs: after every 20 actions the session survives a round trip. Optimized
  /// (CI), 200 runs of 200 actions; unoptimized, 12 (``PropertyRuns``: the 200 took 11 s of CPU).
  /// CI's soak also saves and restores the session now and then in 100 000 actions
  /// (`CoordinatorChecker`), checking that it reads back equal.
  @Test func randomSessionsRoundTrip() throws {
    var checked = 0
    let runs = PropertyRuns.count(optimized: 200, unoptimized: 12)
    for seed in 0..<UInt64(runs) {
      var rng = SplitMix64(seed: seed)
      var coordinator = try SplitCoordinator(
        environment: WindowEnvironment(size: Size(width: 1024, height: 768)), configuration: .standard,
        navigation: NavigationState(sidebar: "sidebar", destinations: SplitMix64.destinations),
        router: .paths())
      for step in 0..<200 {
        _ = try? coordinator.send(rng.action())
        guard step % 20 == 19 else { continue }
        let session = SavedSession(coordinator.state)
        let text = session.json(routes: .strings).serialized(pretty: rng.chance(0.5))
        let decoded = try SavedSession(json: text, routes: .strings)
        #expect(decoded == session, "seed \(seed) step \(step)")
        var restored = coordinator
        _ = try restored.restore(navigation: decoded.navigation, overrides: decoded.overrides)
        // Restoring recreates the panes (and starts their loads afresh); what the user sees is the same.
        #expect(restored.state.navigation == coordinator.state.navigation, "seed \(seed) step \(step)")
        #expect(restored.state.overrides == coordinator.state.overrides, "seed \(seed) step \(step)")
        #expect(restored.state.layout == coordinator.state.layout, "seed \(seed) step \(step)")
        checked += 1
      }
    }
    #expect(checked == runs * 10)
  }

  /// Rules N7, N9 (SwiftUI's `preferredCompactColumn` is the top as the layout collapses; the
  /// user's navigation then decides it): a session saved after the user navigated the collapsed
  /// stack restores with the same column on top, not the app's preferred one.
  @Test func aRestoredSessionKeepsTheCollapsedTopTheUserNavigatedTo() throws {
    var configuration = SplitConfiguration.standard
    configuration.preferredCompactColumn = .supplementary
    func coordinator() throws -> SplitCoordinator<String> {
      try SplitCoordinator(
        environment: WindowEnvironment(size: Size(width: 1024, height: 768)), configuration: configuration,
        navigation: NavigationState(sidebar: "sidebar", destinations: SplitMix64.destinations),
        router: .paths())
    }
    var phone = try coordinator()
    _ = try phone.send(.destinationSelected("Animals", reset: false))
    _ = try phone.send(.itemSelected("Cat", in: .secondary))
    _ = try phone.send(.windowResized(Size(width: 393, height: 852)))
    #expect(phone.state.collapsedColumn == .supplementary, "the app's preference, as it collapses")
    _ = try phone.send(.itemSelected("Dog", in: .secondary))
    #expect(phone.state.collapsedColumn == .secondary, "the user's navigation")
    #expect(phone.state.overrides.collapsedStackNavigated)

    let text = SavedSession(phone.state).json(routes: .strings).serialized()
    #expect(text.contains(#""collapsedStackNavigated":true"#))
    let session = try SavedSession(json: text, routes: .strings)
    var restored = try coordinator()
    _ = try restored.send(.windowResized(Size(width: 393, height: 852)))
    _ = try restored.restore(navigation: session.navigation, overrides: session.overrides)
    #expect(restored.state.collapsedColumn == .secondary)
    #expect(restored.state.layout == phone.state.layout)
  }

  static let valid = """
    {"format": "colonnade-session", "version": 1,
     "navigation": {"destinations": [{"route": "Animals", "style": "tripleColumn"}], "selection": "Animals",
       "stacks": {"primary": [{"id": 1, "route": "sidebar"}], "supplementary": [{"id": 2, "route": "Animals"}],
                  "secondary": [{"id": 3, "route": "Cat"}]},
       "saved": [], "nextID": 4, "defaultStyle": "tripleColumn"},
     "overrides": {"displayMode": null, "columnWidths": {"primary": 300}}}
    """

  /// Rules L14, N9: the compact column's stack is saved under `stacks.compact` once it holds
  /// entries, and a session without the key (every earlier one) reads with it empty.
  @Test func theCompactColumnIsSavedOnlyWhenUsed() throws {
    let plain = try SavedSession(json: Self.valid, routes: .strings)
    #expect(plain.navigation.stacks.compact.isEmpty)
    #expect(!plain.json(routes: .strings).serialized().contains("compact"))
    var phone = try animals(393, 852, detail: "Cat")
    _ = try phone.send(.itemSelected("Tabs", in: .compact))
    let session = SavedSession(phone.state)
    #expect(session.json(routes: .strings).serialized().contains(#""compact":[{"id":"#))
    let decoded = try SavedSession(json: session.json(routes: .strings).serialized(), routes: .strings)
    #expect(decoded == session && decoded.navigation.stacks.compact.map(\.route) == ["Tabs"])
  }

  @Test func readsAHandWrittenSession() throws {
    let session = try SavedSession(json: Self.valid, routes: .strings)
    #expect(session.navigation.selection == "Animals")
    #expect(session.navigation.stacks.secondary.map(\.route) == ["Cat"])
    #expect(session.overrides.columnWidths.primary == 300)
  }

  struct Hostile: CustomTestStringConvertible, Sendable {
    var name: String
    var replace: (String, String)
    var message: String
    var testDescription: String { name }
  }

  static let hostile: [Hostile] = [
    Hostile(
      name: "wrong type", replace: (#""nextID": 4"#, #""nextID": "4""#),
      message: "'navigation.nextID' must be a whole number, found a string"),
    Hostile(
      name: "unknown column", replace: (#""secondary": [{"id": 3"#, #""detail": [{"id": 3"#),
      message:
        "unknown key 'navigation.stacks.detail': use primary, supplementary, secondary, inspector or compact"),
    Hostile(
      name: "duplicate id", replace: (#"{"id": 3, "route": "Cat"}"#, #"{"id": 2, "route": "Cat"}"#),
      message: "'navigation' is inconsistent: entry id #2 appears twice"),
    Hostile(
      name: "id above the counter", replace: (#"{"id": 3, "route": "Cat"}"#, #"{"id": 9, "route": "Cat"}"#),
      message: "'navigation' is inconsistent: entry id #9 is not below the counter 4"),
    Hostile(
      name: "huge number", replace: (#""nextID": 4"#, #""nextID": 1e300"#),
      message: "'navigation.nextID' must be a whole number below 2^53, found 1e+300, too large to be exact"),
    Hostile(
      name: "fractional id", replace: (#"{"id": 3,"#, #"{"id": 2.5,"#),
      message: "'navigation.stacks.secondary[0].id' must be a whole number below 2^53, found 2.5"),
    Hostile(
      name: "unknown destination", replace: (#""selection": "Animals""#, #""selection": "Plants""#),
      message: "'navigation.selection' cites 'Plants', which navigation.destinations does not list"),
    Hostile(
      name: "empty primary", replace: (#""primary": [{"id": 1, "route": "sidebar"}]"#, #""primary": []"#),
      message:
        "'navigation' is inconsistent: stacks.primary is empty: the primary column always holds its root entry"
    ),
    Hostile(
      name: "two entries in the sidebar",
      replace: (
        #""primary": [{"id": 1, "route": "sidebar"}], "supplementary": [{"id": 2, "route": "Animals"}]"#,
        #""primary": [{"id": 1, "route": "sidebar"}, {"id": 2, "route": "x"}], "supplementary": []"#
      ),
      message:
        "'navigation' is inconsistent: stacks.primary holds 2 entries: in an app with sidebar destinations "
        + "the primary is the sidebar and holds one"),
    Hostile(
      name: "route of the wrong type", replace: (#""route": "Cat""#, #""route": 7"#),
      message: "'navigation.stacks.secondary[0].route' must be a route string, found a number"),
    Hostile(
      name: "negative width", replace: (#""primary": 300"#, #""primary": -3"#),
      message: "'overrides.columnWidths.primary' is -3: use a number from 0 to 1000000"),
    Hostile(
      name: "width beyond the largest window", replace: (#""primary": 300"#, #""primary": 2e6"#),
      message: "'overrides.columnWidths.primary' is 2000000: use a number from 0 to 1000000"),
    Hostile(
      name: "width for the secondary", replace: (#""primary": 300"#, #""secondary": 300"#),
      message: "unknown key 'overrides.columnWidths.secondary': use primary, supplementary or inspector"),
    Hostile(
      name: "unknown format", replace: (#""colonnade-session""#, #""other""#),
      message: "'format' is 'other': use colonnade-session"),
    Hostile(
      name: "not JSON", replace: (#""version": 1,"#, #""version": 1,,"#),
      message: "not valid JSON: line 1, column 46: expected a string key, found ','"),
  ]

  @Test(arguments: hostile)
  func hostileInputIsRejectedWithItsPath(_ hostile: Hostile) {
    let text = Self.valid.replacingOccurrences(hostile.replace.0, with: hostile.replace.1)
    #expect(text != Self.valid, "the replacement did not apply")
    let error = #expect(throws: CodingError.self) { try SavedSession(json: text, routes: .strings) }
    #expect(error?.description == hostile.message)
  }
}

extension String {
  /// The string with every `target` replaced (no Foundation).
  func replacingOccurrences(_ target: String, with replacement: String) -> String {
    var result = ""
    var rest = self[...]
    while let range = rest.firstRange(of: target) {
      result += rest[..<range.lowerBound] + replacement
      rest = rest[range.upperBound...]
    }
    return result + rest
  }
}

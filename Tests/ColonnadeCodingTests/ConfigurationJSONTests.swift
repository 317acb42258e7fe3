import Colonnade
import ColonnadeCoding
import ColonnadeJSON
import ColonnadeTestSupport
import Testing

/// Configuration files: every field read and written, unknown keys and bad values named.
@Suite struct ConfigurationJSONTests {
  @Test func presetsRoundTrip() throws {
    for (_, preset) in SplitConfiguration.presets {
      let decoded = try SplitConfiguration(json: preset.json.serialized())
      #expect(decoded == preset)
    }
  }

  /// Seeded random valid configurations survive writing and reading back.
  @Test func randomConfigurationsRoundTrip() throws {
    var rng = SplitMix64(seed: 7)
    for _ in 0..<500 {
      var configuration = rng.chance(0.5) ? SplitConfiguration.standard : .duo
      configuration.style = rng.pick(SplitStyle.allCases)
      configuration.showsInspector = rng.chance(0.5)
      configuration.preferredDisplayMode = rng.pick(DisplayMode.allCases)
      configuration.preferredSplitBehavior = rng.pick(SplitBehavior.allCases)
      configuration.preferredCompactColumn = rng.pick([nil, .primary, .supplementary, .secondary])
      configuration.tabletopArrangement = rng.pick(TabletopArrangement.allCases)
      configuration.tallModeArrangement = rng.pick(TabletopArrangement.allCases)
      configuration.inspectorStyle = rng.pick(InspectorStyle.allCases)
      configuration.tabletopStacks = rng.chance(0.5)
      configuration.tallModeMinimumHeight = rng.chance(0.5) ? nil : Double.random(in: 1...2000, using: &rng)
      configuration.dividerWidth = Double.random(in: 0...4, using: &rng)
      if rng.chance(0.3) { configuration.railWidth = rng.pick([80, 56, 72.5]) }
      configuration.columns.primary.idealWidth =
        rng.chance(0.5)
        ? .points(Double.random(in: 0...500, using: &rng))
        : .fraction(Double.random(in: 0.01...1, using: &rng))
      let text = configuration.json.serialized(pretty: rng.chance(0.5))
      let decoded = try SplitConfiguration(json: text)
      #expect(decoded == configuration, "\(text)")
    }
  }

  @Test func partialFileChangesOnlyWhatItSays() throws {
    let configuration = try SplitConfiguration(
      json:
        #"{"preset": "duo", "style": "tripleColumn", "columns": {"primary": {"idealWidth": {"fraction": 0.25}}}}"#
    )
    var expected = SplitConfiguration.duo
    expected.style = .tripleColumn
    expected.columns.primary.idealWidth = .fraction(0.25)
    #expect(configuration == expected)
  }

  struct Bad: CustomTestStringConvertible, Sendable {
    var json: String
    var message: String
    var testDescription: String { json }
  }

  static let bad: [Bad] = [
    Bad(
      json: #"{"railWidth": 0}"#,
      message: "invalid configuration: rail width 0 must be a finite number above 0, or null for no rail"),
    Bad(
      json: #"{"colums": {}}"#,
      message: "unknown key 'colums': use preset, columns, dividerWidth, widthClasses, preferredDisplayMode, "
        + "preferredSplitBehavior, style, showsInspector, inspectorTilesOnly, inspectorStyle, preferredCompactColumn, "
        + "tabletopArrangement, tabletopStacks, tallModeArrangement, tallModeMinimumHeight, backBehavior, "
        + "showsSecondaryOnlyButton, displayModeButtonVisibility, presentsWithGesture, railWidth, paneDirective, "
        + "stackedSpacing, navigator, detailAdaptStrategy, listAdaptStrategy, extraPaneAdaptStrategy or hingePolicy"
    ),
    Bad(
      json: #"{"columns": {"primary": {"minWidht": 3}}}"#,
      message: "unknown key 'columns.primary.minWidht': use minWidth, idealWidth or maxWidth"),
    Bad(
      json: #"{"columns": {"sidebar": {}}}"#,
      message: "unknown key 'columns.sidebar': use primary, supplementary, secondary or inspector"),
    Bad(
      json: #"{"columns": {"primary": {"minWidth": "wide"}}}"#,
      message: "'columns.primary.minWidth' must be a number, found a string"),
    Bad(json: #"{"style": "quad"}"#, message: "'style' is 'quad': use doubleColumn or tripleColumn"),
    Bad(json: #"{"preset": "tiny"}"#, message: "'preset' is 'tiny': use standard, material or duo"),
    Bad(json: #"{"showsInspector": 1}"#, message: "'showsInspector' must be true or false, found a number"),
    Bad(
      json: #"{"widthClasses": [{"name": "all", "minimumWidth": 0, "maximumTiledColumns": 1.5}]}"#,
      message: "'widthClasses[0].maximumTiledColumns' must be a whole number below 2^53, found 1.5"),
    Bad(
      json: #"{"columns": {"inspector": {"minWidth": 400, "maxWidth": 300}}, "dividerWidth": -2}"#,
      message: "invalid configuration: minimum width 400 of column 'inspector' is above its maximum 300; "
        + "divider width -2 must be a finite number of 0 or more points"),
    Bad(json: "[1, 2]", message: "'(document)' must be an object, found an array"),
    Bad(json: "{", message: "not valid JSON: line 1, column 2: expected a string key, found end of input"),
  ]

  @Test(arguments: bad)
  func badFilesNameWhatIsWrong(_ bad: Bad) {
    let error = #expect(throws: CodingError.self) { try SplitConfiguration(json: bad.json) }
    #expect(error?.description == bad.message)
  }
}

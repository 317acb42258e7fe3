import Colonnade
import Testing

/// Rule C4: validation reports every problem at once, each naming the column or class and field.
@Suite struct ConfigurationValidationTests {
  @Test func presetsAreValid() {
    #expect(SplitConfiguration.standard.problems.isEmpty)
    #expect(SplitConfiguration.duo.problems.isEmpty)
  }

  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var change: @Sendable (inout SplitConfiguration) -> Void
    var message: String
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "min above max", change: { $0.columns.primary.minWidth = 400 },
      message: "minimum width 400 of column 'primary' is above its maximum 360"),
    Case(
      name: "negative min", change: { $0.columns.secondary.minWidth = -5 },
      message: "minimum width -5 of column 'secondary' must be a finite number of 0 or more points"),
    Case(
      name: "NaN max", change: { $0.columns.inspector.maxWidth = .nan },
      message: "maximum width nan of column 'inspector' must be a finite number of 0 or more points"),
    Case(
      name: "fraction above 1", change: { $0.columns.supplementary.idealWidth = .fraction(1.5) },
      message:
        "ideal width fraction 1.5 of column 'supplementary' is outside (0, 1]: use a fraction of the window such as 0.3"
    ),
    Case(
      name: "zero fraction", change: { $0.columns.primary.idealWidth = .fraction(0) },
      message:
        "ideal width fraction 0 of column 'primary' is outside (0, 1]: use a fraction of the window such as 0.3"
    ),
    Case(
      name: "negative ideal", change: { $0.columns.primary.idealWidth = .points(-1) },
      message: "ideal width -1 of column 'primary' must be a finite number of 0 or more points"),
    Case(
      name: "negative divider", change: { $0.dividerWidth = -1 },
      message: "divider width -1 must be a finite number of 0 or more points"),
    Case(
      name: "no classes", change: { $0.widthClasses = [] },
      message: "there are no width classes: give at least one, starting at 0"),
    Case(
      name: "first class above 0", change: { $0.widthClasses = [.medium, .expanded] },
      message: "the first width class 'medium' starts at 600: it must start at 0"),
    Case(
      name: "classes not increasing", change: { $0.widthClasses = [.compact, .expanded, .medium] },
      message: "width class 'medium' starts at 600, not above 'expanded' at 840: list classes narrowest first"
    ),
    Case(
      name: "five columns",
      change: { $0.widthClasses = [WidthClass(name: "huge", minimumWidth: 0, maximumTiledColumns: 5)] },
      message: "width class 'huge' allows 5 tiled columns: use 1 to 4"),
    Case(
      name: "tall mode 0", change: { $0.tallModeMinimumHeight = 0 },
      message: "tall mode minimum height 0 must be a finite number above 0"),
    Case(
      name: "inspector compact", change: { $0.preferredCompactColumn = .inspector },
      message:
        "preferred compact column 'inspector' is not part of the collapsed stack: use primary, supplementary or secondary"
    ),
  ]

  @Test(arguments: cases)
  func eachBadFieldAlone(_ testCase: Case) {
    var configuration = SplitConfiguration.standard
    testCase.change(&configuration)
    #expect(configuration.problems.map(\.description) == [testCase.message])
    let error = #expect(throws: ConfigurationError.self) { try configuration.validate() }
    #expect(error?.description == "invalid configuration: " + testCase.message)
  }

  @Test func severalProblemsAtOnce() {
    var configuration = SplitConfiguration.duo
    configuration.columns.primary.minWidth = 500
    configuration.columns.inspector.idealWidth = .fraction(2)
    configuration.dividerWidth = .infinity
    configuration.tallModeMinimumHeight = -10
    let error = ConfigurationError(problems: configuration.problems)
    #expect(
      error.description
        == "invalid configuration: minimum width 500 of column 'primary' is above its maximum 320; "
        + "ideal width fraction 2 of column 'inspector' is outside (0, 1]: use a fraction of the window "
        + "such as 0.3; divider width inf must be a finite number of 0 or more points; "
        + "tall mode minimum height -10 must be a finite number above 0")
  }
}

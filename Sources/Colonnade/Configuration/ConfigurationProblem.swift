/// One thing wrong with a configuration (rule C4); each case names the column or class and field.
public enum ConfigurationProblem: Hashable, Sendable, CustomStringConvertible {
  /// A column's width field is NaN, infinite where it must be finite, or negative.
  case invalidColumnWidth(column: Column, field: String, value: Double)
  /// A column's minimum is above its maximum.
  case minimumAboveMaximum(column: Column, minimum: Double, maximum: Double)
  /// A column's ideal fraction is outside (0, 1].
  case fractionOutOfRange(column: Column, fraction: Double)
  /// The divider width is NaN, infinite or negative.
  case invalidDividerWidth(Double)
  /// There are no width classes.
  case noWidthClasses
  /// The first width class does not start at 0.
  case firstWidthClassNotAtZero(name: String, minimumWidth: Double)
  /// A width class does not start above the one before it.
  case widthClassesNotIncreasing(previous: String, previousMinimum: Double, name: String, minimum: Double)
  /// A width class lets fewer than 1 or more than 4 columns tile.
  case widthClassColumnLimit(name: String, columns: Int)
  /// The tall-mode minimum height is not a positive finite number.
  case tallModeHeightNotPositive(Double)
  /// The navigation rail's width is not a positive finite number (rule L13).
  case railWidthNotPositive(Double)
  /// The spacing between stacked panes is NaN, infinite or negative (rule L7).
  case invalidStackedSpacing(Double)
  /// A pane's adapt strategy it cannot take (rule L15): the detail only hides, the list does not
  /// levitate.
  case unsupportedAdaptStrategy(pane: String, AdaptStrategy)
  /// The preferred compact column is not part of the collapsed stack: the inspector, or UIKit's
  /// compact column, which replaces the stack rather than topping it (rules N7, L14).
  case compactColumnNotNavigable(Column)

  public var description: String {
    switch self {
    case .invalidColumnWidth(let column, let field, let value):
      return "\(field) \(value.shortDescription) of column '\(column)' must be a finite number "
        + "of 0 or more points"
    case .minimumAboveMaximum(let column, let minimum, let maximum):
      return "minimum width \(minimum.shortDescription) of column '\(column)' is above its "
        + "maximum \(maximum.shortDescription)"
    case .fractionOutOfRange(let column, let fraction):
      return "ideal width fraction \(fraction.shortDescription) of column '\(column)' is outside "
        + "(0, 1]: use a fraction of the window such as 0.3"
    case .invalidDividerWidth(let value):
      return "divider width \(value.shortDescription) must be a finite number of 0 or more points"
    case .noWidthClasses:
      return "there are no width classes: give at least one, starting at 0"
    case .firstWidthClassNotAtZero(let name, let minimum):
      return "the first width class '\(name)' starts at \(minimum.shortDescription): it must start at 0"
    case .widthClassesNotIncreasing(let previous, let previousMinimum, let name, let minimum):
      return "width class '\(name)' starts at \(minimum.shortDescription), not above "
        + "'\(previous)' at \(previousMinimum.shortDescription): list classes narrowest first"
    case .widthClassColumnLimit(let name, let columns):
      return "width class '\(name)' allows \(columns) tiled columns: use 1 to 4"
    case .tallModeHeightNotPositive(let value):
      return "tall mode minimum height \(value.shortDescription) must be a finite number above 0"
    case .railWidthNotPositive(let value):
      return "rail width \(value.shortDescription) must be a finite number above 0, or null for no rail"
    case .invalidStackedSpacing(let value):
      return "stacked spacing \(value.shortDescription) must be a finite number of 0 or more points"
    case .unsupportedAdaptStrategy(let pane, let strategy):
      return pane == "detail"
        ? "the detail's adapt strategy '\(strategy.rawValue)' is not offered: the detail is what the other panes "
          + "give way to; use hide"
        : "the list's adapt strategy 'levitate' is not offered: use hide or reflow"
    case .compactColumnNotNavigable(let column):
      return "preferred compact column '\(column)' is not part of the collapsed stack: use primary, "
        + "supplementary or secondary"
    }
  }
}

/// A configuration that failed validation, with every problem found (rule C4).
public struct ConfigurationError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The problems, in the order the fields are declared.
  public var problems: [ConfigurationProblem]

  /// Creates an error listing `problems`.
  public init(problems: [ConfigurationProblem]) {
    self.problems = problems
  }

  public var description: String {
    var text = "invalid configuration: "
    for (index, problem) in problems.enumerated() {
      if index > 0 { text += "; " }
      text += problem.description
    }
    return text
  }
}

extension SplitConfiguration {
  /// Every problem with the configuration, in declaration order; empty when it is usable (C4).
  public var problems: [ConfigurationProblem] {
    var found: [ConfigurationProblem] = []
    for column in Column.allCases {
      found += Self.problems(of: columns[column], column: column)
    }
    if !dividerWidth.isFinite || dividerWidth < 0 { found.append(.invalidDividerWidth(dividerWidth)) }
    found += Self.problems(of: widthClasses)
    if let height = tallModeMinimumHeight, !height.isFinite || height <= 0 {
      found.append(.tallModeHeightNotPositive(height))
    }
    if let rail = railWidth, !rail.isFinite || rail <= 0 { found.append(.railWidthNotPositive(rail)) }
    if !stackedSpacing.isFinite || stackedSpacing < 0 { found.append(.invalidStackedSpacing(stackedSpacing)) }
    if adaptStrategies.detail != .hide {
      found.append(.unsupportedAdaptStrategy(pane: "detail", adaptStrategies.detail))
    }
    if adaptStrategies.list == .levitate { found.append(.unsupportedAdaptStrategy(pane: "list", .levitate)) }
    if let column = preferredCompactColumn, column == .inspector || column == .compact {
      found.append(.compactColumnNotNavigable(column))
    }
    return found
  }

  /// Throws every problem at once; a configuration that throws must never be used (rule C4).
  public func validate() throws(ConfigurationError) {
    let found = problems
    if !found.isEmpty { throw ConfigurationError(problems: found) }
  }

  private static func problems(of spec: ColumnSpec, column: Column) -> [ConfigurationProblem] {
    var found: [ConfigurationProblem] = []
    let minimumIsValid = spec.minWidth.isFinite && spec.minWidth >= 0
    let maximumIsValid = !spec.maxWidth.isNaN && spec.maxWidth >= 0
    if !minimumIsValid {
      found.append(.invalidColumnWidth(column: column, field: "minimum width", value: spec.minWidth))
    }
    switch spec.idealWidth {
    case .points(let value) where !value.isFinite || value < 0:
      found.append(.invalidColumnWidth(column: column, field: "ideal width", value: value))
    case .fraction(let value) where !(value > 0 && value <= 1):
      found.append(.fractionOutOfRange(column: column, fraction: value))
    default:
      break
    }
    if !maximumIsValid {
      found.append(.invalidColumnWidth(column: column, field: "maximum width", value: spec.maxWidth))
    }
    if minimumIsValid, maximumIsValid, spec.minWidth > spec.maxWidth {
      found.append(.minimumAboveMaximum(column: column, minimum: spec.minWidth, maximum: spec.maxWidth))
    }
    return found
  }

  private static func problems(of classes: [WidthClass]) -> [ConfigurationProblem] {
    guard let first = classes.first else { return [.noWidthClasses] }
    var found: [ConfigurationProblem] = []
    if first.minimumWidth != 0 {
      found.append(.firstWidthClassNotAtZero(name: first.name, minimumWidth: first.minimumWidth))
    }
    for (index, widthClass) in classes.enumerated() {
      if index > 0 {
        let previous = classes[index - 1]
        if !(widthClass.minimumWidth > previous.minimumWidth) || !widthClass.minimumWidth.isFinite {
          found.append(
            .widthClassesNotIncreasing(
              previous: previous.name, previousMinimum: previous.minimumWidth,
              name: widthClass.name, minimum: widthClass.minimumWidth))
        }
      }
      if !(1...4).contains(widthClass.maximumTiledColumns) {
        found.append(.widthClassColumnLimit(name: widthClass.name, columns: widthClass.maximumTiledColumns))
      }
    }
    return found
  }
}

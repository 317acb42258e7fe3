/// Why the coordinator refused an action; its state is unchanged.
public enum CoordinatorError<Route: Hashable & Sendable>: Error, Equatable {
  /// The new environment is invalid (rule E3).
  case environment(EnvironmentError)
  /// The new configuration is invalid (rule C4).
  case configuration(ConfigurationError)
  /// The navigation action is impossible.
  case navigation(NavigationError<Route>)
  /// The deep link is unknown or malformed (rule N8).
  case deepLink(DeepLinkError)
  /// A dragged width is not a finite number of points, or the column cannot be sized.
  case invalidWidth(Column, Double)
  /// Focus cannot move to a column that is not shown.
  case columnNotShown(Column)
  /// The column holds no entry whose data could be invalidated.
  case columnIsEmpty(Column)
  /// The clock reading is not finite or runs backward (rule R6).
  case invalidTime(Double)
  /// The inspector's sheet is up over the collapsed stack, which does not navigate while it is
  /// (rule L10): dismiss the sheet first.
  case sheetIsPresented
}

extension CoordinatorError: CustomStringConvertible where Route: CustomStringConvertible {
  public var description: String {
    switch self {
    case .environment(let error): return error.description
    case .configuration(let error): return error.description
    case .navigation(let error): return error.description
    case .deepLink(let error): return error.description
    case .invalidWidth(let column, let width):
      return column == .secondary
        ? "the secondary takes the width the others leave: drag another column's divider"
        : "width \(width.shortDescription) of column '\(column)' must be a number of points from 0 to "
          + WindowEnvironment.maximumDimension.shortDescription
    case .columnNotShown(let column):
      return "column '\(column)' is not shown: focus a shown column"
    case .columnIsEmpty(let column):
      return "column '\(column)' shows no entry: show or push one first"
    case .invalidTime(let seconds):
      return "clock reading \(seconds.shortDescription) is not usable: time is finite and never runs backward"
    case .sheetIsPresented:
      return "the inspector's sheet is up and the stack under it does not navigate: dismiss the sheet first "
        + "(back, or a tap on the dimmed area)"
    }
  }
}

/// A deep link that cannot be followed (rule N8).
public struct DeepLinkError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The link as received.
  public var link: String
  /// What is wrong, in a few words.
  public var reason: String

  /// Creates an error.
  public init(link: String, reason: String) {
    self.link = link
    self.reason = reason
  }

  public var description: String { "cannot open link '\(link)': \(reason)" }
}

/// The app's route table: turns a link into the actions it stands for (rule N8).
public struct DeepLinkRouter<Route: Hashable & Sendable>: Sendable {
  /// Parses one link; throws for an unknown or malformed one.
  public var parse: @Sendable (String) throws(DeepLinkError) -> [CoordinatorAction<Route>]

  /// Creates a router.
  public init(parse: @escaping @Sendable (String) throws(DeepLinkError) -> [CoordinatorAction<Route>]) {
    self.parse = parse
  }
}

/// Why the coordinator refused an action; its state is unchanged.
///
/// A struct around its cases, as swift-nio's errors are, so a new kind of refusal is not a
/// breaking change: compare with `==`, or switch on ``code`` with a `default`.
///
/// ```swift
/// do {
///   try coordinator.send(.itemSelected("Cat", in: .secondary))
/// } catch where error.code == .navigation {
///   show(error.description)
/// }
/// ```
public struct CoordinatorError<Route: Hashable & Sendable>: Error, Equatable {
  /// The cases, for this package's own exhaustive switches.
  @usableFromInline package enum Base: Equatable, Sendable {
    case environment(EnvironmentError)
    case configuration(ConfigurationError)
    case navigation(NavigationError<Route>)
    case deepLink(DeepLinkError)
    case invalidWidth(Column, Double)
    case columnNotShown(Column)
    case columnIsEmpty(Column)
    case invalidTime(Double)
    case sheetIsPresented
    case levitatedPaneIsPresented
  }

  /// Which case this is.
  @usableFromInline package var base: Base

  @usableFromInline package init(_ base: Base) {
    self.base = base
  }

  /// The new environment is invalid (rule E3).
  @inlinable public static func environment(_ error: EnvironmentError) -> Self { Self(.environment(error)) }
  /// The new configuration is invalid (rule C4).
  @inlinable public static func configuration(_ error: ConfigurationError) -> Self {
    Self(.configuration(error))
  }
  /// The navigation action is impossible.
  @inlinable public static func navigation(_ error: NavigationError<Route>) -> Self {
    Self(.navigation(error))
  }
  /// The deep link is unknown or malformed (rule N8).
  @inlinable public static func deepLink(_ error: DeepLinkError) -> Self { Self(.deepLink(error)) }
  /// A dragged width is not a finite number of points, or the column cannot be sized.
  @inlinable public static func invalidWidth(_ column: Column, _ width: Double) -> Self {
    Self(.invalidWidth(column, width))
  }
  /// Focus cannot move to a column that is not shown.
  @inlinable public static func columnNotShown(_ column: Column) -> Self { Self(.columnNotShown(column)) }
  /// The column holds no entry whose data could be invalidated.
  @inlinable public static func columnIsEmpty(_ column: Column) -> Self { Self(.columnIsEmpty(column)) }
  /// The clock reading is not finite or runs backward (rule R6).
  @inlinable public static func invalidTime(_ seconds: Double) -> Self { Self(.invalidTime(seconds)) }
  /// The inspector's sheet is up over the collapsed stack, which does not navigate while it is
  /// (rule L10): dismiss the sheet first.
  @inlinable public static var sheetIsPresented: Self { Self(.sheetIsPresented) }
  /// The extra pane levitates over a scrim, and nothing under it navigates while it does (rule
  /// L15): dismiss it first.
  @inlinable public static var levitatedPaneIsPresented: Self { Self(.levitatedPaneIsPresented) }

  /// The kind of refusal, without its details.
  public var code: ErrorCode {
    switch base {
    case .environment: .environment
    case .configuration: .configuration
    case .navigation: .navigation
    case .deepLink: .deepLink
    case .invalidWidth: .invalidWidth
    case .columnNotShown: .columnNotShown
    case .columnIsEmpty: .columnIsEmpty
    case .invalidTime: .invalidTime
    case .sheetIsPresented: .sheetIsPresented
    case .levitatedPaneIsPresented: .levitatedPaneIsPresented
    }
  }

  /// The environment's error, when the environment was refused.
  public var environmentError: EnvironmentError? {
    if case .environment(let error) = base { return error }
    return nil
  }

  /// The configuration's error, when the configuration was refused.
  public var configurationError: ConfigurationError? {
    if case .configuration(let error) = base { return error }
    return nil
  }

  /// The navigation's error, when a navigation action was refused.
  public var navigationError: NavigationError<Route>? {
    if case .navigation(let error) = base { return error }
    return nil
  }

  /// The link's error, when a deep link was refused.
  public var deepLinkError: DeepLinkError? {
    if case .deepLink(let error) = base { return error }
    return nil
  }

  /// The column at fault, for a refused width, focus or invalidation.
  public var column: Column? {
    switch base {
    case .invalidWidth(let column, _), .columnNotShown(let column), .columnIsEmpty(let column): column
    default: nil
    }
  }
}

extension CoordinatorError: CustomStringConvertible where Route: CustomStringConvertible {
  public var description: String {
    switch base {
    case .environment(let error): return error.description
    case .configuration(let error): return error.description
    case .navigation(let error): return error.description
    case .deepLink(let error): return error.description
    case .invalidWidth(let column, let width):
      if column == .compact { return "the compact column spans the window: it has no divider to drag" }
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
    case .levitatedPaneIsPresented:
      return "the extra pane levitates over a scrim and nothing under it navigates: dismiss it first "
        + "(back, or a tap on the scrim)"
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

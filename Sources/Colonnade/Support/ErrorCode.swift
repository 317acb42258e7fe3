/// The kind of an error, without its details: what an app switches on.
///
/// Colonnade's errors are structs around their cases (as swift-nio's are), so a new kind of
/// error is not a breaking change; a `switch` on a code ends with `default`.
///
/// ```swift
/// switch error.code {
/// case .unknownDestination: showDestinations()
/// case .invalidWidth: resetDivider()
/// default: show(error.description)
/// }
/// ```
public struct ErrorCode: Hashable, Sendable, CustomStringConvertible {
  /// The case's name, as in the documentation: `invalidWidth`.
  public var name: String

  /// A code of this name; modules that define errors of their own extend the type with theirs.
  @inlinable public init(_ name: String) {
    self.name = name
  }

  public var description: String { name }
}

extension ErrorCode {
  /// ``CoordinatorError``: the environment was refused (``EnvironmentError``).
  public static var environment: Self { Self("environment") }
  /// ``CoordinatorError``: the configuration was refused (``ConfigurationError``).
  public static var configuration: Self { Self("configuration") }
  /// ``CoordinatorError``: a navigation action was refused (``NavigationError``).
  public static var navigation: Self { Self("navigation") }
  /// ``CoordinatorError``: a deep link was refused (``DeepLinkError``).
  public static var deepLink: Self { Self("deepLink") }
  /// ``CoordinatorError``: a dragged width cannot be used.
  public static var invalidWidth: Self { Self("invalidWidth") }
  /// ``CoordinatorError``: focus cannot move to a column that is not shown.
  public static var columnNotShown: Self { Self("columnNotShown") }
  /// ``CoordinatorError``: the column holds no entry to invalidate.
  public static var columnIsEmpty: Self { Self("columnIsEmpty") }
  /// ``CoordinatorError``: the clock reading is not finite or runs backward.
  public static var invalidTime: Self { Self("invalidTime") }
  /// ``CoordinatorError``: the inspector's sheet is up; the stack under it does not navigate.
  public static var sheetIsPresented: Self { Self("sheetIsPresented") }
  /// ``CoordinatorError``: a pane levitates over a scrim; nothing under it navigates (rule L15).
  public static var levitatedPaneIsPresented: Self { Self("levitatedPaneIsPresented") }

  /// ``NavigationError``: no sidebar destination has this route.
  public static var unknownDestination: Self { Self("unknownDestination") }
  /// ``NavigationError``: a destination with this route is already declared.
  public static var duplicateDestination: Self { Self("duplicateDestination") }
  /// ``NavigationError``: the inspector holds no navigation stack.
  public static var columnHasNoStack: Self { Self("columnHasNoStack") }
  /// ``NavigationError``: the column is not part of the style.
  public static var columnNotInStyle: Self { Self("columnNotInStyle") }
  /// ``NavigationError``: restored parts break an invariant.
  public static var inconsistent: Self { Self("inconsistent") }
  /// ``NavigationError``: the sidebar holds one entry.
  public static var sidebarHoldsOneEntry: Self { Self("sidebarHoldsOneEntry") }

  /// ``EnvironmentError``: a window dimension cannot be used.
  public static var invalidDimension: Self { Self("invalidDimension") }
  /// ``EnvironmentError``: the display scale cannot be used.
  public static var invalidScale: Self { Self("invalidScale") }
  /// ``EnvironmentError``: a hinge's rectangle cannot be used.
  public static var invalidHinge: Self { Self("invalidHinge") }
  /// ``EnvironmentError``: a hinge reaches outside the window.
  public static var hingeOutsideWindow: Self { Self("hingeOutsideWindow") }
}

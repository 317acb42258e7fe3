import Colonnade
import Testing

/// Resolves and records any broken invariant, naming the exact input that broke it.
@discardableResult
func resolveSoundly(
  _ environment: WindowEnvironment, _ configuration: SplitConfiguration,
  navigation: NavigationSummary? = nil, overrides: UserOverrides = .none,
  case name: @autoclosure () -> String, sourceLocation: SourceLocation = #_sourceLocation
) -> SplitLayout {
  let layout = LayoutResolver.resolve(
    environment: environment, configuration: configuration, navigation: navigation,
    overrides: overrides)
  let violations = layout.invariantViolations(environment: environment, configuration: configuration)
  if !violations.isEmpty {
    Issue.record(
      "\(name())\n  \(violations.joined(separator: "\n  "))\n  layout: \(layout)",
      sourceLocation: sourceLocation)
  }
  return layout
}

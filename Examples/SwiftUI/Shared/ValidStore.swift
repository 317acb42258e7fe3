import ColonnadeSwiftUI

/// The store an app makes from its own configuration and routes, which are valid: a failure is a
/// programming error, stopped here in every build.
@MainActor
func validStore<Route, Value>(_ make: () throws -> ColonnadeStore<Route, Value>) -> ColonnadeStore<
  Route, Value
> {
  do {
    return try make()
  } catch {
    preconditionFailure("the app's own configuration is valid: \(error)")
  }
}

#if canImport(SwiftUI)
  import Foundation

  /// A title or accessibility label in the user's language: the app's `Colonnade.strings` table
  /// (in its main bundle) translates each English text, which is the key; a missing translation
  /// shows the English.
  func localized(_ english: String) -> String {
    guard !english.isEmpty else { return english }
    return Bundle.main.localizedString(forKey: english, value: english, table: "Colonnade")
  }
#endif

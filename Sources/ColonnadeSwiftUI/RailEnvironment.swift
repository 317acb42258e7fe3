#if canImport(SwiftUI)
  import SwiftUI

  /// Whether the view is in the primary column shown as a navigation rail (rule L13).
  private struct ColonnadeRailKey: EnvironmentKey {
    static let defaultValue = false
  }

  extension EnvironmentValues {
    /// Whether the view is in the primary column while the engine shows it as a navigation rail
    /// (rule L13, where the configuration's `railWidth` makes one): the sidebar draws its
    /// destinations as icons, `railWidth` wide, with no navigation bar.
    ///
    /// ```swift
    /// struct Sidebar: View {
    ///   @Environment(\.colonnadeIsRail) private var isRail
    ///   var body: some View {
    ///     List(destinations) { item in
    ///       if isRail { Image(systemName: item.symbol) } else { Label(item.name, systemImage: item.symbol) }
    ///     }
    ///   }
    /// }
    /// ```
    public var colonnadeIsRail: Bool {
      get { self[ColonnadeRailKey.self] }
      set { self[ColonnadeRailKey.self] = newValue }
    }
  }
#endif

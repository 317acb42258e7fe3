#if canImport(SwiftUI)
  import Colonnade
  import ColonnadeScene
  import SwiftUI

  /// A `NavigationSplitView` whose columns, visibility, widths, collapse and navigation Colonnade
  /// decides: sidebar, content and detail builders over the app's routes.
  ///
  /// ```swift
  /// ColonnadeSplitView(store: store) { _ in
  ///   List(destinations, id: \.self, selection: store.destination) { Text($0.title) }
  /// } content: { pane in
  ///   List(animals(of: pane.entry.route), id: \.self, selection: store.selection(in: .secondary)) { Text($0.title) }
  /// } detail: { pane in
  ///   AnimalDetail(animal: pane.entry.route, text: store.value(for: pane))
  /// }
  /// .detailPlaceholder { Text("Choose an animal") }
  /// ```
  ///
  /// Each builder receives the pane it draws: `pane.entry.route` is its route, `store.value(for:)`
  /// its data, and its view's identity is its entry, so a new detail starts afresh and a collapse
  /// keeps every view. In the native mode (the store's default) it is SwiftUI's own
  /// `NavigationSplitView`, given the engine's `columnVisibility`, `preferredCompactColumn` (iOS
  /// 17, macOS 14), column widths and horizontal size class, each column a `NavigationStack` whose
  /// path is the engine's stack — the app's `NavigationLink(value:)` pushes onto it, the user's back
  /// pops it — and the inspector as `.inspector` (iOS 17, macOS 14; a sheet before). The container
  /// mode places the columns itself: hinges, tabletop stacking, the navigation rail (its views read
  /// `colonnadeIsRail`), and a floating inspector.
  @MainActor
  public struct ColonnadeSplitView<
    Route: Hashable & Sendable, Value: Sendable, Sidebar: View, Content: View, Detail: View
  >: View {
    let store: ColonnadeStore<Route, Value>
    let sidebar: (Pane<Route>) -> Sidebar
    let content: (Pane<Route>) -> Content
    let detail: (Pane<Route>) -> Detail
    var placeholder: () -> AnyView = { AnyView(EmptyView()) }
    var inspector: () -> AnyView = { AnyView(EmptyView()) }

    #if os(iOS)
      @Environment(\.horizontalSizeClass) var sizeClass
    #endif
    @Environment(\.displayScale) var displayScale
    @Environment(\.layoutDirection) var direction

    /// A split view of a sidebar, a content list and a detail; a destination in two columns
    /// (`SidebarDestination(_:style: .doubleColumn)`) shows no content list.
    public init(
      store: ColonnadeStore<Route, Value>, @ViewBuilder sidebar: @escaping (Pane<Route>) -> Sidebar,
      @ViewBuilder content: @escaping (Pane<Route>) -> Content,
      @ViewBuilder detail: @escaping (Pane<Route>) -> Detail
    ) {
      self.store = store
      self.sidebar = sidebar
      self.content = content
      self.detail = detail
    }

    /// What the detail shows while nothing is chosen (rule N7): "No Selection", a hint.
    public func detailPlaceholder<Placeholder: View>(@ViewBuilder _ placeholder: @escaping () -> Placeholder)
      -> Self
    {
      var copy = self
      copy.placeholder = { AnyView(placeholder()) }
      return copy
    }

    /// The inspector's content, shown where the engine presents it (rules L10–L12).
    public func inspectorContent<Inspector: View>(@ViewBuilder _ inspector: @escaping () -> Inspector) -> Self
    {
      var copy = self
      copy.inspector = { AnyView(inspector()) }
      return copy
    }

    public var body: some View {
      GeometryReader { proxy in
        Group {
          switch store.mode {
          case .native: nativeBody
          case .container: containerBody(size: proxy.size)
          }
        }
        .preference(key: WindowReadingKey.self, value: WindowReading(size: proxy.size, split: self))
      }
      .onPreferenceChange(WindowReadingKey.self) { reading in
        if let reading { windowChanged(CGSize(width: reading.width, height: reading.height)) }
      }
      .task { await store.runWhileShown() }
    }

    /// The platform's size class, outside the split view's own (rule E1); the Mac has none.
    var platformSizeClass: SizeClass? {
      #if os(iOS)
        switch sizeClass {
        case .compact: .compact
        case .regular: .regular
        default: nil
        }
      #else
        nil
      #endif
    }

    func windowChanged(_ size: CGSize) {
      store.windowChanged(
        size: size, sizeClass: platformSizeClass, scale: displayScale, rightToLeft: direction == .rightToLeft)
    }

    /// The builder of `pane`'s column: UIKit's compact column (rule L14), the app's own navigation,
    /// is drawn by the sidebar's.
    @ViewBuilder func view(of pane: Pane<Route>) -> some View {
      switch pane.column {
      case .primary, .compact: sidebar(pane)
      case .supplementary: content(pane)
      case .secondary, .inspector: detail(pane)
      }
    }
  }

  extension ColonnadeSplitView where Content == EmptyView {
    /// A split view of the app's list and its detail, for an app without sidebar destinations.
    public init(
      store: ColonnadeStore<Route, Value>, @ViewBuilder list: @escaping (Pane<Route>) -> Sidebar,
      @ViewBuilder detail: @escaping (Pane<Route>) -> Detail
    ) {
      self.init(store: store, sidebar: list, content: { _ in EmptyView() }, detail: detail)
    }
  }

  /// Carries the window's reading up to where the split view tells the engine of a change.
  struct WindowReadingKey: PreferenceKey {
    static var defaultValue: WindowReading? { nil }
    static func reduce(value: inout WindowReading?, nextValue: () -> WindowReading?) {
      value = nextValue() ?? value
    }
  }

  /// What the window's size, size class, scale and direction are: the split view tells the engine
  /// when any changes.
  struct WindowReading: Equatable {
    var width: Double
    var height: Double
    var sizeClass: SizeClass?
    var scale: Double
    var rightToLeft: Bool

    @MainActor init<Route, Value, Sidebar, Content, Detail>(
      size: CGSize, split: ColonnadeSplitView<Route, Value, Sidebar, Content, Detail>
    ) {
      width = Double(size.width)
      height = Double(size.height)
      sizeClass = split.platformSizeClass
      scale = Double(split.displayScale)
      rightToLeft = split.direction == .rightToLeft
    }
  }
#endif

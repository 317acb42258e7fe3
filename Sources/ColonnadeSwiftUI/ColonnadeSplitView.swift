#if os(iOS)
  import Colonnade
  import ColonnadeScene
  import SwiftUI

  /// A split view with the shape of `NavigationSplitView` whose columns Colonnade places: sidebar,
  /// content and detail builders over the app's routes, and an inspector.
  ///
  /// ```swift
  /// ColonnadeSplitView(store: store) { pane in
  ///   SidebarList(store: store)
  /// } content: { pane in
  ///   AnimalList(kind: pane.entry.route, store: store)
  /// } detail: { pane in
  ///   AnimalDetail(animal: pane.entry.route)
  /// }
  /// ```
  ///
  /// Each builder receives the pane it draws: `pane.entry.route` is its route and
  /// `store.value(for: pane)` its data. Expanded, each column is a `NavigationStack` at the
  /// engine's frame, tiled, floating over a dimmed detail (a tap dismisses it) or displaced;
  /// collapsed, one `NavigationStack` shows the single stack and a presented inspector is a
  /// sheet. Its path is the engine's stack: the user's pops reach the engine as one back each
  /// (rule N5). The sidebar button sits in the toolbar of the column the engine names. Where the
  /// configuration's `railWidth` makes the sidebar a navigation rail (rule L13), its stack sits at
  /// the rail's frame without a bar, and its views read `colonnadeIsRail` to draw icons. Once the
  /// app shows an entry in UIKit's compact column (`.itemSelected(route, in: .compact)`, rule L14),
  /// a collapsed window shows that column's own stack alone; the sidebar builder draws its panes
  /// (`pane.column == .compact`).
  @MainActor
  public struct ColonnadeSplitView<
    Route: Hashable & Sendable, Value: Sendable, Sidebar: View, Content: View, Detail: View, Inspector: View
  >: View {
    @ObservedObject var store: ColonnadeStore<Route, Value>
    let sidebar: (Pane<Route>) -> Sidebar
    let content: (Pane<Route>) -> Content
    let detail: (Pane<Route>) -> Detail
    let inspector: () -> Inspector

    @Environment(\.horizontalSizeClass) private var sizeClass
    @Environment(\.displayScale) private var displayScale
    @Environment(\.layoutDirection) var direction

    /// A split view of three columns and an inspector.
    public init(
      store: ColonnadeStore<Route, Value>, @ViewBuilder sidebar: @escaping (Pane<Route>) -> Sidebar,
      @ViewBuilder content: @escaping (Pane<Route>) -> Content,
      @ViewBuilder detail: @escaping (Pane<Route>) -> Detail,
      @ViewBuilder inspector: @escaping () -> Inspector
    ) {
      self.store = store
      self.sidebar = sidebar
      self.content = content
      self.detail = detail
      self.inspector = inspector
    }

    /// A swipe in from the leading edge presses the sidebar button where the engine allows it
    /// (rule D6, UIKit's `presentsWithGesture`). The frames are laid out left to right, so the
    /// leading edge of a right-to-left window is the right one.
    private func edgeSwipe(width: CGFloat) -> some Gesture {
      DragGesture(minimumDistance: 24).onEnded { drag in
        guard store.scene.presentsWithGesture else { return }
        let rightToLeft = direction == .rightToLeft
        let fromEdge = rightToLeft ? drag.startLocation.x > width - 20 : drag.startLocation.x < 20
        let inward = rightToLeft ? drag.translation.width < -60 : drag.translation.width > 60
        if fromEdge, inward { withAnimation { store.handle(.sidebarButtonTapped) } }
      }
    }

    public var body: some View {
      GeometryReader { proxy in
        ZStack(alignment: .topLeading) {
          ForEach(Column.allCases, id: \.self) { column in
            host(store.scene.hosts[column])
          }
          ForEach(Array(store.scene.dividers.enumerated()), id: \.offset) { _, divider in
            DividerHandle(divider: divider) { column, width in
              store.handle(.dividerDragged(column, width: width))
            }
            .zIndex(dividerLevel)
          }
        }
        .frame(width: proxy.size.width, height: proxy.size.height, alignment: .topLeading)
        // The engine's frames are already mirrored for right-to-left windows (rule L5): place
        // them as they are; each column gets the reading direction back.
        .environment(\.layoutDirection, .leftToRight)
        .coordinateSpace(name: DividerHandle.space)
        .simultaneousGesture(edgeSwipe(width: proxy.size.width))
        .onAppear {
          windowChanged(proxy.size)
          if !store.session.coordinator.state.isReady { store.handle(.becameReady) }
        }
        .onChange(of: proxy.size) { windowChanged($0) }
        .onChange(of: sizeClass) { _ in windowChanged(proxy.size) }
        .onChange(of: direction) { _ in windowChanged(proxy.size) }
      }
      // The window is the whole scene, as a UISplitViewController's; each column's navigation
      // bar keeps clear of the status bar itself.
      .ignoresSafeArea()
      .sheet(isPresented: sheetBinding) {
        NavigationStack { inspector() }
          .presentationDetents([.medium, .large])
          .presentationDragIndicator(.visible)
      }
      .onOpenURL { url in store.handle(.deepLinkOpened(url.absoluteString)) }
      .task { await store.session.runTimers() }
      .accessibilityElement(children: .contain)
    }

    private func windowChanged(_ size: CGSize) {
      store.windowChanged(size: size, sizeClass: sizeClass, scale: displayScale, direction: direction)
    }

    /// Whether the inspector's sheet is up; the user swiping it away dismisses it as a tap on the
    /// dimmed area does, the engine keeping the user's choice, hidden (rules L10, L11).
    private var sheetBinding: Binding<Bool> {
      Binding(
        get: { store.scene.presentsSheet },
        set: { shown in
          if !shown, store.scene.presentsSheet { store.handle(.dimmedAreaTapped) }
        })
    }

    /// Where dividers stack: above tiled columns, below floating ones.
    private var dividerLevel: Double {
      Double(
        store.scene.zOrder.firstIndex { store.scene.hosts[$0].chrome.castsShadow } ?? store.scene.zOrder.count
      )
        - 0.5
    }
  }

  extension ColonnadeSplitView where Content == EmptyView {
    /// A split view of two columns, sidebar and detail, and an inspector.
    public init(
      store: ColonnadeStore<Route, Value>, @ViewBuilder sidebar: @escaping (Pane<Route>) -> Sidebar,
      @ViewBuilder detail: @escaping (Pane<Route>) -> Detail,
      @ViewBuilder inspector: @escaping () -> Inspector
    ) {
      self.init(
        store: store, sidebar: sidebar, content: { _ in EmptyView() }, detail: detail, inspector: inspector)
    }
  }

  extension ColonnadeSplitView where Inspector == EmptyView {
    /// A split view of three columns.
    public init(
      store: ColonnadeStore<Route, Value>, @ViewBuilder sidebar: @escaping (Pane<Route>) -> Sidebar,
      @ViewBuilder content: @escaping (Pane<Route>) -> Content,
      @ViewBuilder detail: @escaping (Pane<Route>) -> Detail
    ) {
      self.init(store: store, sidebar: sidebar, content: content, detail: detail, inspector: { EmptyView() })
    }
  }

  extension ColonnadeSplitView where Content == EmptyView, Inspector == EmptyView {
    /// A split view of two columns, sidebar and detail.
    public init(
      store: ColonnadeStore<Route, Value>, @ViewBuilder sidebar: @escaping (Pane<Route>) -> Sidebar,
      @ViewBuilder detail: @escaping (Pane<Route>) -> Detail
    ) {
      self.init(
        store: store, sidebar: sidebar, content: { _ in EmptyView() }, detail: detail,
        inspector: { EmptyView() })
    }
  }
#endif

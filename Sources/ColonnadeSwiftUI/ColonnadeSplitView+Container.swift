#if canImport(SwiftUI)
  import Colonnade
  import ColonnadeScene
  import SwiftUI

  // Container mode: every shown column's `NavigationStack` placed at the engine's frame — tiled,
  // floating over a dimmed detail (a tap dismisses it), displaced, a rail, stacked across a fold.
  // Each column keeps one `NavigationStack`, collapsed or not, so its views keep their identity
  // and state; collapsed, the column on top shows alone, with a back button at its root to the
  // column before (rules N2, N5). Hidden columns are not in the tree at all.
  @MainActor extension ColonnadeSplitView {
    @ViewBuilder func containerBody(size: CGSize) -> some View {
      let scene = store.scene
      ZStack(alignment: .topLeading) {
        ForEach(drawnHosts(scene), id: \.stack) { drawn in
          host(scene.hosts[drawn.host], showing: drawn.stack, in: scene)
        }
        ForEach(Array(scene.dividers.enumerated()), id: \.offset) { _, divider in
          DividerHandle(divider: divider) { column, width in
            store.handle(.dividerDragged(column, width: width))
          }
          .zIndex(dividerLevel(scene))
        }
        if scene.presentsWithGesture, edgeSwipeFree(scene) { edgeStrip(height: size.height) }
      }
      .frame(width: size.width, height: size.height, alignment: .topLeading)
      // The engine's frames are already mirrored for right-to-left windows (rule L5): place them
      // as they are; each column gets the reading direction back.
      .environment(\.layoutDirection, .leftToRight)
      .coordinateSpace(name: DividerHandle.space)
      .sheet(isPresented: sheetBinding) { NavigationStack { inspector() } }
      .accessibilityElement(children: .contain)
    }

    /// The hosts drawn, bottom first, and the column whose stack each shows: collapsed, the
    /// column on top of the single stack, in its own `NavigationStack`.
    func drawnHosts(_ scene: SplitScene<Route>) -> [DrawnHost] {
      scene.zOrder.compactMap { column in
        let host = scene.hosts[column]
        guard host.presentation != .sheet else { return nil }
        let collapsedStack =
          scene.isCollapsed && host.presentation != .rail && column != .compact && column != .inspector
        let stack = collapsedStack ? store.coordinator.state.collapsedColumn ?? column : column
        return DrawnHost(host: column, stack: stack)
      }
    }

    /// One host: its column's `NavigationStack` at the engine's frame, dimmed and shadowed as the
    /// scene says.
    @ViewBuilder private func host(
      _ host: SceneHost<Route>, showing column: Column, in scene: SplitScene<Route>
    )
      -> some View
    {
      Group {
        if column == .inspector, store.plan.roots.inspector == nil {
          NavigationStack { inspector() }
        } else {
          NavigationStack(path: store.path(of: column)) {
            Group {
              if let root = store.plan.roots[column] ?? compactRoot(column) {
                pane(root, in: host, scene: scene).id(root.entry.id)
              } else {
                placeholder()
              }
            }
            .navigationDestination(for: Route.self) { route in
              if let pane = store.pane(for: route, in: column) {
                self.pane(pane, in: host, scene: scene).id(pane.entry.id)
              }
            }
          }
          .environment(\.colonnadeIsRail, host.isRail)
        }
      }
      .environment(\.layoutDirection, direction)
      .frame(width: max(0, host.frame.width), height: max(0, host.frame.height))
      .overlay {
        if host.isDimmed {
          Color.black.opacity(0.2)
            .onTapGesture { withAnimation { store.handle(.dimmedAreaTapped) } }
            .accessibilityLabel(localized("Dismiss"))
            .accessibilityAddTraits(.isButton)
        }
      }
      .clipShape(RoundedRectangle(cornerRadius: host.chrome.cornerRadius))
      .shadow(radius: host.chrome.castsShadow ? 10 : 0)
      .position(x: host.frame.x + host.frame.width / 2, y: host.frame.y + host.frame.height / 2)
      .accessibilitySortPriority(readingPriority(of: host.column, in: scene))
      .zIndex(Double(scene.zOrder.firstIndex(of: host.column) ?? 0))
    }

    /// The root of UIKit's compact column (rule L14), which the plan does not hold as a column.
    private func compactRoot(_ column: Column) -> Pane<Route>? {
      guard column == .compact, let entry = store.coordinator.state.navigation.stacks.compact.first else {
        return nil
      }
      return Pane(column: .compact, entry: entry)
    }

    /// A pane with the sidebar button (rule D3), the secondary-only button (rule D5) and, at a
    /// collapsed column's root, the back button to the column before (rule N5); no bar on a rail.
    private func pane(_ pane: Pane<Route>, in host: SceneHost<Route>, scene: SplitScene<Route>) -> some View {
      let onTop = isTop(pane)
      return view(of: pane)
        .toolbar {
          if onTop, scene.sidebarButton.host == host.column {
            barButton(
              scene.sidebarButton.title, SceneSidebarButton.systemImageName, sends: .sidebarButtonTapped)
          }
          if onTop, scene.secondaryOnlyButton.host == host.column {
            barButton(
              scene.secondaryOnlyButton.title, scene.secondaryOnlyButton.systemImageName,
              sends: .secondaryOnlyButtonTapped)
          }
          if scene.isCollapsed, onTop, store.plan.paths[pane.column].isEmpty,
            let target = store.snapshot.backTargets[pane.column], target.id != pane.entry.id
          {
            barButton("\(target.route)", "chevron.backward", sends: .columnPopped(pane.column))
          }
        }
        .modifier(RailBar(isRail: host.isRail))
    }

    /// Whether `pane` is on top of its column's stack.
    private func isTop(_ pane: Pane<Route>) -> Bool {
      store.coordinator.state.navigation.stacks[pane.column].last?.id == pane.entry.id
    }

    /// A leading bar button that sends `action`, animated.
    private func barButton(_ title: String, _ symbol: String, sends action: CoordinatorAction<Route>)
      -> some ToolbarContent
    {
      ToolbarItem(placement: .navigation) {
        Button {
          withAnimation { store.handle(action) }
        } label: {
          Label(localized(title), systemImage: symbol)
        }
      }
    }

    /// Whether a swipe at the leading edge is free for the sidebar: the column there has nothing
    /// to pop, so its own back swipe does not want it (one gesture per edge).
    private func edgeSwipeFree(_ scene: SplitScene<Route>) -> Bool {
      let leading = drawnHosts(scene).last { drawn in
        let frame = scene.hosts[drawn.host].frame
        return direction == .rightToLeft ? frame.maxX >= scene.windowSize.width - 0.5 : frame.x <= 0.5
      }
      guard let leading else { return true }
      return store.plan.paths[leading.stack].isEmpty
    }

    /// A strip along the leading edge where a swipe inward presses the sidebar button (rule D6).
    private func edgeStrip(height: CGFloat) -> some View {
      let rightToLeft = direction == .rightToLeft
      return Color.clear
        .frame(width: 20, height: height)
        .contentShape(Rectangle())
        .gesture(
          DragGesture(minimumDistance: 24).onEnded { drag in
            let inward = rightToLeft ? drag.translation.width < -60 : drag.translation.width > 60
            if inward { withAnimation { store.handle(.sidebarButtonTapped) } }
          }
        )
        .position(x: rightToLeft ? store.scene.windowSize.width - 10 : 10, y: height / 2)
        .zIndex(1_000)
        .accessibilityHidden(true)
    }

    /// Whether the inspector's sheet is up; the user swiping it away dismisses it as a tap on the
    /// dimmed area does, the engine keeping the user's choice, hidden (rules L10, L11).
    private var sheetBinding: Binding<Bool> {
      Binding(
        get: { store.scene.presentsSheet },
        set: { shown in if !shown, store.scene.presentsSheet { store.handle(.dimmedAreaTapped) } })
    }

    /// Where dividers stack: above tiled columns, below floating ones.
    private func dividerLevel(_ scene: SplitScene<Route>) -> Double {
      Double(scene.zOrder.firstIndex { scene.hosts[$0].chrome.castsShadow } ?? scene.zOrder.count) - 0.5
    }

    /// Earlier in the scene's reading order reads first (rule L9).
    private func readingPriority(of column: Column, in scene: SplitScene<Route>) -> Double {
      guard let index = scene.readingOrder.firstIndex(of: column) else { return 0 }
      return Double(scene.readingOrder.count - index)
    }
  }

  /// A host drawn and the column whose stack it shows.
  struct DrawnHost: Hashable {
    var host: Column
    var stack: Column
  }

  /// A rail has no navigation bar (rule L13).
  struct RailBar: ViewModifier {
    let isRail: Bool

    func body(content: Content) -> some View {
      #if os(iOS)
        content.toolbar(isRail ? .hidden : .automatic, for: .navigationBar)
      #else
        content.toolbar(isRail ? .hidden : .automatic, for: .windowToolbar)
      #endif
    }
  }

  /// A divider's hairline and its drag handle; a drag resizes the column the scene names (L4).
  @MainActor struct DividerHandle: View {
    /// The coordinate space of the split view, in which the engine's frames are.
    static var space: String { "colonnade.split" }

    let divider: SceneDivider
    let onDrag: (Column, Double) -> Void

    var body: some View {
      let frame = divider.frame
      let vertical = frame.height > frame.width
      Rectangle()
        .fill(Color.primary.opacity(0.15))
        .frame(width: frame.width, height: frame.height)
        .padding(.horizontal, vertical ? 5 : 0)
        .contentShape(Rectangle())
        .position(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2)
        .gesture(
          DragGesture(coordinateSpace: .named(Self.space)).onChanged { value in
            guard let column = divider.resizes, let width = divider.width(draggedTo: Double(value.location.x))
            else {
              return
            }
            onDrag(column, width)
          }
        )
        .allowsHitTesting(divider.resizes != nil)
    }
  }
#endif

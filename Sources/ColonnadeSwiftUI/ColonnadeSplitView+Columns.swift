#if os(iOS)
  import Colonnade
  import ColonnadeScene
  import SwiftUI

  @MainActor extension ColonnadeSplitView {
    /// One column's host: a `NavigationStack` over its stack at the engine's frame, kept in the
    /// view tree while hidden so its views keep their state.
    @ViewBuilder func host(_ host: SceneHost<Route>) -> some View {
      let level = Double(store.scene.zOrder.firstIndex(of: host.column) ?? -1)
      let shown = !host.isHidden && host.presentation != .sheet
      stack(of: host)
        .environment(\.layoutDirection, direction)
        .frame(width: max(0, host.frame.width), height: max(0, host.frame.height))
        .overlay {
          if host.isDimmed {
            Color.black.opacity(0.2)
              .onTapGesture { store.handle(.dimmedAreaTapped) }
              .accessibilityLabel("Dismiss")
              .accessibilityAddTraits(.isButton)
          }
        }
        .clipShape(RoundedRectangle(cornerRadius: host.chrome.cornerRadius))
        .shadow(radius: host.chrome.castsShadow ? 10 : 0)
        .position(x: host.frame.x + host.frame.width / 2, y: host.frame.y + host.frame.height / 2)
        .opacity(shown ? 1 : 0)
        .allowsHitTesting(shown)
        .accessibilityHidden(!shown)
        .accessibilitySortPriority(readingPriority(of: host.column))
        .zIndex(level)
    }

    @ViewBuilder private func stack(of host: SceneHost<Route>) -> some View {
      if host.column == .inspector {
        // A sheet shows the inspector itself (see the split view's `sheet`).
        if host.presentation != .sheet { NavigationStack { inspector() } }
      } else {
        NavigationStack(path: path(of: host.column)) {
          Group {
            if let root = host.stack.first { pane(root, in: host) } else { Color.clear }
          }
          .navigationDestination(for: Pane<Route>.self) { pane(in: host.column, $0) }
        }
        .environment(\.colonnadeIsRail, host.isRail)
      }
    }

    private func pane(in column: Column, _ pane: Pane<Route>) -> some View {
      self.pane(pane, in: store.scene.hosts[column])
    }

    /// A pane: the builder of its column, with the sidebar button (rule D3) and the
    /// secondary-only button (rule D5) on the top pane of the host the engine names; no bar on a
    /// rail (rule L13), whose views read `colonnadeIsRail`.
    private func pane(_ pane: Pane<Route>, in host: SceneHost<Route>) -> some View {
      Group {
        switch pane.column {
        // UIKit's compact column (rule L14) is the app's own navigation, most often tabs of the
        // sidebar's destinations: the sidebar builder draws it, and `pane.column` tells them apart.
        case .primary, .compact: sidebar(pane)
        case .supplementary: content(pane)
        case .secondary, .inspector: detail(pane)
        }
      }
      .toolbar {
        let button = store.scene.sidebarButton
        if button.host == host.column, host.stack.last == pane {
          barButton(button.title, SceneSidebarButton.systemImageName, sends: .sidebarButtonTapped)
        }
        let secondaryOnly = store.scene.secondaryOnlyButton
        if secondaryOnly.host == host.column, host.stack.last == pane {
          barButton(secondaryOnly.title, secondaryOnly.systemImageName, sends: .secondaryOnlyButtonTapped)
        }
      }
      // A rail draws icons, with no navigation bar (rule L13).
      .toolbar(host.isRail ? .hidden : .automatic, for: .navigationBar)
    }

    /// A leading bar button that sends `action`, animated.
    private func barButton(_ title: String, _ symbol: String, sends action: CoordinatorAction<Route>)
      -> some ToolbarContent
    {
      ToolbarItem(placement: .navigationBarLeading) {
        Button {
          withAnimation { store.handle(action) }
        } label: {
          Label(title, systemImage: symbol)
        }
      }
    }

    /// The host's `NavigationStack` path: its stack above the root, set by the user's pops.
    private func path(of column: Column) -> Binding<[Pane<Route>]> {
      Binding(get: { store.path(of: column) }, set: { store.setPath($0, of: column) })
    }

    /// Earlier in the scene's reading order reads first (rule L9).
    private func readingPriority(of column: Column) -> Double {
      let order = store.scene.readingOrder
      guard let index = order.firstIndex(of: column) else { return 0 }
      return Double(order.count - index)
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
        .fill(Color(uiColor: .separator))
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

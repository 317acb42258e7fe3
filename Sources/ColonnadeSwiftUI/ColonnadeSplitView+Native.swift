#if canImport(SwiftUI)
  import Colonnade
  import ColonnadeScene
  import SwiftUI

  // Native mode: SwiftUI's `NavigationSplitView`, given what the engine decides through its own
  // API, and what the user does in it sent back as the engine's actions.
  @MainActor extension ColonnadeSplitView {
    @ViewBuilder var nativeBody: some View {
      let plan = store.plan
      Group {
        if let compact = plan.compactStack, let root = compact.first {
          // UIKit's compact column (rule L14): SwiftUI's split view has none, so it shows instead.
          NavigationStack(path: store.path(of: .compact)) {
            view(of: root).id(root.entry.id)
              .navigationDestination(for: Route.self) { route in destination(route, in: .compact) }
          }
        } else if plan.style == .tripleColumn {
          threeColumns(plan)
        } else {
          twoColumns(plan)
        }
      }
      .modifier(SizeClassOverride(compact: plan.isCollapsed))
      .modifier(InspectorPresentation(isPresented: inspectorBinding, content: inspector))
    }

    // An SDK with Observation (iOS 17, macOS 14) has `preferredCompactColumn`; an older one does not.
    @ViewBuilder private func threeColumns(_ plan: NavigationSplitPlan<Route>) -> some View {
      #if canImport(Observation)
        if #available(iOS 17.0, macOS 14.0, *) {
          NavigationSplitView(
            columnVisibility: visibilityBinding, preferredCompactColumn: compactColumnBinding
          ) {
            sidebarColumn(plan)
          } content: {
            column(.supplementary, plan) { content($0) }
              .navigationSplitViewColumnWidth(plan.supplementaryColumn)
          } detail: {
            detailColumn(plan)
          }
          .navigationSplitViewStyle(ProminentStyle(prominent: plan.prominentDetail))
        } else {
          threeColumnsBefore17(plan)
        }
      #else
        threeColumnsBefore17(plan)
      #endif
    }

    private func threeColumnsBefore17(_ plan: NavigationSplitPlan<Route>) -> some View {
      NavigationSplitView(columnVisibility: visibilityBinding) {
        sidebarColumn(plan)
      } content: {
        column(.supplementary, plan) { content($0) }
          .navigationSplitViewColumnWidth(plan.supplementaryColumn)
      } detail: {
        detailColumn(plan)
      }
      .navigationSplitViewStyle(ProminentStyle(prominent: plan.prominentDetail))
    }

    @ViewBuilder private func twoColumns(_ plan: NavigationSplitPlan<Route>) -> some View {
      #if canImport(Observation)
        if #available(iOS 17.0, macOS 14.0, *) {
          NavigationSplitView(
            columnVisibility: visibilityBinding, preferredCompactColumn: compactColumnBinding
          ) {
            sidebarColumn(plan)
          } detail: {
            detailColumn(plan)
          }
          .navigationSplitViewStyle(ProminentStyle(prominent: plan.prominentDetail))
        } else {
          twoColumnsBefore17(plan)
        }
      #else
        twoColumnsBefore17(plan)
      #endif
    }

    private func twoColumnsBefore17(_ plan: NavigationSplitPlan<Route>) -> some View {
      NavigationSplitView(columnVisibility: visibilityBinding) {
        sidebarColumn(plan)
      } detail: {
        detailColumn(plan)
      }
      .navigationSplitViewStyle(ProminentStyle(prominent: plan.prominentDetail))
    }

    /// The sidebar: with sidebar destinations it holds one entry and selects, without a stack
    /// (rule N4); an app's own list in its place drills down in a stack of its own.
    @ViewBuilder private func sidebarColumn(_ plan: NavigationSplitPlan<Route>) -> some View {
      Group {
        if store.coordinator.state.navigation.sidebar != nil, let root = plan.roots.primary {
          view(of: root).id(root.entry.id)
        } else {
          column(.primary, plan) { sidebar($0) }
        }
      }
      .navigationSplitViewColumnWidth(plan.primaryColumn)
    }

    @ViewBuilder private func detailColumn(_ plan: NavigationSplitPlan<Route>) -> some View {
      column(.secondary, plan) { detail($0) }
    }

    /// A column's `NavigationStack`: its root (or the placeholder) and its path, each view
    /// identified by its entry.
    private func column<Pane: View>(
      _ column: Column, _ plan: NavigationSplitPlan<Route>,
      @ViewBuilder _ build: @escaping (Colonnade.Pane<Route>) -> Pane
    ) -> some View {
      NavigationStack(path: store.path(of: column)) {
        Group {
          if let root = plan.roots[column] { build(root).id(root.entry.id) } else { placeholder() }
        }
        .navigationDestination(for: Route.self) { route in destination(route, in: column) }
      }
    }

    /// The view a path's route draws in `column`.
    @ViewBuilder private func destination(_ route: Route, in column: Column) -> some View {
      if let pane = store.pane(for: route, in: column) { view(of: pane).id(pane.entry.id) }
    }

    /// `NavigationSplitViewVisibility`, the engine's; the user's sidebar toggle goes to the engine.
    private var visibilityBinding: Binding<NavigationSplitViewVisibility> {
      Binding(
        get: { NavigationSplitViewVisibility(store.columnVisibility) },
        set: { store.visibilityChanged(to: SplitVisibility($0)) })
    }

    #if canImport(Observation)
      /// The column on top when collapsed (rule N7); SwiftUI's back at a column's root goes to the engine.
      @available(iOS 17.0, macOS 14.0, *)
      private var compactColumnBinding: Binding<NavigationSplitViewColumn> {
        Binding(
          get: { NavigationSplitViewColumn(store.plan.preferredCompactColumn) },
          set: { store.compactColumnChanged(to: Column($0)) })
      }
    #endif

    /// Whether the inspector is presented; closing it is the user's choice (rules L10, L11).
    var inspectorBinding: Binding<Bool> {
      Binding(get: { store.plan.showsInspector }, set: { shown in if !shown { store.inspectorDismissed() } })
    }
  }

  extension View {
    /// `navigationSplitViewColumnWidth(min:ideal:max:)` from the engine's width.
    func navigationSplitViewColumnWidth(_ width: NativeColumnWidth) -> some View {
      navigationSplitViewColumnWidth(
        min: CGFloat(width.minimum), ideal: CGFloat(width.preferred), max: CGFloat(width.maximum))
    }
  }

  extension NavigationSplitViewVisibility {
    init(_ visibility: SplitVisibility) {
      switch visibility {
      case .automatic: self = .automatic
      case .all: self = .all
      case .doubleColumn: self = .doubleColumn
      case .detailOnly: self = .detailOnly
      }
    }
  }

  extension SplitVisibility {
    init(_ visibility: NavigationSplitViewVisibility) {
      switch visibility {
      case .all: self = .all
      case .doubleColumn: self = .doubleColumn
      case .detailOnly: self = .detailOnly
      default: self = .automatic
      }
    }
  }

  #if canImport(Observation)
    @available(iOS 17.0, macOS 14.0, *)
    extension NavigationSplitViewColumn {
      init(_ column: Column) {
        switch column {
        case .primary: self = .sidebar
        case .supplementary: self = .content
        default: self = .detail
        }
      }
    }

    @available(iOS 17.0, macOS 14.0, *)
    extension Column {
      init(_ column: NavigationSplitViewColumn) {
        switch column {
        case .sidebar: self = .primary
        case .content: self = .supplementary
        default: self = .secondary
        }
      }
    }
  #endif

  /// The split view's style: the detail keeps its size under floating columns, or shares the width.
  struct ProminentStyle: NavigationSplitViewStyle {
    let prominent: Bool

    func makeBody(configuration: Configuration) -> some View {
      if prominent {
        ProminentDetailNavigationSplitViewStyle().makeBody(configuration: configuration)
      } else {
        BalancedNavigationSplitViewStyle().makeBody(configuration: configuration)
      }
    }
  }

  /// The split view's horizontal size class: compact exactly where the engine collapses (rule L3).
  /// The Mac has no size classes: its split view does not collapse.
  struct SizeClassOverride: ViewModifier {
    let compact: Bool

    func body(content: Content) -> some View {
      #if os(iOS)
        content.environment(\.horizontalSizeClass, compact ? .compact : .regular)
      #else
        content
      #endif
    }
  }

  /// The inspector: SwiftUI's `.inspector` on iOS 17 and macOS 14 (a sheet when compact), a sheet
  /// before.
  struct InspectorPresentation: ViewModifier {
    let isPresented: Binding<Bool>
    let content: () -> AnyView

    func body(content base: Content) -> some View {
      #if canImport(Observation)
        if #available(iOS 17.0, macOS 14.0, *) {
          base.inspector(isPresented: isPresented) { content() }
        } else {
          base.sheet(isPresented: isPresented) { NavigationStack { content() } }
        }
      #else
        base.sheet(isPresented: isPresented) { NavigationStack { content() } }
      #endif
    }
  }
#endif

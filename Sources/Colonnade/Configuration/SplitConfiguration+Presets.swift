extension SplitConfiguration {
  /// Phones, tablets and desktops (rule C2): compact < 600, medium < 840, expanded < 1200,
  /// large < 1600, extra-large. Two columns at medium, as UIKit and NavigationSplitView tile them.
  ///
  /// Two columns fit at 600 (240 + 1 + 320), three at 840 (802) and four at 1200 (1043),
  /// so the class boundaries, not the widths, decide the column count (rule C3).
  public static let standard = SplitConfiguration(
    columns: ColumnMap(
      primary: ColumnSpec(minWidth: 240, idealWidth: .fraction(0.3), maxWidth: 360),
      supplementary: ColumnSpec(minWidth: 240, idealWidth: .fraction(0.3), maxWidth: 400),
      secondary: ColumnSpec(minWidth: 320, idealWidth: .fraction(1), maxWidth: .infinity),
      inspector: ColumnSpec(minWidth: 240, idealWidth: .points(300), maxWidth: 360),
      compact: .spansWindow),
    widthClasses: WidthClass.standardClasses)

  /// Dual-screen phones (rule C2): single < 500, dual < 800, dual with an auxiliary column — seed
  /// 003's breakpoints, kept though Surface Duo's own guidance shows one pane on one 540-point
  /// screen.
  ///
  /// Two columns fit at 500 (200 + 1 + 280) and three at 800 (682) (rule C3).
  public static let duo = SplitConfiguration(
    columns: ColumnMap(
      primary: ColumnSpec(minWidth: 200, idealWidth: .fraction(0.3), maxWidth: 320),
      supplementary: ColumnSpec(minWidth: 200, idealWidth: .fraction(0.3), maxWidth: 360),
      secondary: ColumnSpec(minWidth: 280, idealWidth: .fraction(1), maxWidth: .infinity),
      inspector: ColumnSpec(minWidth: 200, idealWidth: .points(260), maxWidth: 320),
      compact: .spansWindow),
    widthClasses: WidthClass.duoClasses)
}

extension SplitConfiguration {
  /// Android's adaptive scaffolds (rule C2), as Compose's own tests define them: Material 3's
  /// classes with Compose's default `calculatePaneScaffoldDirective` — one pane below 840
  /// (collapsed), two panes from 840 (`maxHorizontalPartitions`), beside the navigation column
  /// (a sidebar of destinations) where the class tiles more; panes 24 points apart
  /// (`horizontalPartitionSpacerSize`), stacked panes 24 apart (`verticalPartitionSpacerSize`); a
  /// pane's preferred width 360 (`defaultPanePreferredWidth`); the inspector as the extra pane
  /// (L12); a history of destinations, as `ThreePaneScaffoldNavigator` keeps (N13); back as
  /// `navigateBack()`'s default `PopUntilScaffoldValueChange` (N12); an 80-point
  /// navigation rail where the navigation column is not shown side by side (rule L13).
  ///
  /// Three columns fit at 840 (240 + 260 + 280 + 2 × 24 = 828) (rule C3).
  public static let material: SplitConfiguration = {
    var material = SplitConfiguration(
      columns: ColumnMap(
        primary: ColumnSpec(minWidth: 240, idealWidth: .points(360), maxWidth: 360),
        supplementary: ColumnSpec(minWidth: 260, idealWidth: .points(360), maxWidth: 412),
        secondary: ColumnSpec(minWidth: 280, idealWidth: .fraction(1), maxWidth: .infinity),
        inspector: ColumnSpec(minWidth: 240, idealWidth: .points(360), maxWidth: 412),
        compact: .spansWindow),
      dividerWidth: 24, widthClasses: WidthClass.materialClasses)
    // Compose's ListDetailPaneScaffold: the trailing pane is the extra pane, and a tabletop fold
    // reflows nothing unless the app opts in (rules L7, L12).
    material.inspectorStyle = .extraPane
    material.tabletopStacks = false
    material.paneDirective = .standard
    material.stackedSpacing = 24
    material.backBehavior = .popUntilScaffoldValueChange
    // Compose's ThreePaneScaffoldNavigator: a history of destinations, history-aware (rule N13).
    material.navigator = .historyAware
    // Material 3's navigation rail, 80 points wide, where the navigation column is not shown (L13).
    material.railWidth = 80
    return material
  }()

  /// The presets by name: `standard` (UIKit and NavigationSplitView), `material` (Compose's
  /// scaffolds) and `duo` (dual-screen phones).
  public static let presets: [(name: String, configuration: SplitConfiguration)] = [
    ("standard", .standard), ("material", .material), ("duo", .duo),
  ]
}

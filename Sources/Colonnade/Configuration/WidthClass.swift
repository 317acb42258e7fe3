/// A named band of window widths and how many columns it lets tile side by side (rule C2).
///
/// ```swift
/// WidthClass.medium.minimumWidth        // 600
/// WidthClass.medium.maximumTiledColumns  // 2
/// ```
public struct WidthClass: Hashable, Sendable {
  /// The class's name, as reported in layouts (`compact`, `medium`, ...).
  public var name: String
  /// The narrowest window in the class, in points; the class ends where the next begins.
  public var minimumWidth: Double
  /// How many columns may be tiled in the class (1 to 4).
  public var maximumTiledColumns: Int

  /// Creates a width class.
  public init(name: String, minimumWidth: Double, maximumTiledColumns: Int) {
    self.name = name
    self.minimumWidth = minimumWidth
    self.maximumTiledColumns = maximumTiledColumns
  }
}

extension WidthClass {
  /// `standard`: below 600 points, one column.
  public static let compact = WidthClass(name: "compact", minimumWidth: 0, maximumTiledColumns: 1)
  /// `standard`: 600 to 840 points, two columns.
  public static let medium = WidthClass(name: "medium", minimumWidth: 600, maximumTiledColumns: 2)
  /// `standard`: 840 to 1200 points, three columns.
  public static let expanded = WidthClass(name: "expanded", minimumWidth: 840, maximumTiledColumns: 3)
  /// `standard` and `material`: 1200 to 1600 points, four columns.
  public static let large = WidthClass(name: "large", minimumWidth: 1200, maximumTiledColumns: 4)
  /// `standard` and `material`: 1600 points and more, four columns (Material 3's extra-large).
  public static let extraLarge = WidthClass(name: "extraLarge", minimumWidth: 1600, maximumTiledColumns: 4)

  /// `material`: 600 to 840 points, one pane, as Compose's default pane scaffold directive.
  public static let materialMedium = WidthClass(name: "medium", minimumWidth: 600, maximumTiledColumns: 1)
  /// `material`: 840 to 1200 points, two panes beside the navigation column.
  public static let materialExpanded = WidthClass(name: "expanded", minimumWidth: 840, maximumTiledColumns: 3)

  /// `duo`: below 500 points, one column.
  public static let single = WidthClass(name: "single", minimumWidth: 0, maximumTiledColumns: 1)
  /// `duo`: 500 to 800 points, two columns.
  public static let dual = WidthClass(name: "dual", minimumWidth: 500, maximumTiledColumns: 2)
  /// `duo`: 800 points and more, two columns plus an auxiliary one.
  public static let dualWithAuxiliary = WidthClass(
    name: "dualWithAuxiliary", minimumWidth: 800, maximumTiledColumns: 3)

  /// The consensus of Material 3 and Apple's size classes.
  public static let standardClasses: [WidthClass] = [.compact, .medium, .expanded, .large, .extraLarge]
  /// Material 3's window size classes with the pane counts of Compose's default directive.
  public static let materialClasses: [WidthClass] = [
    .compact, .materialMedium, .materialExpanded, .large, .extraLarge,
  ]
  /// The split described for dual-screen phones.
  public static let duoClasses: [WidthClass] = [.single, .dual, .dualWithAuxiliary]
}

extension [WidthClass] {
  /// The class a window `width` points wide falls in: the last whose minimum it reaches. O(n).
  func widthClass(for width: Double) -> WidthClass {
    var found = self.first ?? .compact
    for candidate in self where candidate.minimumWidth <= width { found = candidate }
    return found
  }
}

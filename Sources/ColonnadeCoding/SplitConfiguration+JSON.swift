import Colonnade
import ColonnadeJSON

extension SplitConfiguration {
  /// Reads a configuration file: a preset (`"preset"`, else `base`) with the fields the file
  /// sets, validated (rule C4).
  ///
  /// ```json
  /// {"preset": "duo", "style": "tripleColumn",
  ///  "columns": {"primary": {"minWidth": 220, "idealWidth": {"fraction": 0.25}, "maxWidth": 300}}}
  /// ```
  ///
  /// An unknown key, a wrong type or a bad value throws an error naming its path.
  public init(json text: String, base: SplitConfiguration = .standard) throws(CodingError) {
    let value: JSONValue
    do {
      value = try JSONValue(parsing: text)
    } catch {
      throw .syntax(error)
    }
    try self.init(json: value, base: base)
  }

  /// Reads a configuration from a parsed JSON value; see ``init(json:base:)-(String,_)``.
  public init(json value: JSONValue, base: SplitConfiguration = .standard) throws(CodingError) {
    let reader = try ObjectReader(value, path: "", allowed: Self.keys)
    self = base
    if let preset = try reader.string("preset") {
      guard let found = Self.presets.first(where: { $0.name == preset }) else {
        throw .unknownName(path: "preset", name: preset, allowed: Self.presets.map { $0.name })
      }
      self = found.configuration
    }
    if let columns = reader.object["columns"] {
      let columnsReader = try ObjectReader(
        columns, path: "columns", allowed: Self.sizedColumns.map { $0.rawValue })
      for column in Self.sizedColumns {
        guard let spec = columnsReader.object[column.rawValue] else { continue }
        self.columns[column] = try Self.columnSpec(
          spec, path: columnsReader.path(column.rawValue), base: self.columns[column])
      }
    }
    if let width = try reader.number("dividerWidth") { dividerWidth = width }
    if let classes = reader.object["widthClasses"] { widthClasses = try Self.widthClasses(classes) }
    if let mode = try reader.name("preferredDisplayMode", as: DisplayMode.self) {
      preferredDisplayMode = mode
    }
    if let behavior = try reader.name("preferredSplitBehavior", as: SplitBehavior.self) {
      preferredSplitBehavior = behavior
    }
    if let style = try reader.name("style", as: SplitStyle.self) { self.style = style }
    if let inspector = try reader.bool("showsInspector") { showsInspector = inspector }
    if let tilesOnly = try reader.bool("inspectorTilesOnly") { inspectorTilesOnly = tilesOnly }
    if let kind = try reader.name("inspectorStyle", as: InspectorStyle.self) { inspectorStyle = kind }
    if let behavior = try reader.name("backBehavior", as: BackBehavior.self) { backBehavior = behavior }
    if let shows = try reader.bool("showsSecondaryOnlyButton") { showsSecondaryOnlyButton = shows }
    if let visibility = try reader.name("displayModeButtonVisibility", as: DisplayModeButtonVisibility.self) {
      displayModeButtonVisibility = visibility
    }
    if let gesture = try reader.bool("presentsWithGesture") { presentsWithGesture = gesture }
    if let compact = reader.object["preferredCompactColumn"] {
      preferredCompactColumn =
        compact.isNull ? nil : try reader.name("preferredCompactColumn", as: Column.self)
    }
    if let arrangement = try reader.name("tabletopArrangement", as: TabletopArrangement.self) {
      tabletopArrangement = arrangement
    }
    if let arrangement = try reader.name("tallModeArrangement", as: TabletopArrangement.self) {
      tallModeArrangement = arrangement
    }
    if let stacks = try reader.bool("tabletopStacks") { tabletopStacks = stacks }
    if let tall = reader.object["tallModeMinimumHeight"] {
      tallModeMinimumHeight = tall.isNull ? nil : try reader.number("tallModeMinimumHeight")
    }
    if let rail = reader.object["railWidth"] {
      railWidth = rail.isNull ? nil : try reader.number("railWidth")
    }
    if let directive = reader.object["paneDirective"] {
      paneDirective = directive.isNull ? nil : try reader.name("paneDirective", as: PaneDirective.self)
    }
    if let spacing = try reader.number("stackedSpacing") { stackedSpacing = spacing }
    if let mode = try reader.name("navigator", as: NavigatorMode.self) { navigator = mode }
    // Each pane's adapt strategy, one key a pane so `set` reaches each (rule L15); the list's
    // after `tabletopStacks`, which sets it too.
    if let strategy = try reader.name("detailAdaptStrategy", as: AdaptStrategy.self) {
      adaptStrategies.detail = strategy
    }
    if let strategy = try reader.name("listAdaptStrategy", as: AdaptStrategy.self) {
      adaptStrategies.list = strategy
    }
    if let strategy = try reader.name("extraPaneAdaptStrategy", as: AdaptStrategy.self) {
      adaptStrategies.extraPane = strategy
    }
    if let policy = try reader.name("hingePolicy", as: HingePolicy.self) { hingePolicy = policy }
    do {
      try validate()
    } catch {
      throw .invalidConfiguration(error)
    }
  }

  static let keys = [
    "preset", "columns", "dividerWidth", "widthClasses", "preferredDisplayMode",
    "preferredSplitBehavior", "style", "showsInspector", "inspectorTilesOnly", "inspectorStyle",
    "preferredCompactColumn", "tabletopArrangement", "tabletopStacks", "tallModeArrangement",
    "tallModeMinimumHeight", "backBehavior", "showsSecondaryOnlyButton", "displayModeButtonVisibility",
    "presentsWithGesture", "railWidth", "paneDirective", "stackedSpacing", "navigator", "detailAdaptStrategy",
    "listAdaptStrategy", "extraPaneAdaptStrategy", "hingePolicy",
  ]

  private static func columnSpec(
    _ value: JSONValue, path: String, base: ColumnSpec
  ) throws(CodingError) -> ColumnSpec {
    let reader = try ObjectReader(value, path: path, allowed: ["minWidth", "idealWidth", "maxWidth"])
    var spec = base
    if let minimum = try reader.number("minWidth") { spec.minWidth = minimum }
    if let maximum = reader.object["maxWidth"] {
      spec.maxWidth = maximum.isNull ? .infinity : (try reader.number("maxWidth") ?? spec.maxWidth)
    }
    if let ideal = reader.object["idealWidth"] {
      if let points = ideal.doubleValue {
        spec.idealWidth = .points(points)
      } else {
        let idealReader = try ObjectReader(ideal, path: reader.path("idealWidth"), allowed: ["fraction"])
        guard let fraction = try idealReader.number("fraction") else {
          throw .wrongType(
            path: reader.path("idealWidth"), expected: "a number of points or {\"fraction\": 0.3}",
            found: "an object without 'fraction'")
        }
        spec.idealWidth = .fraction(fraction)
      }
    }
    return spec
  }

  private static func widthClasses(_ value: JSONValue) throws(CodingError) -> [WidthClass] {
    guard let elements = value.arrayValue else {
      throw .wrongType(path: "widthClasses", expected: "an array", found: value.kindName)
    }
    var classes: [WidthClass] = []
    for (index, element) in elements.enumerated() {
      let path = "widthClasses[\(index)]"
      let reader = try ObjectReader(
        element, path: path, allowed: ["name", "minimumWidth", "maximumTiledColumns"])
      guard let name = try reader.string("name"), let minimum = try reader.number("minimumWidth"),
        let columns = try reader.integer("maximumTiledColumns")
      else {
        throw .wrongType(
          path: path, expected: "an object with name, minimumWidth and maximumTiledColumns",
          found: "missing fields")
      }
      classes.append(WidthClass(name: name, minimumWidth: minimum, maximumTiledColumns: columns))
    }
    return classes
  }

  /// The columns a configuration file sizes: all but the compact column, which spans the window
  /// (rule L14).
  static let sizedColumns = Column.allCases.filter { $0 != .compact }

  /// The configuration as the JSON a configuration file holds; reading it back gives it again.
  public var json: JSONValue {
    var columnsObject = JSONObject()
    for column in Self.sizedColumns {
      let spec = columns[column]
      let ideal: JSONValue =
        switch spec.idealWidth {
        case .points(let points): .number(points)
        case .fraction(let fraction): ["fraction": .number(fraction)]
        }
      columnsObject.append(
        column.rawValue,
        [
          "minWidth": .number(spec.minWidth), "idealWidth": ideal,
          "maxWidth": spec.maxWidth.isInfinite ? .null : .number(spec.maxWidth),
        ])
    }
    return [
      "columns": .object(columnsObject),
      "dividerWidth": .number(dividerWidth),
      "widthClasses": .array(
        widthClasses.map {
          [
            "name": .string($0.name), "minimumWidth": .number($0.minimumWidth),
            "maximumTiledColumns": .number(Double($0.maximumTiledColumns)),
          ]
        }),
      "preferredDisplayMode": .string(preferredDisplayMode.rawValue),
      "preferredSplitBehavior": .string(preferredSplitBehavior.rawValue),
      "style": .string(style.rawValue),
      "showsInspector": .bool(showsInspector),
      "inspectorTilesOnly": .bool(inspectorTilesOnly),
      "inspectorStyle": .string(inspectorStyle.rawValue),
      "preferredCompactColumn": preferredCompactColumn.map { .string($0.rawValue) } ?? .null,
      "tabletopArrangement": .string(tabletopArrangement.rawValue),
      "tabletopStacks": .bool(tabletopStacks),
      "tallModeArrangement": .string(tallModeArrangement.rawValue),
      "tallModeMinimumHeight": tallModeMinimumHeight.map { .number($0) } ?? .null,
      "backBehavior": .string(backBehavior.rawValue),
      "showsSecondaryOnlyButton": .bool(showsSecondaryOnlyButton),
      "displayModeButtonVisibility": .string(displayModeButtonVisibility.rawValue),
      "presentsWithGesture": .bool(presentsWithGesture),
      "railWidth": railWidth.map { .number($0) } ?? .null,
      "paneDirective": paneDirective.map { .string($0.rawValue) } ?? .null,
      "stackedSpacing": .number(stackedSpacing),
      "navigator": .string(navigator.rawValue),
      "detailAdaptStrategy": .string(adaptStrategies.detail.rawValue),
      "listAdaptStrategy": .string(adaptStrategies.list.rawValue),
      "extraPaneAdaptStrategy": .string(adaptStrategies.extraPane.rawValue),
      "hingePolicy": .string(hingePolicy.rawValue),
    ]
  }
}

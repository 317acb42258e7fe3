import Colonnade

/// The lab's colours: one hue per presentation (tiled blue, overlay amber, displaced violet, sheet green), a
/// lighter or darker shade per column so neighbours stay apart, and the hinge's hazard stripes.
enum Palette {
  /// The colours of one column box.
  struct Swatch: Equatable {
    /// The box's fill.
    var fill: String
    /// The header strip's fill.
    var header: String
    /// The outline.
    var stroke: String
    /// Labels and icons.
    var ink: String
  }

  /// The swatch for `column` shown as `presentation`.
  static func swatch(_ presentation: Presentation, _ column: Column) -> Swatch {
    switch presentation {
    case .tiled:
      let fills: [Column: String] = [
        .primary: "#c7dcfa", .supplementary: "#dbe8fc", .secondary: "#eef4fe", .inspector: "#d3ecf7",
      ]
      return Swatch(fill: fills[column] ?? "#eef4fe", header: "#a9c8f5", stroke: "#2563eb", ink: "#1e3a8a")
    case .overlay:
      return Swatch(fill: "#fde68a", header: "#fbbf24", stroke: "#b45309", ink: "#713f12")
    case .displaced:
      return Swatch(fill: "#e4d4fd", header: "#c9abfa", stroke: "#7c3aed", ink: "#4c1d95")
    case .sheet:
      return Swatch(fill: "#d1fae5", header: "#6ee7b7", stroke: "#047857", ink: "#064e3b")
    }
  }

  /// The page behind the device.
  static let canvas = "#ffffff"
  /// A handheld's bezel and a desktop window's frame.
  static let bezel = "#1e293b"
  /// The window's background where no column is shown.
  static let screen = "#f1f5f9"
  /// Dividers between panes.
  static let divider = "#334155"
  /// Captions above and below the device.
  static let caption = "#0f172a"
  /// Secondary caption text.
  static let muted = "#475569"
  /// The hinge's stripes.
  static let hingeLight = "#facc15"
  static let hingeDark = "#1f2937"
  /// How opaque an overlay's fill is: the column under it shows through.
  static let overlayOpacity = 0.82
  /// The shade over dimmed content, and how opaque it is (UIKit's dimming view).
  static let dim = "#0f172a"
  static let dimOpacity = 0.28
}

import Colonnade

/// The lab's colours: app-like backgrounds, and one hue per presentation for outlines and tags (tiled blue, overlay amber, displaced violet, sheet green, rail teal, levitated pink), a
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
      // A sidebar and an inspector are grouped-grey, the list and detail white, as in the apps.
      let fills: [Column: String] = [
        .primary: "#eef2f7", .supplementary: "#ffffff", .secondary: "#ffffff", .inspector: "#f3f4f6",
      ]
      return Swatch(fill: fills[column] ?? "#ffffff", header: "#dbe8fc", stroke: "#2563eb", ink: "#1e3a8a")
    case .overlay:
      return Swatch(fill: "#fffbeb", header: "#fde68a", stroke: "#b45309", ink: "#713f12")
    case .displaced:
      return Swatch(fill: "#faf5ff", header: "#e4d4fd", stroke: "#7c3aed", ink: "#4c1d95")
    case .sheet:
      return Swatch(fill: "#f0fdf4", header: "#d1fae5", stroke: "#047857", ink: "#064e3b")
    case .rail:
      return Swatch(fill: "#eef2f7", header: "#ccfbf1", stroke: "#0f766e", ink: "#134e4a")
    case .levitated:
      return Swatch(fill: "#fdf2f8", header: "#fbcfe8", stroke: "#be185d", ink: "#831843")
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
  /// How opaque an overlay's fill is: the column under it barely shows through, as under
  /// UIKit's translucent sidebar.
  static let overlayOpacity = 0.96
  /// The shade over dimmed content, and how opaque it is (UIKit's dimming view).
  static let dim = "#0f172a"
  static let dimOpacity = 0.28
}

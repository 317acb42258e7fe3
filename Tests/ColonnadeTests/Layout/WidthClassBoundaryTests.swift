import Colonnade
import Testing

/// Rule C3: at the lower bound of each width class the preset's minimums fit as many columns as
/// the class allows, and half a point below, the class before decides.
@Suite struct WidthClassBoundaryTests {
  struct Boundary: CustomTestStringConvertible, Sendable {
    var preset: String
    var widthClass: WidthClass
    var below: Int?
    var testDescription: String { "\(preset) \(widthClass.name) at \(Int(widthClass.minimumWidth))" }
  }

  static let boundaries: [Boundary] = [
    Boundary(preset: "standard", widthClass: .compact, below: nil),
    Boundary(preset: "standard", widthClass: .medium, below: 1),
    Boundary(preset: "standard", widthClass: .expanded, below: 2),
    Boundary(preset: "standard", widthClass: .large, below: 3),
    Boundary(preset: "duo", widthClass: .single, below: nil),
    Boundary(preset: "duo", widthClass: .dual, below: 1),
    Boundary(preset: "duo", widthClass: .dualWithAuxiliary, below: 2),
  ]

  static func tiledCount(_ preset: String, width: Double) -> Int {
    let base = preset == "duo" ? SplitConfiguration.duo : .standard
    for scale in [1.0, 2, 3] {
      let layout = resolveSoundly(
        environment(width, 800, scale: scale), configuration(base, inspector: true),
        case: "\(preset) at \(width) @\(scale)x")
      let count = layout.columns.count { $0.presentation == .tiled }
      if scale == 3 { return count }
    }
    return 0
  }

  @Test(arguments: boundaries)
  func classBoundaryDecidesTheColumnCount(_ boundary: Boundary) {
    let bound = boundary.widthClass.minimumWidth
    #expect(Self.tiledCount(boundary.preset, width: bound) == boundary.widthClass.maximumTiledColumns)
    if let below = boundary.below {
      #expect(Self.tiledCount(boundary.preset, width: bound - 0.5) == below)
    }
  }
}

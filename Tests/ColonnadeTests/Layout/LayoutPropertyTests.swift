import Colonnade
import ColonnadeTestSupport
import Testing

/// Rules L1, L4, L5, L6, L8: every layout is exact, total and deterministic.
@Suite struct LayoutPropertyTests {
  struct Sweep: CustomTestStringConvertible, Sendable {
    var preset: String
    var style: SplitStyle
    var inspector: Bool
    var testDescription: String { "\(preset) \(style)\(inspector ? " + inspector" : "")" }

    var configuration: SplitConfiguration {
      var configuration = SplitConfiguration.presets.first { $0.name == preset }?.configuration ?? .standard
      configuration.style = style
      configuration.showsInspector = inspector
      return configuration
    }
  }

  static let sweeps: [Sweep] = ["standard", "material", "duo"].flatMap { preset in
    SplitStyle.allCases.flatMap { style in
      [false, true].map { Sweep(preset: preset, style: style, inspector: $0) }
    }
  }

  /// Rules L4, L5: widths 0 to 3000 in half-point steps, three heights, scales 1/2/3, both
  /// directions: exact cover, no overlap, inside the window, within min/max, snapped.
  @Test(arguments: sweeps)
  func everyHalfPointWidthIsSound(_ sweep: Sweep) {
    let configuration = sweep.configuration
    var resolved = 0
    for step in 0...6000 {
      let width = Double(step) / 2
      for height in [0.0, 480, 1024] {
        for scale in [1.0, 2, 3] {
          for direction in LayoutDirection.allCases {
            let environment = WindowEnvironment(
              size: Size(width: width, height: height), displayScale: scale,
              layoutDirection: direction)
            resolveSoundly(
              environment, configuration,
              case: "\(sweep.testDescription) \(width)×\(height) @\(scale)x \(direction)")
            resolved += 1
          }
        }
      }
    }
    #expect(resolved == 6001 * 3 * 3 * 2)
  }

  /// Rules L1, L5, L6, L7, L8: seeded random environments with hinges anywhere, random
  /// configurations, navigation and user overrides are sound, and resolving twice gives the same.
  @Test(arguments: 0..<8)
  func randomInputsAreSoundAndDeterministic(_ batch: Int) {
    for index in 0..<2_500 {
      let seed = UInt64(batch * 1_000_000 + index)
      var rng = SplitMix64(seed: seed)
      let inputs = rng.resolutionInputs()
      let layout = resolveSoundly(
        inputs.environment, inputs.configuration, navigation: inputs.navigation, overrides: inputs.overrides,
        case: "seed \(seed): \(inputs)")
      #expect(layout == inputs.resolve(), "seed \(seed): resolving twice differs")
    }
  }
}

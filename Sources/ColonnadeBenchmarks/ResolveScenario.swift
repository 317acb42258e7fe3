import Colonnade

/// One resolver workload: a preset and a style in a window with or without a hinge, swept across
/// a few widths as in a live resize.
///
/// ```swift
/// for scenario in ResolveScenario.all {
///   for environment in scenario.sweep {
///     _ = LayoutResolver.resolve(environment: environment, configuration: scenario.configuration)
///   }
/// }
/// ```
///
/// The sweep stays inside one width class, so every frame resolves the same columns with
/// different widths: the steady state of a live resize.
public struct ResolveScenario: Sendable, CustomStringConvertible {
  /// `standard` or `duo`.
  public var preset: String
  /// The style in effect.
  public var style: SplitStyle
  /// Whether the window has a separating hinge.
  public var isHinged: Bool
  /// The configuration, unchanged across the sweep.
  public var configuration: SplitConfiguration
  /// The windows of the sweep, one per frame.
  public var sweep: [WindowEnvironment]

  /// How many widths a sweep visits.
  public static let sweepLength = 16

  /// `standard double`, `duo triple hinge`.
  public var description: String {
    "\(preset) \(style == .doubleColumn ? "double" : "triple")\(isHinged ? " hinge" : "")"
  }

  /// Every preset and style, with and without a hinge: `standard` on a 1366 × 1024 point
  /// tablet at scale 2 (a book fold half-opened down the middle when hinged), `duo` on a
  /// 1114 × 720 point dual screen at scale 2.5 (a 34-point occluding gap at 540 when hinged).
  public static let all: [ResolveScenario] = {
    var scenarios: [ResolveScenario] = []
    for (preset, configuration) in [("standard", SplitConfiguration.standard), ("duo", .duo)] {
      for style in SplitStyle.allCases {
        for isHinged in [false, true] {
          var styled = configuration
          styled.style = style
          scenarios.append(
            ResolveScenario(
              preset: preset, style: style, isHinged: isHinged, configuration: styled,
              sweep: sweep(preset: preset, isHinged: isHinged)))
        }
      }
    }
    return scenarios
  }()

  private static func sweep(preset: String, isHinged: Bool) -> [WindowEnvironment] {
    let standard = preset == "standard"
    let height: Double = standard ? 1024 : 720
    let hinge =
      standard
      ? Hinge.book(x: 683, width: 0, windowHeight: height)
      : Hinge.dualScreenGap(x: 540, width: 34, windowHeight: height)
    return (0..<sweepLength).map { frame in
      WindowEnvironment(
        size: Size(width: (standard ? 1366 : 1114) - Double(frame) * 0.5, height: height),
        displayScale: standard ? 2 : 2.5, hinges: isHinged ? [hinge] : [])
    }
  }
}

import Colonnade
import Testing

/// The invariant checker behind every property test must itself catch broken layouts.
@Suite struct InvariantCheckerTests {
  static let env = environment(1366, 1024)
  static let config = configuration()
  static let sound = LayoutResolver.resolve(environment: env, configuration: config)

  func violations(_ change: (inout SplitLayout) -> Void) -> [String] {
    var layout = Self.sound
    change(&layout)
    return layout.invariantViolations(environment: Self.env, configuration: Self.config)
  }

  @Test func soundLayoutHasNoViolations() {
    #expect(violations { _ in }.isEmpty)
  }

  @Test func catchesAGap() {
    #expect(
      violations { $0.columns[2].frame.width -= 10 } == ["nothing covers 1356.0 to 1366.0 before window end"])
  }

  @Test func catchesAnOverlap() {
    #expect(violations { $0.columns[1].frame.width += 1 }.contains("divider overlaps what comes before it"))
  }

  @Test func catchesAnOffGridEdge() {
    let found = violations {
      $0.columns[0].frame.width -= 0.25
      $0.dividers[0].x -= 0.25
      $0.dividers[0].width += 0.25
    }
    #expect(found.contains { $0.contains("off the pixel grid") })
  }

  @Test func catchesAColumnBelowItsMinimum() {
    let found = violations {
      $0.columns[0].frame.width = 200
      $0.dividers[0].x = 200
      $0.dividers[0].width = 161
    }
    #expect(found.contains("primary is 200.0 wide, below its minimum 240.0"))
  }

  @Test func catchesAFrameOutsideTheWindow() {
    #expect(violations { $0.columns[2].frame.x += 1 }.contains { $0.contains("leaves the window") })
  }

  @Test func catchesAColumnAcrossAnOccludingHinge() {
    let env = environment(1114, 720, scale: 2.5, hinge: duoHinge)
    var layout = LayoutResolver.resolve(environment: env, configuration: configuration(.duo))
    layout.columns[0].frame.width = 600
    let found = layout.invariantViolations(environment: env, configuration: configuration(.duo))
    #expect(found.contains { $0.contains("crosses the occluding hinge") })
  }
}

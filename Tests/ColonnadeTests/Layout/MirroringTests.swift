import Colonnade
import ColonnadeTestSupport
import Testing

/// Rule L5: a right-to-left layout is the left-to-right one mirrored, hinges included.
@Suite struct MirroringTests {
  /// Optimized (CI), 4 × 2,000 seeded windows; unoptimized, 4 × 500 (``PropertyRuns``).
  @Test(arguments: 0..<4)
  func rightToLeftMirrorsLeftToRight(_ batch: Int) {
    for index in 0..<PropertyRuns.count(optimized: 2_000, unoptimized: 500) {
      let seed = UInt64(batch * 1_000_000 + index)
      var rng = SplitMix64(seed: seed)
      var ltr = rng.environment()
      // Whole-pixel windows, so both directions snap to the same grid.
      ltr.size.width = (ltr.size.width * ltr.displayScale).rounded() / ltr.displayScale
      ltr.layoutDirection = .leftToRight
      ltr.hinges = ltr.hinges.map { hinge in
        var hinge = hinge
        hinge.rect.x = min(hinge.rect.x, ltr.size.width - hinge.rect.width)
        hinge.rect.width = min(hinge.rect.width, ltr.size.width)
        return hinge
      }
      var rtl = ltr
      rtl.layoutDirection = .rightToLeft
      rtl.hinges = ltr.hinges.map { hinge in
        var hinge = hinge
        hinge.rect = hinge.rect.mirrored(inWidth: ltr.size.width)
        return hinge
      }
      let configuration = rng.configuration()
      let navigation = rng.navigation(style: configuration.style)
      let left = LayoutResolver.resolve(
        environment: ltr, configuration: configuration, navigation: navigation)
      let right = LayoutResolver.resolve(
        environment: rtl, configuration: configuration, navigation: navigation)
      var mirrored = left
      for index in mirrored.columns.indices {
        mirrored.columns[index].frame = left.columns[index].frame.mirrored(inWidth: ltr.size.width)
      }
      for index in mirrored.dividers.indices {
        mirrored.dividers[index] = left.dividers[index].mirrored(inWidth: ltr.size.width)
      }
      #expect(sameUpToRounding(mirrored, right), "seed \(seed): \(ltr)")
    }
  }

  /// Equal but for floating-point noise below a millionth of a point.
  func sameUpToRounding(_ a: SplitLayout, _ b: SplitLayout) -> Bool {
    func near(_ p: Rect, _ q: Rect) -> Bool {
      abs(p.x - q.x) < 1e-6 && abs(p.y - q.y) < 1e-6 && abs(p.width - q.width) < 1e-6
        && abs(p.height - q.height) < 1e-6
    }
    var a = a
    for index in a.columns.indices where index < b.columns.count {
      if near(a.columns[index].frame, b.columns[index].frame) {
        a.columns[index].frame = b.columns[index].frame
      }
    }
    for index in a.dividers.indices where index < b.dividers.count {
      if near(a.dividers[index], b.dividers[index]) { a.dividers[index] = b.dividers[index] }
    }
    return a == b
  }

  /// Rule L9: the reading order runs leading to trailing, so right to left it starts at the right.
  @Test func readingOrderStartsAtTheLeadingEdge() {
    let layout = resolveSoundly(
      environment(1366, 1024, direction: .rightToLeft), configuration(), case: "RTL iPad")
    #expect(Array(layout.accessibilityOrder) == [.primary, .supplementary, .secondary])
    #expect(layout[.primary]?.frame == Rect(x: 1006, y: 0, width: 360, height: 1024))
  }
}

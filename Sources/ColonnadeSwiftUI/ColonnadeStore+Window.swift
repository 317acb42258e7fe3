#if canImport(SwiftUI)
  import Colonnade
  import SwiftUI

  extension ColonnadeStore {
    /// The view's geometry and environment changed: the window the engine lays out (rule E1). A
    /// run of size changes (a live resize) is one transition, ended once they stop for a quarter
    /// of a second, so panes hear only the net difference (rule P3). `sizeClass` is the
    /// platform's own, outside the split view's override; `nil` on the Mac, which has none.
    func windowChanged(size: CGSize, sizeClass: SizeClass?, scale: CGFloat, rightToLeft: Bool) {
      let environment = coordinator.state.environment
      if sizeClass != environment.horizontalSizeClass { handle(.sizeClassChanged(sizeClass)) }
      if scale > 0, Double(scale) != environment.displayScale { handle(.displayScaleChanged(Double(scale))) }
      let direction: WindowEnvironment.LayoutDirection = rightToLeft ? .rightToLeft : .leftToRight
      if direction != environment.layoutDirection { handle(.layoutDirectionChanged(direction)) }
      let newSize = Size(width: Double(size.width), height: Double(size.height))
      guard newSize != environment.size, newSize.width > 0, newSize.height > 0 else {
        settle()
        return
      }
      if settling == nil, coordinator.state.isReady { handle(.transitionBegan) }
      handle(.windowResized(newSize))
      settle()
    }

    /// Ends the open transition a quarter of a second after the last change.
    private func settle() {
      settling?.cancel()
      settling = Task { [weak self] in
        try? await Task.sleep(nanoseconds: 250_000_000)
        guard !Task.isCancelled, let self else { return }
        self.settling = nil
        while self.coordinator.state.transitionDepth > 0 { self.handle(.transitionEnded) }
      }
    }

    /// The split view appeared: queued deep links apply now (rule N8), then the data clock runs
    /// while it shows (rule R3).
    func runWhileShown() async {
      if !coordinator.state.isReady { handle(.becameReady) }
      await session.runTimers()
    }
  }
#endif

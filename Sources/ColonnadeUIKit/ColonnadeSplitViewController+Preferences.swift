#if os(iOS)
  import Colonnade
  import UIKit

  // The app's setters of UIKit's knobs are its preferences: each changes the engine's
  // configuration (rule C1, validated, C4), and what the engine then decides is what UIKit shows.
  extension ColonnadeSplitViewController {
    /// Sends the configuration `change` makes; a refused one goes to `onError`.
    func configure(_ change: (inout SplitConfiguration) -> Void) {
      var configuration = coordinator.state.configuration
      change(&configuration)
      guard configuration != coordinator.state.configuration else { return }
      core.handle(.configurationChanged(configuration))
    }

    /// A width UIKit's setters name, in points or as a fraction of the window; UIKit's automatic
    /// dimension leaves the configuration's.
    func configureWidth(
      of column: Column, ideal: CGFloat? = nil, fraction: Bool = false, minimum: CGFloat? = nil,
      maximum: CGFloat? = nil
    ) {
      let automatic = UISplitViewController.automaticDimension
      configure { configuration in
        if let ideal, ideal != automatic {
          configuration.columns[column].idealWidth =
            fraction ? .fraction(Double(ideal)) : .points(Double(ideal))
        }
        if let minimum, minimum != automatic { configuration.columns[column].minWidth = Double(minimum) }
        if let maximum, maximum != automatic { configuration.columns[column].maxWidth = Double(maximum) }
      }
    }
  }
#endif

#if os(iOS)
  import Colonnade
  import UIKit

  extension UISplitViewController.DisplayMode {
    /// UIKit's display mode of the same name (rule D1).
    init(_ mode: DisplayMode) {
      switch mode {
      case .automatic: self = .automatic
      case .secondaryOnly: self = .secondaryOnly
      case .oneBesideSecondary: self = .oneBesideSecondary
      case .oneOverSecondary: self = .oneOverSecondary
      case .twoBesideSecondary: self = .twoBesideSecondary
      case .twoOverSecondary: self = .twoOverSecondary
      case .twoDisplaceSecondary: self = .twoDisplaceSecondary
      }
    }
  }

  extension DisplayMode {
    /// Colonnade's display mode of the same name; `nil` for a mode UIKit adds later.
    init?(_ mode: UISplitViewController.DisplayMode) {
      switch mode {
      case .automatic: self = .automatic
      case .secondaryOnly: self = .secondaryOnly
      case .oneBesideSecondary: self = .oneBesideSecondary
      case .oneOverSecondary: self = .oneOverSecondary
      case .twoBesideSecondary: self = .twoBesideSecondary
      case .twoOverSecondary: self = .twoOverSecondary
      case .twoDisplaceSecondary: self = .twoDisplaceSecondary
      @unknown default: return nil
      }
    }
  }

  extension UISplitViewController.SplitBehavior {
    /// UIKit's split behaviour of the same name (rule L8).
    init(_ behavior: SplitBehavior) {
      switch behavior {
      case .automatic: self = .automatic
      case .tile: self = .tile
      case .overlay: self = .overlay
      case .displace: self = .displace
      }
    }
  }

  extension SplitBehavior {
    /// Colonnade's split behaviour of the same name.
    init?(_ behavior: UISplitViewController.SplitBehavior) {
      switch behavior {
      case .automatic: self = .automatic
      case .tile: self = .tile
      case .overlay: self = .overlay
      case .displace: self = .displace
      @unknown default: return nil
      }
    }
  }

  extension UISplitViewController.DisplayModeButtonVisibility {
    /// UIKit's visibility of the same name (rule D6).
    init(_ visibility: DisplayModeButtonVisibility) {
      switch visibility {
      case .automatic: self = .automatic
      case .never: self = .never
      case .always: self = .always
      }
    }
  }

  extension UISplitViewController.Style {
    /// The split view style that holds `style`'s columns.
    init(_ style: SplitStyle) {
      self = style == .tripleColumn ? .tripleColumn : .doubleColumn
    }
  }

  extension Column {
    /// The engine's column for UIKit's; `nil` for one UIKit adds later (the inspector, iOS 26).
    init?(_ column: UISplitViewController.Column) {
      switch column {
      case .primary: self = .primary
      case .supplementary: self = .supplementary
      case .secondary: self = .secondary
      case .compact: self = .compact
      @unknown default: return nil
      }
    }
  }

  extension UISplitViewController.Column {
    /// UIKit's column for the engine's; `nil` for the inspector, which UIKit before iOS 26 lacks.
    init?(_ column: Column) {
      switch column {
      case .primary: self = .primary
      case .supplementary: self = .supplementary
      case .secondary: self = .secondary
      case .compact: self = .compact
      case .inspector: return nil
      }
    }
  }

  extension UIUserInterfaceSizeClass {
    /// UIKit's size class for the engine's.
    init(_ sizeClass: SizeClass) {
      self = sizeClass == .compact ? .compact : .regular
    }
  }
#endif

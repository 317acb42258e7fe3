import Colonnade

extension Device {
  /// Every window of the device (rule B2), portrait before landscape:
  ///
  /// - phones and desktop windows: one per orientation, with the platform's size class
  ///   (an iPhone's landscape size class makes the engine collapse where UIKit would);
  /// - iPads: one per orientation and multitasking width (full, two-thirds, half, one-third,
  ///   slide-over), each with its size class, as tall as the screen;
  /// - foldables and dual screens: folded (both ways up), half-opened (book, and tabletop
  ///   when the catalog gives it) and flat-open (as given and turned a quarter).
  public var windows: [LabWindow] {
    if !postures.isEmpty { return postureWindows }
    if !multitasking.isEmpty { return multitaskingWindows }
    return DeviceOrientation.allCases.compactMap { orientation in
      guard let screen = orientation == .portrait ? portrait : landscape else { return nil }
      let scale = displayScale(screen: nil, window: screen.size)
      return window(
        orientation: orientation, variant: nil, title: orientation.rawValue, screen: nil,
        size: screen.size, sizeClass: sizeClass(in: orientation), scale: scale.value, hinge: nil,
        estimated: screen.isEstimated || scale.isEstimated, sources: [])
    }
  }

  private var multitaskingWindows: [LabWindow] {
    var windows: [LabWindow] = []
    for orientation in DeviceOrientation.allCases {
      guard let screen = orientation == .portrait ? portrait : landscape else { continue }
      let scale = displayScale(screen: nil, window: screen.size)
      for kind in MultitaskingWidth.Kind.allCases {
        for entry in multitasking where entry.orientation == orientation && entry.kind == kind {
          var window = window(
            orientation: orientation, variant: kind.slug, title: "\(orientation.rawValue), \(kind.title)",
            screen: nil, size: Size(width: entry.width, height: screen.size.height),
            sizeClass: entry.sizeClass, scale: scale.value, hinge: nil,
            estimated: entry.isEstimated || screen.isEstimated || scale.isEstimated,
            sources: entry.sourceIds)
          if kind != .full {
            // Split View puts the app on the leading side; Slide Over floats at the trailing edge.
            let x = kind == .slideOver ? screen.size.width - entry.width : 0
            window.placement = ScreenPlacement(
              screen: screen.size, frame: Rect(x: x, y: 0, width: entry.width, height: screen.size.height),
              floats: kind == .slideOver)
          }
          windows.append(window)
        }
      }
    }
    return windows
  }

  private var postureWindows: [LabWindow] {
    var windows: [LabWindow] = []
    for kind in Posture.Kind.allCases {
      guard let posture = posture(kind) else { continue }
      let scale = displayScale(screen: posture.screen, window: posture.window)
      func add(_ variant: String, _ title: String, _ size: Size, _ hinge: CatalogHinge?) {
        let orientation = DeviceOrientation(of: size)
        windows.append(
          window(
            orientation: orientation, variant: variant, title: "\(orientation.rawValue), \(title)",
            screen: posture.screen, size: size, sizeClass: nil, scale: scale.value,
            hinge: hinge.map { ($0, kind == .halfOpened ? .halfOpened : .flat) },
            estimated: posture.isEstimated || scale.isEstimated || (hinge?.isEstimated ?? false),
            sources: posture.sourceIds + (hinge?.sourceIds ?? [])))
      }
      let turned = Size(width: posture.window.height, height: posture.window.width)
      let rotates = rotates && turned != posture.window
      switch kind {
      case .folded:
        add("folded", "folded", posture.window, nil)
        if rotates { add("folded", "folded", turned, nil) }
      case .halfOpened:
        let fold = posture.hinge?.orientation == .horizontal ? "tabletop" : "book"
        add("half-opened", "half-opened (\(fold))", posture.window, posture.hinge)
        if let tabletop = posture.tabletop {
          add("tabletop", "half-opened (tabletop)", tabletop.window, tabletop.hinge)
        }
      case .flatOpen:
        add("flat-open", "flat open", posture.window, posture.hinge)
        if rotates { add("flat-open", "flat open", turned, posture.hinge?.transposed) }
      }
    }
    return windows
  }

  private func window(
    orientation: DeviceOrientation, variant: String?, title: String, screen: String?, size: Size,
    sizeClass: SizeClass?, scale: Double, hinge: (CatalogHinge, FoldState)?, estimated: Bool,
    sources: [String]
  ) -> LabWindow {
    let hinges = hinge.map { hinge, state in
      [
        Hinge(
          rect: hinge.rect, orientation: hinge.orientation, state: state, isOccluding: hinge.isOccluding)
      ]
    }
    var sourceIds: [String] = []
    for source in self.sourceIds + sources where !sourceIds.contains(source) { sourceIds.append(source) }
    var window = LabWindow(
      id: ([id, orientation.rawValue] + (variant.map { [$0] } ?? [])).joined(separator: "/"),
      deviceID: id, deviceName: name, platform: platform, unit: unit, orientation: orientation,
      variant: variant,
      title: title, screen: screen,
      environment: WindowEnvironment(
        size: size, horizontalSizeClass: sizeClass, displayScale: scale, hinges: hinges ?? []),
      isEstimated: estimated, sourceIds: sourceIds)
    window.chrome = chrome
    return window
  }

  /// The device pixels per point of a window on `screen`: the catalog's `scale` or `density`;
  /// else derived from the matching panel's pixels (Android densities are whole dpi / 160, so the
  /// ratio is rounded to 1/16); else 1, which is exact only for desktop effective pixels.
  func displayScale(screen: String?, window: Size) -> (value: Double, isEstimated: Bool) {
    if let scale { return (scale, scaleIsEstimated) }
    if let screen, let panel = panels.first(where: { screen.hasPrefix($0.name) }) {
      let ratio =
        max(panel.pixels.width, panel.pixels.height) / max(window.width, window.height)
      return ((ratio * 16).rounded() / 16, true)
    }
    return (1, unit != "epx")
  }
}

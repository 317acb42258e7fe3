import Colonnade
import ColonnadeLab

/// The embedded catalog, or an empty one when it does not load (the catalog tests then fail).
let catalog = (try? DeviceCatalog.embedded()) ?? DeviceCatalog(devices: [], sources: [])

/// Every window id of the embedded catalog, for table-driven tests.
let windowIDs = catalog.windows.map(\.id)

/// The window with `id`.
func labWindow(_ id: String) -> LabWindow? {
  catalog.windows.first { $0.id == id }
}

/// The configurations the picture tests draw every window with: both presets, both styles, the
/// inspector, and split behaviours that overlay and displace.
let pictureVariants: [LabVariant] = {
  var triple = SplitConfiguration.standard
  triple.style = .tripleColumn
  triple.showsInspector = true
  var duo = SplitConfiguration.duo
  duo.style = .tripleColumn
  var overlay = triple
  overlay.preferredDisplayMode = .twoOverSecondary
  var displace = SplitConfiguration.standard
  displace.style = .tripleColumn
  displace.preferredSplitBehavior = .displace
  displace.preferredDisplayMode = .twoDisplaceSecondary
  return [
    LabVariant(name: "standard", configuration: .standard),
    LabVariant(name: "standard-triple-inspector", configuration: triple),
    LabVariant(name: "duo-triple", configuration: duo),
    LabVariant(name: "overlay", configuration: overlay),
    LabVariant(name: "displace", configuration: displace),
  ]
}()

extension String {
  /// The number an SVG attribute holds.
  var number: Double? { Double(self) }
}

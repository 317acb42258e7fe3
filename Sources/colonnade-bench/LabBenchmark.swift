import Colonnade
import ColonnadeJSON
import ColonnadeLab

/// The lab's default run, in memory: the embedded catalog, every window resolved with the
/// `standard` preset, every SVG and the HTML gallery.
func labSection(_ plan: Plan) throws(CatalogError) -> Section {
  let catalog = try DeviceCatalog.embedded()
  let variants = [LabVariant(name: "standard", configuration: .standard)]
  let files = LabRun(devices: catalog.devices, sources: catalog.sources, variants: variants).files
  let bytes = files.reduce(0) { $0 + $1.contents.utf8.count }
  let sample = measure(rounds: max(3, plan.rounds / 3), operations: 1) { _ in
    let catalog = try? DeviceCatalog.embedded()
    let run = LabRun(devices: catalog?.devices ?? [], sources: catalog?.sources ?? [], variants: variants)
    blackHole(run.files)
  }
  var section = Section(
    key: "lab", title: "Lab: the default run (colonnade lab), in memory",
    notes: [
      "parse the embedded catalog, resolve every window, write \(files.count - 1) SVGs and index.html"
        + " (\(Format.grouped(bytes)) bytes) as strings"
    ],
    headers: ["work"] + Sample.headers)
  section.rows = [["whole run"] + sample.cells]
  section.json.append("devices", .number(Double(catalog.devices.count)))
  section.json.append("files", .number(Double(files.count)))
  section.json.append("bytes", .number(Double(bytes)))
  section.json.append("run", sample.json)
  return section
}

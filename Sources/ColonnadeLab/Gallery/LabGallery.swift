import Colonnade

/// The lab's `index.html` (rule B2): a table of every decision a person can scan, then each
/// device's pictures, the configurations of a comparison side by side, then the sources.
///
/// Plain HTML with inline CSS, no scripts; it is also well-formed XML (void elements are
/// self-closed), which the tests check.
struct LabGallery {
  let run: LabRun

  var html: String {
    var xml = XMLWriter()
    xml.raw("<!DOCTYPE html>")
    xml.start("html", [("lang", "en")])
    xml.start("head")
    xml.leaf("meta", [("charset", "utf-8")])
    xml.leaf("meta", [("name", "viewport"), ("content", "width=device-width, initial-scale=1")])
    xml.element("title", text: "Colonnade lab: \(configurationNames)")
    xml.start("style")
    xml.raw(Self.style)
    xml.end()
    xml.end()
    xml.start("body")
    header(&xml)
    xml.start("main")
    table(&xml)
    for device in run.devices { section(device, &xml) }
    sources(&xml)
    xml.end()
    xml.end()
    xml.end()
    return xml.text
  }

  /// `standard`, `standard vs duo`.
  var configurationNames: String { run.variants.map(\.name).joined(separator: " vs ") }

  var comparing: Bool { run.variants.count > 1 }

  /// The anchor of a window's pictures.
  static func anchor(_ window: LabWindow) -> String {
    "window-" + window.id.split(separator: "/").joined(separator: "--")
  }

  /// Whether the configurations decide differently for window `index` (width class names aside,
  /// since presets name their classes differently).
  func differs(_ index: Int) -> Bool {
    let decisions = run.layouts[index].map { "\($0.arrangement) \($0.displayMode) \($0.columnsText)" }
    return Set(decisions).count > 1
  }

  private func header(_ xml: inout XMLWriter) {
    xml.start("header")
    xml.element("h1", text: "Colonnade lab")
    let names = run.variants.map { "<b>\(XMLWriter.escape($0.name))</b>" }.joined(separator: " and ")
    let windows = run.windows.count
    var lede =
      "What Colonnade decides for \(names) on \(windows) window\(windows == 1 ? "" : "s") of "
      + "\(run.devices.count) device\(run.devices.count == 1 ? "" : "s"): every orientation, iPad "
      + "multitasking width and fold posture. Pictures are to scale, "
      + "\(WindowPicture.pixelsPerPoint.labText) pixels per point."
    if comparing {
      let count = run.windows.indices.filter(differs).count
      lede += " The configurations decide differently on <b>\(count)</b> of them (marked ≠)."
    }
    xml.element("p", [("class", "lede")], markup: lede)
    xml.start("ul", [("class", "legend")])
    for (kind, text) in [
      ("tiled", "tiled: side by side"), ("overlay", "overlay: floats over the rest"),
      ("displaced", "displaced: pushed past the edge"), ("sheet", "sheet: the inspector when collapsed"),
      ("hinge", "hinge or fold"),
    ] {
      xml.element("li", markup: "<span class=\"swatch \(kind)\"></span>\(text)")
    }
    xml.element("li", text: "shaded: dimmed under floating columns; a tap dismisses them")
    xml.element("li", text: "‹ Animals: a back button, naming where it goes")
    xml.element(
      "li",
      text: "status bar, cut-out, home indicator and safe area (dashed): the catalog's figures for "
        + "iPhones and iPads (one status bar per iPad screen, shared by Split View and Slide Over); "
        + "defaults per device kind for Android, Surface Duo and desktop windows, which have none")
    xml.element("li", text: "† a figure is derived, not sourced")
    xml.end()
    xml.start("nav")
    xml.element(
      "p",
      markup: "Devices: "
        + run.devices.map { "<a href=\"#device-\($0.id)\">\(XMLWriter.escape($0.name))</a>" }
        .joined(separator: " · "))
    xml.end()
    xml.end()
  }

  /// One device: its facts and a card per window holding each configuration's picture.
  private func section(_ device: Device, _ xml: inout XMLWriter) {
    xml.start("section", [("class", "device"), ("id", "device-\(device.id)")])
    xml.element("h2", text: device.name)
    var facts = [device.platform.rawValue, device.id]
    if let scale = device.scale { facts.append("@\(scale.labText)x") }
    if device.containsEstimates { facts.append("contains derived figures †") }
    let cited = device.sourceIds.map { "<a href=\"#source-\($0)\">\(XMLWriter.escape($0))</a>" }
    var markup = XMLWriter.escape(facts.joined(separator: " · "))
    if !cited.isEmpty { markup += " · sources " + cited.joined(separator: ", ") }
    xml.element("p", [("class", "facts")], markup: markup)
    if let notes = device.notes { xml.element("p", [("class", "notes")], text: notes) }
    xml.start("div", [("class", "cards")])
    for (index, window) in run.windows.enumerated() where window.deviceID == device.id {
      card(window, index: index, &xml)
    }
    xml.end()
    xml.end()
  }

  private func card(_ window: LabWindow, index: Int, _ xml: inout XMLWriter) {
    let marked = comparing && differs(index)
    xml.start("figure", [("class", marked ? "card differs" : "card"), ("id", Self.anchor(window))])
    var caption = "\(window.title) · \(window.sizeText)"
    if window.isEstimated { caption += " †" }
    if marked { caption += " · ≠" }
    xml.element("figcaption", text: caption)
    xml.start("div", [("class", "pictures")])
    for (variantIndex, variant) in run.variants.enumerated() {
      let layout = run.layouts[index][variantIndex]
      let picture = WindowPicture(
        window: window, layout: layout, configurationName: variant.name, app: variant.app)
      let path = run.picturePath(window, variant: variantIndex)
      let pixels = picture.pixelSize
      xml.start("div", [("class", "picture")])
      if comparing { xml.element("p", [("class", "configuration")], text: variant.name) }
      xml.start("a", [("href", path)])
      xml.leaf(
        "img",
        [
          ("src", path), ("width", "\(pixels.width)"), ("height", "\(pixels.height)"),
          ("alt", picture.summary),
        ])
      xml.end()
      xml.end()
    }
    xml.end()
    xml.end()
  }

  private func sources(_ xml: inout XMLWriter) {
    let cited = Set(run.windows.flatMap(\.sourceIds))
    let listed = run.sources.filter { cited.contains($0.id) }
    guard !listed.isEmpty else { return }
    xml.start("section", [("id", "sources")])
    xml.element("h2", text: "Sources")
    xml.start("ol", [("class", "sources")])
    for source in listed {
      let title = XMLWriter.escape(source.title)
      let linked = source.link.map { "<a href=\"\(XMLWriter.escape($0))\">\(title)</a>" } ?? title
      xml.element(
        "li", [("id", "source-\(source.id)")], markup: "<code>\(XMLWriter.escape(source.id))</code> \(linked)"
      )
    }
    xml.end()
    xml.end()
  }
}

import Colonnade
import ColonnadeLab
import Testing

/// Rule B2: a lab run yields one picture per window and configuration and a gallery of them.
@Suite struct LabRunTests {
  static let comparison = LabRun(
    devices: catalog.devices, sources: catalog.sources,
    variants: [
      LabVariant(name: "standard", configuration: .standard), LabVariant(name: "duo", configuration: .duo),
    ])

  /// Rule B2: 111 windows × 2 configurations, each at `FOLDER/WINDOW-ID.svg`, then `index.html`.
  @Test func filesArePicturesThenGallery() {
    let run = Self.comparison
    let files = run.files
    #expect(run.pictureCount == 222)
    #expect(files.count == 223)
    #expect(files.last?.path == "index.html")
    #expect(Set(files.map(\.path)).count == files.count)
    #expect(files.first?.path == "standard/iphone-se-3/portrait.svg")
    #expect(files[1].path == "duo/iphone-se-3/portrait.svg")
    #expect(files.contains { $0.path == "duo/ipad-air-13-m2-m3/landscape/half.svg" })
  }

  /// Configuration names become folder names that are safe and distinct.
  @Test func folderNames() {
    let run = LabRun(
      devices: [],
      variants: ["wide.json", "configs/wide.json", "Wide Layout!.json", "", "index.html", "standard"].map {
        LabVariant(name: $0, configuration: .standard)
      })
    #expect(run.folders == ["wide", "wide-2", "wide-layout", "configuration", "index-html", "standard"])
  }

  /// Rule B2: the gallery is well-formed, links every picture, and has one table row per window
  /// and configuration with the decisions; a comparison marks the windows where they differ.
  @Test func galleryTableAndPictures() throws {
    let run = Self.comparison
    let files = run.files
    let html = try parseXML(try #require(files.last?.contents))
    #expect(html.name == "html")
    let rows = html.descendants.filter { $0.name == "tbody" }.flatMap(\.children)
    #expect(rows.count == 222)
    let pictures = Set(files.dropLast().map(\.path))
    let images = html.descendants.filter { $0.name == "img" }
    #expect(images.count == 222)
    #expect(Set(images.compactMap { $0["src"] }) == pictures)
    #expect(
      images.allSatisfy { $0["loading"] == nil }, "every card loads at once: a screenshot shows them all")
    let captions = html.descendants.filter { $0.name == "figure" }.map { figure in
      figure.descendants.filter { ["figcaption", "p"].contains($0.name) && $0["class"] != "configuration" }
        .count
    }
    #expect(captions.allSatisfy { $0 == 1 }, "one caption per card")
    let ids = html.descendants.compactMap { $0["id"] }
    #expect(Set(ids).count == ids.count)
    for link in html.descendants.compactMap({ $0["href"] }) where link.hasPrefix("#") {
      #expect(ids.contains(String(link.dropFirst())), "dangling link \(link)")
    }
    let headings = html.descendants.filter { $0.name == "th" }.map(\.text)
    #expect(
      headings == [
        "device", "window", "size", "size class", "configuration", "width class", "collapsed", "display mode",
        "columns and widths",
      ])
    let differing = run.windows.indices.filter { index in
      Set(run.layouts[index].map { "\($0.displayMode) \($0.columnsText)" }).count > 1
    }
    #expect(!differing.isEmpty)
    #expect(html.elements(withClass: "differs").filter { $0.name == "figure" }.count == differing.count)
  }

  /// Rule L9: the table's first row for the iPad Air 13-inch in landscape states the decision.
  @Test func tableRowStatesTheDecision() throws {
    var triple = SplitConfiguration.standard
    triple.style = .tripleColumn
    let device = try #require(catalog["ipad-air-13-m2-m3"])
    let run = LabRun(devices: [device], variants: [LabVariant(name: "triple", configuration: triple)])
    let html = try parseXML(try #require(run.files.last?.contents))
    let rows = html.descendants.filter { $0.name == "tbody" }.flatMap(\.children)
    let row = try #require(rows.first { $0.descendants.contains { $0.text == "landscape, full screen" } })
    let cells = row.children.map { cell in ([cell.text] + cell.descendants.map(\.text)).joined() }
    #expect(
      cells == [
        "iPad Air 13-inch (M2/M3)", "landscape, full screen", "1366 × 1024 pt", "regular", "large", "no",
        "twoBesideSecondary", "  primary 360supplementary 400secondary 604",
      ])
    #expect(row.elements(withClass: "chip").map { $0["title"] } == ["tiled", "tiled", "tiled"])
  }
}

/// Rule B2: the marker names only paths the lab writes, so a damaged or hand-edited one
/// can never make a run remove another file.
@Suite struct LabMarkerTests {
  @Test func roundTripsAndDropsForeignPaths() {
    let paths = ["standard/iphone-16/portrait.svg", "duo/ipad-air-13-m2-m3/landscape/half.svg", "index.html"]
    #expect(LabMarker(parsing: LabMarker.text(paths: paths))?.paths == paths)
    let hostile =
      LabMarker.text(paths: paths)
      + [
        "../etc/passwd.svg", "/abs/x.svg", "standard/../../x.svg", "notes.txt", "x.svg", "standard//x.svg",
        "Standard/x.svg", "standard/x.svg ",
      ].joined(separator: "\n")
    #expect(LabMarker(parsing: hostile)?.paths == paths)
    #expect(LabMarker(parsing: "standard/x.svg\n") == nil)
    #expect(LabMarker(parsing: "") == nil)
  }
}

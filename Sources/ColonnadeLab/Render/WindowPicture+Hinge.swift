import Colonnade

extension WindowPicture {
  /// The narrowest a hinge is drawn, in points: a seamless fold has no width at all.
  static let minimumHingeBand = 14.0

  /// The dividers between tiled or stacked panes, to scale with an outline so a 1-point line
  /// still shows at gallery size.
  func dividers(_ xml: inout XMLWriter) {
    for divider in layout.dividers {
      xml.leaf(
        "rect",
        [
          ("class", "divider"), ("x", divider.x.labText), ("y", divider.y.labText),
          ("width", divider.width.labText), ("height", divider.height.labText), ("fill", Palette.divider),
          ("stroke", Palette.divider), ("stroke-width", "1.5"),
        ])
    }
  }

  /// Each hinge hatched over the columns (rules E2, L6, L7): opaque when it separates, faint
  /// when it is a flat seamless fold the layout ignores; at least ``minimumHingeBand`` wide,
  /// with a tag saying whether it is a hinge (occluding) or a fold.
  func hinge(_ xml: inout XMLWriter) {
    for hinge in window.environment.hinges {
      let vertical = hinge.orientation == .vertical
      var band = hinge.rect
      if vertical, band.width < Self.minimumHingeBand {
        band.x -= (Self.minimumHingeBand - band.width) / 2
        band.width = Self.minimumHingeBand
      } else if !vertical, band.height < Self.minimumHingeBand {
        band.y -= (Self.minimumHingeBand - band.height) / 2
        band.height = Self.minimumHingeBand
      }
      xml.start(
        "g",
        [
          ("class", "hinge"), ("data-orientation", hinge.orientation.rawValue),
          ("data-state", hinge.state.rawValue), ("data-occluding", hinge.isOccluding ? "true" : "false"),
          ("opacity", hinge.isSeparating ? "1" : "0.45"),
        ])
      xml.leaf(
        "rect",
        [
          ("class", "hinge-band"), ("x", band.x.labText), ("y", band.y.labText),
          ("width", band.width.labText),
          ("height", band.height.labText), ("fill", "url(#hinge-hatch)"), ("stroke", Palette.hingeDark),
          ("stroke-width", "1.5"),
        ])
      tag(hinge, band: band, &xml)
      xml.end()
    }
  }

  /// A dark tag on the band, near the bottom (vertical) or trailing end (horizontal), where
  /// column labels are not.
  private func tag(_ hinge: Hinge, band: Rect, _ xml: inout XMLWriter) {
    let text = hinge.isOccluding ? "HINGE" : hinge.state == .halfOpened ? "FOLD" : "FLAT FOLD"
    let fontSize = 15.0
    let length = Double(text.count) * fontSize * TextFit.advance(bold: true) + 20
    let thickness = 26.0
    let vertical = hinge.orientation == .vertical
    let center =
      vertical
      ? (x: band.x + band.width / 2, y: max(length / 2 + 8, band.maxY - length / 2 - 60))
      : (x: max(length / 2 + 8, band.maxX - length / 2 - 60), y: band.y + band.height / 2)
    let rotation = vertical ? " rotate(-90)" : ""
    xml.start(
      "g",
      [
        ("class", "hinge-tag"),
        ("transform", "translate(\(center.x.labText) \(center.y.labText))\(rotation)"),
      ])
    xml.leaf(
      "rect",
      [
        ("x", (-length / 2).labText), ("y", (-thickness / 2).labText), ("width", length.labText),
        ("height", thickness.labText), ("rx", (thickness / 2).labText), ("fill", Palette.hingeDark),
      ])
    xml.element(
      "text",
      [
        ("x", "0"), ("y", (fontSize * 0.36).labText), ("text-anchor", "middle"),
        ("font-size", fontSize.labText),
        ("font-weight", "700"), ("letter-spacing", "1"), ("fill", Palette.hingeLight),
      ], text: text)
    xml.end()
  }
}

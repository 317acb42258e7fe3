import Colonnade
import ColonnadeJSON

extension Device {
  /// The device as `colonnade devices --format json` lists it: the catalog's figures and every
  /// window the lab derives, with the environment each is resolved in.
  public var json: JSONValue {
    func size(_ size: CatalogSize?) -> JSONValue {
      guard let size else { return .null }
      return [
        "width": .number(size.size.width), "height": .number(size.size.height),
        "estimated": .bool(size.isEstimated),
      ]
    }
    return .object(
      JSONObject([
        ("id", .string(id)), ("name", .string(name)), ("platform", .string(platform.rawValue)),
        ("unit", .string(unit)), ("portrait", size(portrait)), ("landscape", size(landscape)),
        ("scale", scale.map(JSONValue.number) ?? .null), ("rotates", .bool(rotates)),
        ("postures", .array(postures.map { .string($0.kind.rawValue) })),
        ("windows", .array(windows.map(\.json))), ("estimated", .bool(containsEstimates)),
        ("sourceIds", .array(sourceIds.map(JSONValue.string))), ("chrome", chrome?.json ?? .null),
      ]))
  }
}

extension CatalogChrome {
  /// The catalog's `chrome` as `colonnade devices --format json` lists it (the playground draws
  /// the status bar, safe area and cut-out from it).
  public var json: JSONValue {
    func figures(_ figures: ScreenChrome?) -> JSONValue {
      guard let figures else { return .null }
      let insets = figures.safeArea
      let cutout: JSONValue =
        figures.cutout.map { cutout in
          [
            "kind": .string(cutout.kind.rawValue), "estimated": .bool(cutout.isEstimated),
            "rect": [
              "x": .number(cutout.rect.x), "y": .number(cutout.rect.y), "width": .number(cutout.rect.width),
              "height": .number(cutout.rect.height),
            ],
          ]
        } ?? .null
      return [
        "statusBar": .number(figures.statusBar),
        "safeArea": [
          "top": .number(insets.top), "left": .number(insets.left), "bottom": .number(insets.bottom),
          "right": .number(insets.right),
        ],
        "cutout": cutout,
      ]
    }
    return .object(
      JSONObject([
        ("portrait", figures(portrait)), ("landscape", figures(landscape)),
        ("homeIndicator", .bool(hasHomeIndicator)), ("estimated", .bool(isEstimated)),
        ("sourceIds", .array(sourceIds.map(JSONValue.string))),
      ]))
  }
}

extension LabWindow {
  /// The window's id, title and environment: size, scale, size class and hinges (rule E1).
  public var json: JSONValue {
    let environment = environment
    let hinges: [JSONValue] = environment.hinges.map { hinge in
      [
        "x": .number(hinge.rect.x), "y": .number(hinge.rect.y), "width": .number(hinge.rect.width),
        "height": .number(hinge.rect.height), "orientation": .string(hinge.orientation.rawValue),
        "state": .string(hinge.state.rawValue), "occluding": .bool(hinge.isOccluding),
      ]
    }
    return [
      "id": .string(id), "title": .string(title), "width": .number(environment.size.width),
      "height": .number(environment.size.height), "scale": .number(environment.displayScale),
      "sizeClass": environment.horizontalSizeClass.map { .string($0.rawValue) } ?? .null,
      "hinges": .array(hinges), "estimated": .bool(isEstimated),
    ]
  }
}

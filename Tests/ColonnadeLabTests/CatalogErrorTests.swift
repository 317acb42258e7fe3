import ColonnadeJSON
import ColonnadeLab
import Testing

/// A catalog whose only source is `s` and whose devices are `devices` (JSON objects, comma-separated).
private func catalogJSON(_ devices: String) -> String {
  #"{"sources": [{"id": "s", "title": "S"}], "devices": [\#(devices)]}"#
}

/// The start of a valid device object, left open for more fields.
private let phone =
  #"{"id": "phone", "name": "Phone", "platform": "ios", "portrait": {"width": 390, "height": 844}, "scale": 3"#

/// Rule B1: a malformed catalog is a typed error naming the device and the field.
@Suite struct CatalogErrorTests {
  @Test func minimalDeviceParses() throws {
    let catalog = try DeviceCatalog(json: catalogJSON(phone + #", "sourceIds": ["s"]}"#))
    #expect(catalog.devices.map(\.id) == ["phone"])
    #expect(catalog.windows.map(\.id) == ["phone/portrait"])
  }

  @Test(arguments: [
    ("{}", CatalogError.missingField(device: nil, field: "devices")),
    (#"{"devices": 3}"#, .wrongType(device: nil, field: "devices", expected: "an array", found: "a number")),
    (
      catalogJSON("7"),
      .wrongType(device: "devices[0]", field: "(entry)", expected: "an object", found: "a number")
    ),
    (catalogJSON(#"{"name": "No id"}"#), .missingField(device: "devices[0]", field: "id")),
    (
      catalogJSON(#"{"id": "Phone 1", "name": "P"}"#),
      .invalidValue(
        device: "Phone 1", field: "id", value: "'Phone 1'",
        expected: "lowercase letters, digits and hyphens, such as 'iphone-16'")
    ),
    (catalogJSON(#"{"id": "phone", "platform": "ios"}"#), .missingField(device: "phone", field: "name")),
    (
      catalogJSON(#"{"id": "phone", "name": "P", "platform": "webos"}"#),
      .invalidValue(
        device: "phone", field: "platform", value: "'webos'", expected: "ios, ipados, android or windows")
    ),
    (
      catalogJSON(
        #"{"id": "phone", "name": "P", "platform": "ios", "portrait": {"width": "390", "height": 844}}"#),
      .wrongType(device: "phone", field: "portrait.width", expected: "a number", found: "a string")
    ),
    (
      catalogJSON(
        #"{"id": "phone", "name": "P", "platform": "ios", "portrait": {"width": 0, "height": 844}}"#),
      .invalidValue(device: "phone", field: "portrait.width", value: "0", expected: "a number above 0")
    ),
    (
      catalogJSON(#"{"id": "phone", "name": "P", "platform": "ios"}"#),
      .missingField(device: "phone", field: "portrait")
    ),
    (
      catalogJSON(phone + #", "density": -2}"#),
      .invalidValue(device: "phone", field: "density", value: "-2", expected: "a number above 0")
    ),
    (
      catalogJSON(phone + #", "sourceIds": ["nope"]}"#),
      .unknownSource(device: "phone", field: "sourceIds", id: "nope")
    ),
    (catalogJSON(phone + "}, " + phone + "}"), .duplicateDevice(id: "phone")),
    (
      catalogJSON(phone + #", "postures": {"bent": {"window": {"width": 1, "height": 1}}}}"#),
      .invalidValue(
        device: "phone", field: "postures.bent", value: "an unknown posture",
        expected: "folded, half-opened, flat-open")
    ),
    (
      catalogJSON(
        phone + #", "postures": {"flat-open": {"window": {"width": 700, "height": 800}, "#
          + #""hinge": {"rect": {"x": 690, "y": 0, "width": 34, "height": 800}, "orientation": "vertical"}}}}"#
      ),
      .invalidValue(
        device: "phone", field: "postures.flat-open.hinge.rect", value: "x 690, y 0, width 34, height 800",
        expected: "a rectangle inside the 700 × 800 window")
    ),
    (
      catalogJSON(
        phone + #", "postures": {"flat-open": {"window": {"width": 700, "height": 800}, "#
          + #""hinge": {"rect": {"x": 350, "y": 0, "width": 0, "height": 800}}}}}"#),
      .missingField(device: "phone", field: "postures.flat-open.hinge.orientation")
    ),
    (
      catalogJSON(phone + #", "multitasking": {"portrait": {"full": {"width": 390}}}}"#),
      .missingField(device: "phone", field: "multitasking.portrait.full.sizeClass")
    ),
    (
      catalogJSON(phone + #", "multitasking": {"portrait": {"quarter": {"width": 90}}}}"#),
      .invalidValue(
        device: "phone", field: "multitasking.portrait.quarter", value: "an unknown multitasking width",
        expected: "full, twoThirds, half, oneThird, slideOver")
    ),
  ])
  func malformedCatalog(json: String, expected: CatalogError) {
    #expect(throws: expected) { try DeviceCatalog(json: json) }
  }

  @Test func syntaxErrorsAreReported() {
    #expect {
      try DeviceCatalog(json: #"{"devices": [}"#)
    } throws: { error in
      guard case .syntax = error as? CatalogError else { return false }
      return true
    }
  }

  /// Messages name the device and the field, and say what to use.
  @Test(arguments: [
    (
      CatalogError.missingField(device: "iphone-16", field: "portrait.width"),
      "device 'iphone-16': 'portrait.width' is missing"
    ),
    (
      .wrongType(device: "pixel-fold", field: "density", expected: "a number", found: "a string"),
      "device 'pixel-fold': 'density' must be a number, found a string"
    ),
    (.missingField(device: nil, field: "devices"), "device catalog: 'devices' is missing"),
    (
      .unknownSource(device: "surface-duo", field: "sourceIds", id: "x"),
      "device 'surface-duo': 'sourceIds' cites source 'x', which the catalog's 'sources' does not list"
    ),
  ])
  func messages(error: CatalogError, message: String) {
    #expect(error.description == message)
  }
}

import Colonnade
import ColonnadeLab
import ColonnadeTestSupport
import Testing

/// Rule B2: every SVG and HTML the lab writes parses as XML, whatever routes and names it shows.
@Suite struct HostileNameXMLTests {
  /// Scalars that break XML or terminals, mixed with ordinary text.
  static let pieces: [String] = [
    "a", "Cat", "New York", "<", ">", "&", "\"", "'", "]]>", "&amp;", "\u{0}", "\u{1}", "\u{1B}[2J", "\u{7F}",
    "\u{85}", "\u{9B}", "\u{2028}", "\u{202E}", "\u{200B}", scalar(0xFFFE), scalar(0xFFFF), scalar(0xFDD0),
    scalar(0x1FFFF), "\u{FEFF}", "é", "e\u{301}", "🐈", "\r\n", "\t",
  ]

  /// A scalar Swift literals refuse to spell (the noncharacters).
  static func scalar(_ value: UInt32) -> String { Unicode.Scalar(value).map(String.init) ?? "" }

  static func name(_ random: inout SplitMix64) -> String {
    (0..<Int.random(in: 1...6, using: &random)).map { _ in random.pick(pieces) }.joined()
  }

  @Test func everyDocumentParsesWithRandomRoutesAndNames() throws {
    let seed: UInt64 = 11
    var random = SplitMix64(seed: seed)
    let devices = catalog.devices.filter {
      ["iphone-16", "surface-duo", "ipad-air-13-m2-m3"].contains($0.id)
    }
    for round in 0..<8 {
      var variant = LabVariant(name: Self.name(&random), configuration: .standard)
      variant.configuration.style = .tripleColumn
      for column in Column.stackColumns {
        variant.app.stacks[column] = [Self.name(&random), Self.name(&random)]
      }
      variant.app.destinations = [Self.name(&random), Self.name(&random)]
      variant.app.selection = variant.app.destinations.first
      let run = LabRun(devices: devices, sources: catalog.sources, variants: [variant])
      for file in run.files {
        do {
          _ = try parseXML(file.contents)
        } catch {
          Issue.record("seed \(seed), round \(round), \(file.path): \(error)")
        }
      }
    }
  }

  @Test func escapeReplacesWhatXMLForbids() {
    let hostile = "a" + Self.scalar(0xFFFE) + "b" + Self.scalar(0xFFFF) + "c\u{1}d\u{85}e"
    #expect(XMLWriter.escape(hostile) == "a\u{FFFD}b\u{FFFD}c\u{FFFD}d\u{FFFD}e")
    #expect(XMLWriter.escape("<&\">\t\n") == "&lt;&amp;&quot;&gt;\t\n")
  }
}

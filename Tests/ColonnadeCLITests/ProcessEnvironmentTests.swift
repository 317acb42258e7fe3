import ColonnadePOSIX
import Foundation
import Testing

/// The environment is read without Foundation, as `getenv` reads it: split at the first "=", the
/// first of repeated names wins, entries without a name are skipped, invalid UTF-8 is repaired
/// (rules T3, T5: `$PAGER`, `$EDITOR`, `LS_COLORS`, `NO_COLOR` come from here).
@Suite struct ProcessEnvironmentTests {
  @Test func splitsAtTheFirstEqualsSignAndKeepsTheFirstOfRepeatedNames() {
    let entries = [
      "PAGER=less -R", "LS_COLORS=di=01;34:ln=01;36", "=no name", "PAGER=more", "NO_COLOR=", "JUNK",
      "CAFÉ=thé",
    ]
    let strings = entries.map { strdup($0) }
    defer { for string in strings { free(string) } }
    // "B=", a byte that is not UTF-8, then "A".
    let raw = UnsafeMutablePointer<CChar>.allocate(capacity: 5)
    defer { raw.deallocate() }
    for (index, byte) in [0x42, 0x3D, 0xFF, 0x41, 0].enumerated() {
      raw[index] = CChar(bitPattern: UInt8(byte))
    }
    var list: [UnsafeMutablePointer<CChar>?] = strings + [raw, nil]
    let variables = list.withUnsafeMutableBufferPointer { ProcessEnvironment.variables(in: $0.baseAddress) }
    #expect(
      variables == [
        "PAGER": "less -R", "LS_COLORS": "di=01;34:ln=01;36", "NO_COLOR": "", "CAFÉ": "thé", "B": "\u{FFFD}A",
      ])
  }

  @Test func agreesWithGetenv() {
    let variables = ProcessEnvironment.variables()
    #expect(!variables.isEmpty)
    for (name, value) in variables {
      let bytes = getenv(name).map { Array(UnsafeRawBufferPointer(start: $0, count: strlen($0))) }
      #expect(bytes.map { String(decoding: $0, as: UTF8.self) } == value, "\(name)")
    }
  }
}

import ColonnadeBrowser
import ColonnadeTestSupport
import Testing

/// Rule T11: "rename" picks a free `name (2)`-style name that keeps the extension, stays within 255
/// bytes and never splits a UTF-8 sequence; rule T10: names are checked before anything is done.
@Suite struct FreeNameTests {
  @Test(arguments: [
    ("report.txt", [], "report (2).txt"),
    ("report.txt", ["report (2).txt"], "report (3).txt"),
    ("report (2).txt", [], "report (3).txt"),
    ("archive.tar.gz", [], "archive (2).tar.gz"),
    (".bashrc", [], ".bashrc (2)"),
    ("Makefile", [], "Makefile (2)"),
    ("photo (1).jpg", [], "photo (1) (2).jpg"),
  ])
  func freeNames(name: String, taken: [String], expected: String) {
    let free = FileName.free(Array(name.utf8)) { taken.contains(String(decoding: $0, as: UTF8.self)) }
    #expect(String(decoding: free, as: UTF8.self) == expected)
  }

  /// Random names (invalid UTF-8, newlines, up to 255 bytes, multi-byte characters at the cut):
  /// the free name is valid, free, within 255 bytes, and its cut falls between characters.
  @Test func freeNamesStayValid() {
    var random = SplitMix64(seed: 47)
    for _ in 0..<500 {
      let length = Int.random(in: 1...255, using: &random)
      var name: [UInt8] = []
      while name.count < length {
        switch Int.random(in: 0..<4, using: &random) {
        case 0: name += Array("é".utf8)
        case 1: name.append(0xFF)
        case 2: name.append(UInt8(ascii: "\n"))
        default: name.append(UInt8.random(in: 0x61...0x7A, using: &random))
        }
      }
      name = Array(name.prefix(255))
      if name.allSatisfy({ $0 == UInt8(ascii: ".") }) { name[0] = UInt8(ascii: "x") }
      let taken: Set<[UInt8]> = [name]
      let free = FileName.free(name) { taken.contains($0) }
      #expect(FileName.problem(with: free) == nil, "\(free)")
      #expect(!taken.contains(free))
      #expect(free.count <= FileName.maximumBytes)
      // The bytes cut from a name that was too long never leave half an "é" (0xC3 0xA9).
      #expect(free.last(where: { _ in true }) != 0xC3)
    }
  }

  @Test(arguments: ["", ".", "..", "a/b", "a\u{0}b", String(repeating: "x", count: 256)])
  func invalidNames(name: String) {
    #expect(FileName.problem(with: Array(name.utf8)) != nil)
  }

  @Test(arguments: ["a", "line\nbreak", "...", " leading space", String(repeating: "x", count: 255)])
  func validNames(name: String) {
    #expect(FileName.problem(with: Array(name.utf8)) == nil)
  }
}

import Testing

/// The tests' XML checker rejects what is not well-formed, so the SVG and HTML checks can fail.
@Suite struct XMLCheckerTests {
  @Test func acceptsWellFormedDocuments() throws {
    let root = try parseXML(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <!-- a comment -->
      <svg a="1 &amp; 2" b='&#x41;&#66;'><g><rect x="0"/></g>tail &lt;x&gt;</svg>
      """)
    #expect(root.name == "svg")
    #expect(root["a"] == "1 & 2")
    #expect(root["b"] == "AB")
    #expect(root.text == "tail <x>")
    #expect(root.descendants.map(\.name) == ["g", "rect"])
    #expect(try parseXML("<!DOCTYPE html>\n<html><meta charset=\"utf-8\"/></html>").name == "html")
  }

  @Test(arguments: [
    "<a>", "<a></b>", "<a><b></a></b>", "<a x=\"1\" x=\"2\"/>", "<a/><b/>", "<a x=1/>", "<a x=\"<\"/>",
    "<a>&nbsp;</a>", "<a>& b</a>", "<a>\u{1}</a>", "text", "<a x=\"1\"y=\"2\"/>", "<a>&#0;</a>", "",
  ])
  func rejectsMalformedDocuments(text: String) {
    #expect(throws: XMLError.self) { try parseXML(text) }
  }
}

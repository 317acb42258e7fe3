extension Double {
  /// The number as the lab writes it in SVG, HTML and tables: whole numbers plain (`1366`),
  /// others to at most three decimals without trailing zeros (`537.6`), never `-0`.
  var labText: String {
    let thousandths = (self * 1000).rounded() / 1000
    if thousandths == 0 { return "0" }
    if thousandths == thousandths.rounded(), abs(thousandths) < 1e15 { return String(Int(thousandths)) }
    var text = String(thousandths)
    while text.hasSuffix("0") { text.removeLast() }
    return text
  }
}

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

extension Double {
  /// The number as a person reads a size: whole points (`246`, not `246.00000001` or `537.6`),
  /// never `-0`. The pictures' geometry keeps ``labText``'s precision; only words round.
  package var readableText: String {
    guard isFinite else { return "\(self)" }
    let whole = rounded()
    return whole == 0 ? "0" : String(Int(whole))
  }
}

import ColonnadeJSON
import ColonnadeTools

/// One section of the report: a title, a table for people, and the same figures as JSON.
struct Section {
  /// The JSON key and the heading.
  var key: String
  var title: String
  /// One or two lines saying what was measured.
  var notes: [String] = []
  var headers: [String] = []
  var rows: [[String]] = []
  /// The figures, for `--format json`.
  var json = JSONObject()

  /// The section as aligned text.
  var text: String {
    var lines = ["", title]
    lines += notes.map { "  " + $0 }
    if !headers.isEmpty {
      let table = [headers] + rows
      var widths = [Int](repeating: 0, count: headers.count)
      for row in table {
        for (index, cell) in row.enumerated() where index < widths.count {
          widths[index] = max(widths[index], cell.count)
        }
      }
      for row in table {
        var line = " "
        for (index, cell) in row.enumerated() where index < widths.count {
          let padding = String(repeating: " ", count: widths[index] - cell.count)
          line += " " + (index == 0 ? cell + padding : padding + cell)
        }
        lines.append(line)
      }
    }
    return lines.joined(separator: "\n")
  }
}

extension Sample {
  /// Median, best–worst and spread for a table.
  var cells: [String] {
    [
      Format.duration(median), "\(Format.duration(best))–\(Format.duration(worst))",
      "±\(Format.percent(spread / 2))", Format.count(mallocsPerOperation),
    ]
  }

  static let headers = ["median", "best–worst", "spread", "mallocs"]

  /// The figures as JSON: nanoseconds (median, best, worst), the interquartile spread, rounds,
  /// operations per round and mallocs per operation.
  var json: JSONValue {
    [
      "medianNanoseconds": .number(Format.rounded(median)), "bestNanoseconds": .number(Format.rounded(best)),
      "worstNanoseconds": .number(Format.rounded(worst)),
      "interquartileSpread": .number((spread * 1_000).rounded() / 1_000),
      "rounds": .number(Double(nanoseconds.count)), "operationsPerRound": .number(Double(operations)),
      "mallocsPerOperation": .number(Format.rounded(mallocsPerOperation)),
    ]
  }
}

/// Number formatting for the text report.
enum Format {
  /// `312 ns`, `18.4 µs`, `65.0 ms`, `1.20 s`.
  static func duration(_ nanoseconds: Double) -> String {
    switch nanoseconds {
    case ..<1_000: return "\(Int(nanoseconds.rounded())) ns"
    case ..<1_000_000: return "\(fixed(nanoseconds / 1_000, nanoseconds < 10_000 ? 2 : 1)) µs"
    case ..<1_000_000_000: return "\(fixed(nanoseconds / 1_000_000, nanoseconds < 1e7 ? 2 : 1)) ms"
    default: return "\(fixed(nanoseconds / 1e9, 2)) s"
    }
  }

  /// `3%`, `0.4%`.
  static func percent(_ fraction: Double) -> String {
    fraction < 0.01 ? "\(fixed(fraction * 100, 1))%" : "\(Int((fraction * 100).rounded()))%"
  }

  /// `0`, `101`, `9.5`.
  static func count(_ value: Double) -> String {
    let tenths = (value * 10).rounded() / 10
    return tenths == tenths.rounded() ? "\(Int(tenths))" : fixed(tenths, 1)
  }

  /// `1 000 000`.
  static func grouped(_ value: Int) -> String {
    let digits = Array(String(value))
    var result = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { result += " " }
      result.append(digit)
    }
    return result
  }

  /// `value` with `places` decimals (the one fixed-precision formatter).
  static func fixed(_ value: Double, _ places: Int) -> String { NumberText.fixed(value, places: places) }

  /// Nanoseconds to 0.1 ns for JSON.
  static func rounded(_ value: Double) -> Double { (value * 10).rounded() / 10 }
}

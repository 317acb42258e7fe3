import Colonnade
import ColonnadeBenchmarks
import ColonnadeJSON

/// `back()`, `canGoBack` and `peekBack()` (and a push) as the detail history grows.
///
/// `back()` runs on a copy of the coordinator, so every operation starts at the same depth; the
/// copy shares storage with the original, so the figure includes copying whatever small tables
/// the action writes (an upper bound). A push runs on the coordinator itself, followed by the
/// back that undoes it: on a copy the push would find the stack shared and copy it.
func historySection(_ plan: Plan, depths: [Int]) throws(CoordinatorError<String>) -> Section {
  var section = Section(
    key: "history", title: "History: cost per call as the detail stack grows (median)",
    notes: [
      "launched: the app started with the history in its state (only the panes on screen announced);",
      "restored: the same history restored from a saved session (restore: again only the panes on screen);",
      "back() is send() on a copy of the coordinator, so each starts at the same depth; push + back() is",
      "a push and the back that undoes it, sent to the coordinator itself. mallocs in brackets.",
    ],
    headers: ["depth", "back()", "canGoBack", "peekBack()", "push + back()", "back() restored"])
  var results: [JSONValue] = []
  var medians: [[Double]] = []
  for depth in depths {
    var launched = try LongHistory.coordinator(depth: depth, origin: .launched)
    let restored = try LongHistory.coordinator(depth: depth, origin: .restored)
    func backCost(_ base: SplitCoordinator<String>) -> Sample {
      plan.sample { operations in
        for _ in 0..<operations {
          var copy = base
          blackHole(try? copy.send(.backRequested))
        }
      }
    }
    let back = backCost(launched)
    let canGoBack = plan.sample { operations in
      for _ in 0..<operations { blackHole(launched.snapshot.canGoBack) }
    }
    let peek = plan.sample { operations in
      for _ in 0..<operations { blackHole(launched.peekBack()) }
    }
    let push = plan.sample { operations in
      for _ in 0..<operations {
        blackHole(try? launched.send(.itemPushed("next", in: .secondary)))
        blackHole(try? launched.send(.backRequested))
      }
    }
    let backRestored = backCost(restored)
    func cell(_ sample: Sample) -> String {
      "\(Format.duration(sample.median)) [\(Format.count(sample.mallocsPerOperation))]"
    }
    section.rows.append(
      [Format.grouped(depth), cell(back), cell(canGoBack), cell(peek), cell(push), cell(backRestored)])
    medians.append([back, canGoBack, peek, push, backRestored].map(\.median))
    results.append([
      "depth": .number(Double(depth)), "back": back.json, "canGoBack": canGoBack.json, "peekBack": peek.json,
      "pushThenBack": push.json, "backAfterRestore": backRestored.json,
    ])
  }
  section.json.append("depths", .array(results))
  if let shallow = medians.first, let deep = medians.last, let first = depths.first, let last = depths.last {
    let ratios = zip(deep, shallow).map { ($0 / max($1, 1) * 100).rounded() / 100 }
    section.rows.append(
      ["\(Format.grouped(last)) ÷ \(Format.grouped(first))"]
        + ratios.map { "×\(Format.fixed($0, $0 < 10 ? 2 : 0))" })
    section.json.append(
      "deepestOverShallowest",
      [
        "back": .number(ratios[0]), "canGoBack": .number(ratios[1]), "peekBack": .number(ratios[2]),
        "pushThenBack": .number(ratios[3]), "backAfterRestore": .number(ratios[4]),
      ])
  }
  return section
}

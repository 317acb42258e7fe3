import Colonnade
import ColonnadeBenchmarks
import ColonnadeJSON
import ColonnadeScene

/// The scene plan every adapter draws from (`SceneTracker.update`) on a live resize within a
/// width class, against a resolve of the same windows (the target: at most 10× resolve's median
/// and no malloc).
func sceneSection(_ plan: Plan) throws(CoordinatorError<String>) -> Section {
  var section = Section(
    key: "scene", title: "Scene plans: SceneTracker.update against a resolve of the same windows",
    notes: [
      "the Animals app (sidebar, list, detail Cat), standard preset at scale 2, a live resize",
      "1000 → 1099 pt wide, 1024 tall (one width class); the states are made beforehand, so a plan",
      "is timed alone, as an adapter makes one per frame",
    ],
    headers: ["operation"] + Sample.headers + ["× resolve", "target"])
  var coordinator = try AnimalsApp.coordinator(width: 1000, height: 1024)
  var states: [CoordinatorState<String>] = []
  for width in 1000..<1100 {
    _ = try coordinator.send(.windowResized(Size(width: Double(width), height: 1024)))
    states.append(coordinator.state)
  }
  let reference = plan.sample { operations in
    for step in 0..<operations {
      let state = states[step % states.count]
      blackHole(
        LayoutResolver.resolve(
          environment: state.environment, configuration: state.configuration,
          navigation: state.navigation.summary, overrides: state.overrides))
    }
  }
  section.rows.append(["resolve (reference)"] + reference.cells + ["×1", ""])
  section.json.append("resolve", reference.json)
  var tracker = SceneTracker<String>()
  _ = tracker.update(to: states[states.count - 1])
  var empty = true
  let update = plan.sample { operations in
    for step in 0..<operations {
      let plan = tracker.update(to: states[step % states.count])
      empty = empty && plan.created.isEmpty && plan.stackChanges.isEmpty && plan.destroyed.isEmpty
      blackHole(plan)
    }
  }
  let ratio = update.median / max(reference.median, 1)
  let met = ratio <= 10 && update.mallocsPerOperation == 0
  section.rows.append(
    ["SceneTracker.update, resize (same class)"] + update.cells
      + ["×\(Format.fixed(ratio, ratio < 10 ? 2 : 1))", (met ? "met: " : "MISSED: ") + "≤10×, 0 mallocs"])
  var entry = JSONObject()
  entry.append("sample", update.json)
  entry.append("ratioToResolve", .number((ratio * 100).rounded() / 100))
  entry.append("targetRatio", .number(10))
  entry.append("targetMallocs", .number(0))
  entry.append("met", .bool(met))
  entry.append("viewsUnchanged", .bool(empty))
  section.json.append("resizeWithinWidthClass", .object(entry))

  // A push and a pop on the detail's stack, as deep as 10 entries and as 100 000: a plan visits
  // the entries that change, so both cost the same.
  var pushPop: [JSONValue] = []
  for depth in [10, 100_000] {
    var deep = try LongHistory.coordinator(depth: depth, origin: .launched)
    let popped = deep.state
    let pushing = try deep.send(.itemPushed("d\(depth + 1)", in: .secondary))
    let pushed = deep.state
    let popping = try deep.send(.backRequested)
    var deepTracker = SceneTracker<String>()
    _ = deepTracker.update(to: popped)
    // The same push and pop each time, with the events the engine gave them.
    let sample = plan.sample { operations in
      for step in 0..<operations {
        blackHole(
          step & 1 == 0
            ? deepTracker.update(to: pushed, effects: pushing)
            : deepTracker.update(to: popped, effects: popping))
      }
    }
    section.rows.append(
      ["SceneTracker.update, push ↔ pop, \(Format.grouped(depth)) deep"] + sample.cells
        + ["×\(Format.fixed(sample.median / max(reference.median, 1), 1))", ""])
    pushPop.append(["depth": .number(Double(depth)), "sample": sample.json])
  }
  section.json.append("pushAndPop", .array(pushPop))
  return section
}

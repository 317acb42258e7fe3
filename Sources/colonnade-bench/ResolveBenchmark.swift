import Colonnade
import ColonnadeBenchmarks
import ColonnadeJSON

/// `LayoutResolver.resolve` for each preset and style, with and without a hinge.
func resolveSection(_ plan: Plan) -> Section {
  var section = Section(
    key: "resolve", title: "Resolve: LayoutResolver.resolve, per call",
    notes: [
      "each call a new width of a \(ResolveScenario.sweepLength)-frame live-resize sweep in one width class;"
        + " unchanged configuration",
      "standard: 1366 × 1024 pt at scale 2 (hinge: half-opened book fold at 683);"
        + " duo: 1114 × 720 pt at scale 2.5 (hinge: 34 pt occluding gap at 540)",
    ],
    headers: ["preset", "style", "hinge"] + Sample.headers)
  var results: [JSONValue] = []
  for scenario in ResolveScenario.all {
    let configuration = scenario.configuration
    let sweep = scenario.sweep
    let sample = plan.sample { operations in
      for frame in 0..<operations {
        blackHole(
          LayoutResolver.resolve(environment: sweep[frame % sweep.count], configuration: configuration))
      }
    }
    section.rows.append(
      [
        scenario.preset, scenario.style == .doubleColumn ? "double" : "triple",
        scenario.isHinged ? "yes" : "no",
      ] + sample.cells)
    var entry = JSONObject()
    entry.append("preset", .string(scenario.preset))
    entry.append("style", .string(scenario.style.rawValue))
    entry.append("hinge", .bool(scenario.isHinged))
    entry.append("sample", sample.json)
    results.append(.object(entry))
  }
  section.json.append("scenarios", .array(results))
  return section
}

/// One `send(.windowResized)`: validation, the layout, and the lifecycle difference.
func coordinatorSection(_ plan: Plan) throws(CoordinatorError<String>) -> Section {
  var section = Section(
    key: "coordinator", title: "Coordinator: send(.windowResized), per action",
    notes: [
      "the Animals app (sidebar, list, detail Cat), standard preset at scale 2;"
        + " resize → validate, resolve, lifecycle difference, effects"
    ],
    headers: ["resize", "events"] + Sample.headers)
  let cases: [(name: String, key: String, sizes: [Size])] = [
    (
      "1366 ↔ 1365 pt (same width class)", "withinWidthClass",
      [1366, 1365].map { Size(width: $0, height: 1024) }
    ),
    (
      "1366 ↔ 700 pt (sidebar hides, shows)", "acrossWidthClasses",
      [1366, 700].map { Size(width: $0, height: 1024) }
    ),
  ]
  for (name, key, sizes) in cases {
    var coordinator = try AnimalsApp.coordinator(width: 1366, height: 1024)
    var events = 0
    let sample = plan.sample { operations in
      for step in 0..<operations {
        let effects = try? coordinator.send(.windowResized(sizes[step & 1]))
        events = effects?.count ?? -1
        blackHole(effects)
      }
    }
    section.rows.append([name, "\(events)"] + sample.cells)
    section.json.append(key, ["eventsPerAction": .number(Double(events)), "sample": sample.json])
  }
  return section
}

/// A 10 000-step resize storm inside a transition and outside one.
func stormSection(_ plan: Plan) throws(CoordinatorError<String>) -> Section {
  let steps = 10_000
  var section = Section(
    key: "storm",
    title: "Resize storm: \(Format.grouped(steps)) resizes, 320 → 1600 pt and back, detail open",
    notes: ["minimum: the net difference, from one resize straight from the first width to the last"],
    headers: ["storm", "events", "minimum", "net only", "per step", "mallocs/step"])
  for inside in [false, true] {
    let storm = try ResizeStorm.run(steps: steps, insideTransition: inside)
    let timing = measure(rounds: max(3, plan.rounds / 3), operations: 1) { _ in
      var coordinator = try? ResizeStorm.start()
      if var started = coordinator {
        blackHole(try? ResizeStorm.drive(&started, steps: steps, insideTransition: inside))
        coordinator = started
      }
      blackHole(coordinator)
    }
    let perStep = timing.median / Double(steps)
    let key = inside ? "insideTransition" : "outsideTransition"
    section.rows.append([
      inside ? "inside a transition" : "outside a transition", "\(storm.emitted)", "\(storm.minimum.count)",
      storm.events == storm.minimum ? "yes" : "no", Format.duration(perStep),
      Format.count((timing.mallocsPerOperation / Double(steps) * 10).rounded() / 10),
    ])
    section.json.append(
      key,
      [
        "steps": .number(Double(steps)), "eventsEmitted": .number(Double(storm.emitted)),
        "minimumEvents": .number(Double(storm.minimum.count)),
        "emitsOnlyTheNetDifference": .bool(storm.events == storm.minimum),
        "events": .array(storm.events.map { .string($0) }),
        "minimum": .array(storm.minimum.map { .string($0) }),
        "medianNanosecondsPerStep": .number(Format.rounded(perStep)),
        "mallocsPerStep": .number(Format.rounded(timing.mallocsPerOperation / Double(steps))),
      ])
  }
  return section
}

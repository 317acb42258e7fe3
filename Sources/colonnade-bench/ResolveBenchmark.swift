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

/// The coordinator's actions and queries against a resolve of the same window, measured in the
/// same run (the targets: a resize within a width class and `back()` each at most 10× resolve's
/// median and 4 mallocs; `canGoBack` and `peekBack()` allocate nothing).
func coordinatorSection(_ plan: Plan) throws(CoordinatorError<String>) -> Section {
  var section = Section(
    key: "coordinator", title: "Coordinator: actions and queries against a resolve of the same window",
    notes: [
      "the Animals app (sidebar, list, detail Cat), standard preset at scale 2, 1366 × 1024 pt;",
      "resize → validate, resolve, lifecycle difference, effects; back() is sent to the coordinator itself,",
      "popping one of \(Format.grouped(backHeadroom)) detail entries each time (only the panes on screen announced)",
    ],
    headers: ["operation", "events"] + Sample.headers + ["× resolve", "target"])
  let template = try AnimalsApp.coordinator(width: 1366, height: 1024)
  let environments = [1366.0, 1365].map { width in
    var environment = template.state.environment
    environment.size = Size(width: width, height: 1024)
    return environment
  }
  let (configuration, navigation) = (template.state.configuration, template.state.navigation.summary)
  let reference = plan.sample { operations in
    for step in 0..<operations {
      blackHole(
        LayoutResolver.resolve(
          environment: environments[step & 1], configuration: configuration, navigation: navigation,
          overrides: .none))
    }
  }
  section.rows.append(["resolve (reference)", ""] + reference.cells + ["×1", ""])
  section.json.append("resolve", reference.json)

  func row(
    _ name: String, key: String, events: Int?, _ sample: Sample, maximumRatio: Double?,
    maximumMallocs: Double?
  ) {
    let ratio = sample.median / max(reference.median, 1)
    let met =
      (maximumRatio.map { ratio <= $0 } ?? true)
      && (maximumMallocs.map { sample.mallocsPerOperation <= $0 } ?? true)
    let goals =
      (maximumRatio.map { ["≤\(Format.fixed($0, 0))×"] } ?? [])
      + (maximumMallocs.map { ["≤\(Format.count($0)) mallocs"] } ?? [])
    section.rows.append(
      [name, events.map { "\($0)" } ?? ""] + sample.cells
        + [
          "×\(Format.fixed(ratio, ratio < 10 ? 2 : 1))",
          goals.isEmpty ? "" : (met ? "met: " : "MISSED: ") + goals.joined(separator: ", "),
        ])
    var entry = JSONObject()
    if let events { entry.append("eventsPerAction", .number(Double(events))) }
    entry.append("sample", sample.json)
    entry.append("ratioToResolve", .number((ratio * 100).rounded() / 100))
    if let maximumRatio { entry.append("targetRatio", .number(maximumRatio)) }
    if let maximumMallocs { entry.append("targetMallocs", .number(maximumMallocs)) }
    if maximumRatio != nil || maximumMallocs != nil { entry.append("met", .bool(met)) }
    section.json.append(key, .object(entry))
  }

  let cases: [(name: String, key: String, sizes: [Size], target: Double?)] = [
    (
      "resize 1366 ↔ 1365 pt (same class)", "withinWidthClass",
      [1366, 1365].map { Size(width: $0, height: 1024) }, 10
    ),
    (
      "resize 1366 ↔ 700 pt (sidebar hides)", "acrossWidthClasses",
      [1366, 700].map { Size(width: $0, height: 1024) }, nil
    ),
  ]
  for (name, key, sizes, target) in cases {
    var coordinator = template
    var events = 0
    let sample = plan.sample { operations in
      for step in 0..<operations {
        let effects = try? coordinator.send(.windowResized(sizes[step & 1]))
        events = effects?.count ?? -1
        blackHole(effects)
      }
    }
    row(
      name, key: key, events: events, sample, maximumRatio: target,
      maximumMallocs: target == nil ? nil : 4)
  }

  let deep = try LongHistory.coordinator(depth: backHeadroom, origin: .launched)
  var backEvents = 0
  let back = plan.sample(maximumOperations: backHeadroom - 1) { operations in
    var coordinator = deep
    for _ in 0..<operations {
      let effects = try? coordinator.send(.backRequested)
      backEvents = effects?.count ?? -1
      blackHole(effects)
    }
  }
  row("back()", key: "back", events: backEvents, back, maximumRatio: 10, maximumMallocs: 4)
  let canGoBack = plan.sample { operations in
    for _ in 0..<operations { blackHole(deep.snapshot.canGoBack) }
  }
  row("snapshot.canGoBack", key: "canGoBack", events: nil, canGoBack, maximumRatio: nil, maximumMallocs: 0)
  let peekBack = plan.sample { operations in
    for _ in 0..<operations { blackHole(deep.peekBack()) }
  }
  row("peekBack()", key: "peekBack", events: nil, peekBack, maximumRatio: nil, maximumMallocs: 0)
  return section
}

/// The detail entries behind the coordinator section's `back()`: one round pops at most this many.
let backHeadroom = 20_000

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

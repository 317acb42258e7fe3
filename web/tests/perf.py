"""Performance figures of the web front end, measured in headless Chromium (BENCHMARKS.md).

    python3 web/tests/perf.py [--native PATH/TO/colonnade-bench]

Prints the wasm module's size (raw and gzip), a live-resize step of the playground (the engine
and the DOM update, style and layout forced) over a 1000-step drag, one step per frame and back
to back, and LayoutResolver.resolve per call
inside wasm against the native colonnade-bench on the same scenarios in the same run.
"""

import argparse
import gzip
import json
import os
import pathlib
import statistics
import subprocess
import sys
import tempfile

sys.path.insert(0, str(pathlib.Path(__file__).parent))
from browser import ROOT, Browser  # noqa: E402

SCENARIOS = ["standard double", "standard double hinge", "standard triple", "standard triple hinge",
             "duo double", "duo double hinge", "duo triple", "duo triple hinge"]

# One live-resize step per animation frame, as a pointer drag delivers them: the engine
# (`resize W H` through colonnade.run), the page's DOM update, then style and layout forced
# (`step`); then the facts and log panels the page updates once per frame, and layout forced
# again (`frame`). Every step is timed; nothing is dropped.
DRAG = """async ([steps, paced]) => {
  playground.selectApp("animals");
  document.querySelector('#window [data-column=supplementary] [data-route=Cat]').click();
  playground.resizeFree(1366, 1024);
  playground.flushPanels();
  const win = document.getElementById("window");
  const step = [], frame = [];
  const one = (i) => {
    // A triangle wave 1366 → 393 → 1366 pt in about 2-point steps, across every width class.
    const phase = (i % 1000) / 1000;
    const width = Math.round(393 + (1366 - 393) * Math.abs(1 - 2 * phase));
    const start = performance.now();
    playground.resizeFree(width === 1366 && i > 0 ? 1365 : width, 1024);
    win.getBoundingClientRect(); // force style and layout, as the frame would
    const stepped = performance.now();
    playground.flushPanels();
    win.getBoundingClientRect();
    const end = performance.now();
    step.push(stepped - start);
    frame.push(end - start);
  };
  if (!paced) {
    for (let i = 0; i < steps; i++) one(i);
  } else {
    await new Promise((done) => {
      let i = 0;
      const next = () => {
        one(i);
        if (++i < steps) requestAnimationFrame(next);
        else done();
      };
      requestAnimationFrame(next);
    });
  }
  return { step, frame };
}"""

WASM_RESOLVE = """([scenario, rounds]) => {
  const run = colonnade.exports.colonnade_bench_resolve;
  let operations = 1000;
  for (;;) {  // calibrate: a round of about 8 ms
    const start = performance.now();
    run(scenario, operations);
    const elapsed = performance.now() - start;
    if (elapsed > 8 || operations > 1e7) break;
    operations *= 2;
  }
  const perCall = [];
  for (let r = 0; r < rounds; r++) {
    const start = performance.now();
    run(scenario, operations);
    perCall.push(((performance.now() - start) * 1e6) / operations);
  }
  return Math.min(...perCall);
}"""


def frame_callbacks(trace):
    """The drag's frame callbacks (FunctionCall events of `next`): wall and thread time, ms."""
    events = trace["traceEvents"] if isinstance(trace, dict) else trace
    return [
        {"wall": e["dur"] / 1000, "cpu": e.get("tdur", e["dur"]) / 1000}
        for e in events
        if e.get("name") == "FunctionCall" and e.get("ph") == "X"
        and e.get("args", {}).get("data", {}).get("functionName") == "next"
    ]


def native_resolve(bench):
    out = subprocess.run([str(bench), "--quick", "--only", "resolve", "--format", "json"], check=True,
                         capture_output=True, text=True).stdout
    return [s["sample"]["bestNanoseconds"] for s in json.loads(out)["resolve"]["scenarios"]]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--native", default=str(ROOT / ".build" / "release" / "colonnade-bench"))
    parser.add_argument("--json", help="also write the figures to this file")
    options = parser.parse_args()
    wasm = (ROOT / "web" / "dist" / "colonnade.wasm").read_bytes()
    figures = {"wasmBytes": len(wasm), "wasmGzipBytes": len(gzip.compress(wasm, 9))}
    browser = Browser()
    try:
        # One step per animation frame, as a drag delivers them (the headline figures), then
        # the same 1000 steps back to back with no frame between them (a stress figure: the
        # renderer never yields, so another process's time slice lands inside some step).
        # The paced drag runs under a DevTools timeline trace: each frame callback's thread time
        # (CPU time on the renderer's main thread) beside its wall time tells the page's own
        # cost from the time it waited for a core the other processes held.
        with tempfile.TemporaryDirectory() as scratch:
            trace = pathlib.Path(scratch) / "trace.json"
            browser.browser.start_tracing(page=browser.page, path=str(trace), categories=["devtools.timeline"])
            paced = browser.js(DRAG, [1000, True])
            browser.browser.stop_tracing()
            frames = frame_callbacks(json.loads(trace.read_text()))
        tight = browser.js(DRAG, [1000, False])
        figures["dragFrameThreadMedianMs"] = round(statistics.median(f["cpu"] for f in frames), 3)
        ordered_cpu = sorted(f["cpu"] for f in frames)
        figures["dragFrameThreadP99Ms"] = round(ordered_cpu[int(len(ordered_cpu) * 0.99) - 1], 3)
        figures["dragFrameThreadWorstMs"] = round(ordered_cpu[-1], 3)
        figures["dragFrameTracedWallWorstMs"] = round(max(f["wall"] for f in frames), 3)
        figures["dragFrameCallbacks"] = len(frames)
        figures["dragSteps"] = len(paced["step"])
        for name, times in (("drag", paced["step"]), ("dragFrame", paced["frame"]), ("dragBackToBack", tight["step"])):
            ordered = sorted(times)
            figures[name + "MedianMs"] = round(statistics.median(times), 3)
            figures[name + "P99Ms"] = round(ordered[int(len(ordered) * 0.99) - 1], 3)
            figures[name + "WorstMs"] = round(ordered[-1], 3)
            figures[name + "MeanMs"] = round(statistics.fmean(times), 3)
        figures["loadAverage"] = round(os.getloadavg()[0], 2)
        # Native and wasm taken in turn, three times each; each side's best round per scenario,
        # since on a shared machine the slower rounds measure the other processes.
        native_runs, wasm_runs = [], []
        for _ in range(3):
            native_runs.append(native_resolve(options.native))
            wasm_runs.append([browser.js(WASM_RESOLVE, [i, 5]) for i in range(len(SCENARIOS))])
        native = [min(column) for column in zip(*native_runs)]
        wasm_ns = [min(column) for column in zip(*wasm_runs)]
        figures["resolve"] = [
            {"scenario": name, "wasmNs": round(w), "nativeNs": round(n), "ratio": round(w / n, 2)}
            for name, w, n in zip(SCENARIOS, wasm_ns, native)
        ]
        assert not browser.errors, browser.errors
    finally:
        browser.close()
    print(f"wasm module: {figures['wasmBytes']} bytes, {figures['wasmGzipBytes']} gzipped")
    for name, what in (("drag", "drag step (engine + DOM + style and layout), one per frame"),
                       ("dragFrame", "the frame's work (the step + the facts and log panels + layout)"),
                       ("dragBackToBack", "drag step, 1000 back to back with no frame between")):
        print(f"{what}, {figures['dragSteps']} steps: median {figures[name + 'MedianMs']} ms, "
              f"p99 {figures[name + 'P99Ms']} ms, worst {figures[name + 'WorstMs']} ms, mean {figures[name + 'MeanMs']} ms")
    print(f"the frame's thread time (CPU on the renderer's main thread, traced), {figures['dragFrameCallbacks']} frames: "
          f"median {figures['dragFrameThreadMedianMs']} ms, p99 {figures['dragFrameThreadP99Ms']} ms, "
          f"worst {figures['dragFrameThreadWorstMs']} ms (wall worst {figures['dragFrameTracedWallWorstMs']} ms)")
    print(f"(load average {figures['loadAverage']} on {os.cpu_count()} cores)")
    print("LayoutResolver.resolve per call, best round of three turns each:")
    print("| scenario | wasm ns/call | native ns/call | wasm / native |")
    print("| --- | ---: | ---: | ---: |")
    for row in figures["resolve"]:
        print(f"| {row['scenario']} | {row['wasmNs']} | {row['nativeNs']} | {row['ratio']}× |")
    ratios = [row["ratio"] for row in figures["resolve"]]
    print(f"wasm / native: median {statistics.median(ratios):.2f}×, worst {max(ratios):.2f}×")
    if options.json:
        pathlib.Path(options.json).write_text(json.dumps(figures, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())

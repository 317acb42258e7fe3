"""Performance figures of the web front end, measured in headless Chromium (BENCHMARKS.md).

    python3 web/tests/perf.py [--native PATH/TO/colonnade-bench] [--drag-only] [--json FILE]

Prints the wasm module's size (raw and gzip), a live-resize drag of the playground, and
LayoutResolver.resolve per call inside wasm against the native colonnade-bench (same run).

What the drag figures measure, exactly. The free window is dragged 1366 -> 393 -> 1366 pt in
1000 steps, one step per animation frame (requestAnimationFrame, as a pointer delivers them; the
headless vsync is 60 Hz), after a 100-step warm-up drag and half a second at rest:
- "step": inside the frame callback, from just before `resizeFree(W, H)` (the `resize W H`
  line through colonnade.run: parse, engine, JSON out and in, the DOM update) to just after a
  forced style and layout (`getBoundingClientRect`). Wall clock (performance.now, 0.1 ms).
  Not in it: paint, the commit to the compositor, raster, and drawing the frame, which the
  browser does after the callback (paint on the same thread, raster and draw on others).
- "frame": the step, then the side panels as the page updates them (flushPanels), layout
  forced again.
- "rAF interval": from one frame callback to the next, i.e. how often a frame was produced;
  an interval over 25 ms (1.5 vsyncs) is a dropped frame.
- "thread time": the paced drag again under a DevTools timeline trace; each frame callback's
  CPU time on the renderer's main thread beside its wall time (the difference is time the
  thread waited for a core).
- "CPU per frame by thread": CPU time Chromium's threads spent during the paced drag (from
  /proc, no trace), divided by the frames: the renderer's main thread (script, style, layout,
  paint), its compositor thread, its raster workers, and the GPU process's display compositor
  (viz, which draws the damaged part of the page in software here), all of Chromium, and
  everything else the machine ran meanwhile (this script, other users' builds; /proc/stat).
  On 2 cores these compete with the main thread; a step that waits for a core is long in wall
  time, not in thread time.
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
import time

sys.path.insert(0, str(pathlib.Path(__file__).parent))
import browser as pages  # noqa: E402
from browser import ROOT, Browser  # noqa: E402

SCENARIOS = ["standard double", "standard double hinge", "standard triple", "standard triple hinge",
             "duo double", "duo double hinge", "duo triple", "duo triple hinge"]

# One live-resize step per animation frame, as a pointer drag delivers them: the engine
# (`resize W H` through colonnade.run), the page's DOM update, then style and layout forced
# (`step`); then the facts and log panels the page updates once per frame, and layout forced
# again (`frame`). Every step is timed; nothing is dropped.
DRAG = """async ([steps, paced, warmUp]) => {
  playground.selectApp("animals");
  document.querySelector('#window [data-column=supplementary] [data-route=Cat]').click();
  playground.resizeFree(1366, 1024);
  playground.flushPanels();
  const win = document.getElementById("window");
  const rest = () => new Promise((done) => setTimeout(done, 500));
  const frames = (count, each) => new Promise((done) => {
    let i = 0;
    const next = () => {
      each(i);
      if (++i < count) requestAnimationFrame(next);
      else done();
    };
    requestAnimationFrame(next);
  });
  const width = (i) => {
    // A triangle wave 1366 → 393 → 1366 pt in about 2-point steps, across every width class.
    const phase = (i % 1000) / 1000;
    const w = Math.round(393 + (1366 - 393) * Math.abs(1 - 2 * phase));
    return w === 1366 && i > 0 ? 1365 : w;
  };
  if (warmUp) {
    await rest();
    await frames(warmUp, (i) => playground.resizeFree(width(i * 5), 1024));
    playground.resizeFree(1366, 1024);
    await rest();
  }
  const step = [], frame = [], interval = [];
  let last = null;
  const one = (i) => {
    const start = performance.now();
    if (last !== null) interval.push(start - last);
    last = start;
    playground.resizeFree(width(i), 1024);
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
    await frames(steps, one);
  }
  return { step, frame, interval };
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


def frame_callbacks(trace, steps):
    """The drag's frame callbacks (FunctionCall events of `next`; the last `steps` of them, after
    the warm-up): wall and thread time, ms."""
    events = trace["traceEvents"] if isinstance(trace, dict) else trace
    calls = sorted((e for e in events
                    if e.get("name") == "FunctionCall" and e.get("ph") == "X"
                    and e.get("args", {}).get("data", {}).get("functionName") == "next"), key=lambda e: e["ts"])
    return [{"wall": e["dur"] / 1000, "cpu": e.get("tdur", e["dur"]) / 1000} for e in calls[-steps:]]


# Chromium's threads by what they do, as Linux names them (/proc/PID/task/TID/comm).
THREADS = {("renderer", "chromium"): "renderer main", ("renderer", "Compositor"): "renderer compositor",
           ("renderer", "ThreadPoolForeg"): "raster workers", ("gpu-process", "VizCompositorTh"): "viz (draws the frame)"}


def thread_cpu():
    """CPU time (s) per Chromium thread kind, from /proc; the test's browser is the only Chromium."""
    tick = os.sysconf("SC_CLK_TCK")
    totals = dict.fromkeys(THREADS.values(), 0.0)
    totals["all Chromium"] = 0.0
    # Every core's busy time: what is not Chromium is this script and the machine's other work.
    busy = [int(x) for x in pathlib.Path("/proc/stat").read_text().split("\n")[0].split()[1:9]]
    totals["whole machine"] = (sum(busy) - busy[3] - busy[4]) / tick
    for pid in filter(str.isdigit, os.listdir("/proc")):
        try:
            command = pathlib.Path(f"/proc/{pid}/cmdline").read_bytes().replace(b" ", b"\0").split(b"\0")
            if not command[0].endswith(b"/chromium"):
                continue
            kind = next((c[7:].decode() for c in command if c.startswith(b"--type=")), "browser")
            for task in os.listdir(f"/proc/{pid}/task"):
                stat = pathlib.Path(f"/proc/{pid}/task/{task}/stat").read_text()
                name = stat[stat.index("(") + 1:stat.rindex(")")]
                fields = stat[stat.rindex(")") + 2:].split()
                seconds = (int(fields[11]) + int(fields[12])) / tick
                totals["all Chromium"] += seconds
                if (kind, name) in THREADS:
                    totals[THREADS[(kind, name)]] += seconds
        except (FileNotFoundError, ProcessLookupError):
            continue
    return totals


def summary(times):
    ordered = sorted(times)
    return {"median": round(statistics.median(times), 3), "p99": round(ordered[int(len(ordered) * 0.99) - 1], 3),
            "worst": round(ordered[-1], 3), "mean": round(statistics.fmean(times), 3)}


def native_resolve(bench):
    out = subprocess.run([str(bench), "--quick", "--only", "resolve", "--format", "json"], check=True,
                         capture_output=True, text=True).stdout
    return [s["sample"]["bestNanoseconds"] for s in json.loads(out)["resolve"]["scenarios"]]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--native", default=str(ROOT / ".build" / "release" / "colonnade-bench"))
    parser.add_argument("--json", help="also write the figures to this file")
    parser.add_argument("--drag-only", action="store_true", help="only the drag figures (no native build needed)")
    parser.add_argument("--page", help="measure this built index.html instead of web/dist's (an A/B against another build)")
    options = parser.parse_args()
    if options.page:
        pages.PAGE = pathlib.Path(options.page).resolve()
    wasm = (ROOT / "web" / "dist" / "colonnade.wasm").read_bytes()
    figures = {"wasmBytes": len(wasm), "wasmGzipBytes": len(gzip.compress(wasm, 9))}
    browser = Browser()
    try:
        # One step per animation frame, as a drag delivers them (the headline figures), with
        # Chromium's threads' CPU time read before and after; then the same paced drag under a
        # DevTools timeline trace (thread time of each frame callback); then the 1000 steps back
        # to back with no frame between them (a stress figure: the renderer never yields).
        figures["loadAverageBefore"] = round(os.getloadavg()[0], 2)
        before, started = thread_cpu(), time.monotonic()
        paced = browser.js(DRAG, [1000, True, 100])
        after, wall = thread_cpu(), time.monotonic() - started
        # CPU per 16.7-ms frame: each thread's CPU time over the drag's wall time (warm-up and
        # rests included), times a frame's length.
        per_frame = {k: 1000 / 60 * (after[k] - before[k]) / wall for k in after}
        per_frame["everything else"] = per_frame.pop("whole machine") - per_frame["all Chromium"]
        figures["cpuPerFrameMs"] = {k: round(v, 2) for k, v in per_frame.items()}
        with tempfile.TemporaryDirectory() as scratch:
            trace = pathlib.Path(scratch) / "trace.json"
            browser.browser.start_tracing(page=browser.page, path=str(trace), categories=["devtools.timeline"])
            browser.js(DRAG, [1000, True, 100])
            browser.browser.stop_tracing()
            frames = frame_callbacks(json.loads(trace.read_text()), 1000)
        tight = browser.js(DRAG, [1000, False, 0])
        figures["dragSteps"] = len(paced["step"])
        figures["drag"] = summary(paced["step"])
        figures["dragFrame"] = summary(paced["frame"])
        figures["dragInterval"] = summary(paced["interval"])
        figures["dragDroppedFrames"] = sum(1 for t in paced["interval"] if t > 25)
        figures["dragThread"] = summary([f["cpu"] for f in frames])
        figures["dragThreadWall"] = summary([f["wall"] for f in frames])
        figures["dragBackToBack"] = summary(tight["step"])
        figures["loadAverage"] = round(os.getloadavg()[0], 2)
        if options.drag_only:
            figures["resolve"] = []
            assert not browser.errors, browser.errors
            return report(figures, options)
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
    return report(figures, options)


def report(figures, options):
    print(f"wasm module: {figures['wasmBytes']} bytes, {figures['wasmGzipBytes']} gzipped")
    print(f"(load average {figures['loadAverageBefore']} before the drag, {figures['loadAverage']} after, on {os.cpu_count()} cores)")
    for name, what in (("drag", "drag step (engine + DOM + style and layout), one per frame, wall"),
                       ("dragFrame", "the frame callback's work (the step + the side panels + layout), wall"),
                       ("dragInterval", "rAF interval (frame callback to the next; 16.7 ms at 60 Hz)"),
                       ("dragThread", "the frame callback's thread time (CPU, traced run)"),
                       ("dragThreadWall", "the frame callback's wall time (the same traced run)"),
                       ("dragBackToBack", "drag step, 1000 back to back with no frame between, wall")):
        f = figures[name]
        print(f"{what}: median {f['median']} ms, p99 {f['p99']} ms, worst {f['worst']} ms, mean {f['mean']} ms")
    print(f"dropped frames (rAF interval over 25 ms): {figures['dragDroppedFrames']} of {figures['dragSteps'] - 1}")
    print("CPU per frame during the paced drag (CPU ms per 16.7-ms frame; 2 cores give 33.3): "
          + ", ".join(f"{k} {v} ms" for k, v in figures["cpuPerFrameMs"].items()))
    if figures["resolve"]:
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

"""Hostile input on the page: a bad value is a ColonnadeError and the session goes on; saves
cannot exhaust the module's memory; an engine that stops is rebuilt, not dead; a line gets the
same answer from `colonnade.run` as from `colonnade simulate` (rule X6, README "Limits")."""

import base64
import subprocess
import tempfile

from browser import ROOT, colonnade_binary

# A fresh instance of the module beside the page's own (`window.colonnade` stays as it was), so
# each test starts from `reset()`: `colonnade.constructor` is the page's Colonnade class.
FRESH = """async ([wasm]) => {
  const bytes = Uint8Array.from(atob(wasm), (c) => c.charCodeAt(0));
  window.hostile = await window.colonnade.constructor.load(bytes);
  window.hostile.reset();
  return true;
}"""


def fresh(browser):
    wasm = base64.b64encode((ROOT / "web" / "dist" / "colonnade.wasm").read_bytes()).decode()
    browser.js(FRESH, [wasm])


def simulate(lines):
    """What `colonnade simulate` prints for the script, and its standard error and status."""
    with tempfile.TemporaryDirectory() as scratch:
        out = subprocess.run(
            [str(colonnade_binary()), "simulate"], input="\n".join(lines) + "\n", cwd=scratch,
            capture_output=True, text=True)
    return out.stdout.splitlines(), out.stderr.strip(), out.returncode


def test_big_integers_are_errors_and_the_session_goes_on(browser):
    """13- to 17-digit integers (past 2^31, wasm32's Int, and past 2^53) in setHinges and reset."""
    fresh(browser)
    result = browser.js("""() => {
      const c = window.hostile;
      c.run("destination A triple");
      c.run("select A");
      const before = JSON.stringify(c.snapshot());
      const out = [];
      for (const x of [1099511627776, 4503599627370497, 9007199254740993, 1e300]) {
        const answer = c.setHinges([{x, y: 0, width: 34, height: 720, orientation: "vertical",
          state: "flat", occluding: true}]);
        out.push(["hinges", x, answer.ok, answer.error ?? ""]);
      }
      for (const n of ["2147483648", "1099511627776", "999999999999999", "9007199254740993"]) {
        try {
          c.reset(`{"widthClasses":[{"name":"a","minimumWidth":0,"maximumTiledColumns":${n}}]}`);
          out.push(["reset", n, "accepted"]);
        } catch (error) {
          out.push(["reset", n, error.constructor.name, error.message]);
        }
      }
      return { out, same: JSON.stringify(c.snapshot()) === before, next: c.run("push secondary x").ok };
    }""")
    for row in result["out"]:
        if row[0] == "hinges":
            assert row[2] is False and "outside" in row[3], row
        else:
            assert row[2] == "ColonnadeError" and "whole number" in row[3], row
    assert result["same"], "a refused value changed the session"
    assert result["next"], "the session is not usable after the refusals"
    return f"{len(result['out'])} values refused, the session unchanged"


def test_saves_cannot_exhaust_memory(browser):
    """Saving a large session under ever new names stops at 64 MiB with a failed step."""
    fresh(browser)
    result = browser.js("""() => {
      const c = window.hostile;
      // About 6 MB a save: 300 destinations with 20,000-byte names (each run answers briefly).
      const long = "d".repeat(20000);
      for (let i = 0; i < 300; i++) c.run(`destination ${long}${i} double`);
      let refused = null, count = 0;
      for (; count < 2000 && !refused; count++) {
        const step = c.run("save file-" + count);
        if (!step.ok) refused = step.error;
      }
      return { refused, count, memory: c.exports.memory.buffer.byteLength,
        again: c.run("save file-0").ok, next: c.run("back").ok };
    }""")
    assert result["refused"] and "at most 64 MiB" in result["refused"], result
    assert result["memory"] < 200 << 20, f"memory grew to {result['memory']} bytes"
    assert result["again"] and result["next"], "saving over a file, or going on, failed"
    return f"save {result['count']} refused: {result['refused']}"


def test_an_engine_that_stops_is_rebuilt(browser):
    """A trap (what running out of memory is in wasm) throws a ColonnadeError, and the session is
    rebuilt as it was before the call, hinges included."""
    fresh(browser)
    result = browser.js("""() => {
      const c = window.hostile;
      c.reset({ preset: "duo" });
      c.runScript("destination A triple\\nselect A\\npush secondary x");
      c.setHinges([{x: 540, y: 0, width: 34, height: 720, orientation: "vertical", state: "flat",
        occluding: true}]);
      const before = JSON.stringify(c.snapshot());
      const real = c.exports;
      c.exports = { ...real, colonnade_run: () => { throw new WebAssembly.RuntimeError("unreachable"); } };
      let error = null;
      try { c.run("push secondary y"); } catch (e) { error = [e.constructor.name, e.message]; }
      return { error, same: JSON.stringify(c.snapshot()) === before, next: c.run("push secondary y").columns,
        fresh: c.exports !== real };
    }""")
    assert result["error"][0] == "ColonnadeError", result
    assert "as it was before" in result["error"][1], result
    assert result["same"] and result["fresh"], result
    assert result["next"]["secondary"] == ["x", "y"], result
    return result["error"][1]


def test_a_line_gets_the_same_answer_as_simulate(browser):
    """Subnormal and out-of-range numbers, and a 64 KiB line (LF or CRLF), as `simulate` reads them."""
    fresh(browser)
    route = "r" * ((64 << 10) - len("push secondary "))
    lines = ["resize 1e-320 5e-324", "resize 1e-400 5", "resize 1e400 5", "resize 2.4703282292062328e-324 9",
             "resize 800 600", "push secondary " + route, "push secondary " + route + "\r", "back"]
    expected, errors, status = simulate(lines)
    got = browser.js("""([lines]) => lines.map((line) => window.hostile.runJSON(line))""", [lines])
    assert errors == "" and status == 1, errors  # 1e400 is no number: that step fails in both
    assert got == expected, "\n".join(f"page     {a[:150]}\nsimulate {b[:150]}" for a, b in zip(got, expected) if a != b)
    # One byte more: both refuse, with the same words, and the page's session goes on.
    expected, errors, status = simulate(["push secondary " + route + "r"])
    answer = browser.js("""([line]) => {
      try { window.hostile.run(line); return "accepted"; } catch (error) { return error.message; }
    }""", ["push secondary " + route + "r"])
    assert status == 1 and expected == [], (status, expected)
    assert errors.endswith(answer.removeprefix("the line")), (errors, answer)
    assert browser.js("() => window.hostile.run('back').ok")
    return f"{len(lines)} lines alike; past 64 KiB both say: {answer}"

"""The page as a laptop and a phone show it, the Script controls, and colonnade.js's typed API
(colonnade.d.ts names every method the module has)."""

import re

from browser import ROOT
from test_scenarios import SHOTS

VIEWPORTS = [(1280, 800), (390, 844)]
DEVICES = ["", "ipad-air-13-m2-m3/landscape/full", "iphone-16/portrait", "surface-duo/landscape/flat-open"]
CONTROLS = "#controls select, #controls input, #controls button, #controls textarea"


def boxes(browser):
    return browser.js(f"""() => {{
      const box = (e) => {{ const r = e.getBoundingClientRect(); return [r.left, r.top + scrollY, r.right, r.bottom + scrollY]; }};
      return {{ frame: box(document.getElementById("device-frame")),
        corner: document.getElementById("corner").hidden ? null : box(document.getElementById("corner")),
        columns: [...document.querySelectorAll("#window [data-column]")].map(box),
        controls: [...document.querySelectorAll("{CONTROLS}")].map((e) => [e.id || e.textContent, ...box(e)]),
        scale: playground.scale, caption: document.getElementById("caption").textContent,
        page: document.documentElement.scrollWidth }};
    }}""")


def test_laptop_and_phone_show_the_whole_device(browser):
    """At 1280 × 800 and 390 × 844 every device fits the width and the height of the window, the
    free window's corner included; the page never scrolls sideways; every control is on the page."""
    notes = []
    try:
        for width, height in VIEWPORTS:
            browser.page.set_viewport_size({"width": width, "height": height})
            browser.open()
            for device in DEVICES:
                browser.js("(id) => playground.chooseDevice(id)", device)
                b = boxes(browser)
                left, top, right, bottom = b["frame"]
                assert left >= 0 and right <= width, (width, device, b["frame"])
                assert bottom - top <= height, (width, device, b["frame"], "taller than the window")
                if b["corner"]:
                    assert b["corner"][2] <= width, (width, device, "the corner is off-screen", b["corner"])
                for column in b["columns"]:
                    assert column[0] >= left - 1 and column[2] <= right + 1, (width, device, column)
                assert b["page"] <= width, (width, device, "the page scrolls sideways", b["page"])
                if b["scale"] < 1:
                    assert f"shown at {int(b['scale'] * 100 + 0.5)} %" in b["caption"], b["caption"]
                for name, x0, y0, x1, y1 in b["controls"]:
                    assert x0 >= 0 and x1 <= width and x1 > x0, (width, name, x0, x1)
                notes.append(f"{width}: {device or 'free'} at {b['scale']:.2f}")
            SHOTS.mkdir(parents=True, exist_ok=True)
            browser.page.screenshot(path=str(SHOTS / f"playground-{width}x{height}.png"))
            if width < 900:
                stage = browser.js("document.getElementById('stage').getBoundingClientRect().top")
                controls = browser.js("document.getElementById('controls').getBoundingClientRect().top")
                assert stage < controls, "on a phone the device comes before the controls"
    finally:
        browser.page.set_viewport_size({"width": 2300, "height": 1400})
    return "; ".join(notes[:2] + notes[-2:])


def test_fold_and_size_class_keep_the_device(browser):
    """Fold and Size class change the device chosen, once each; the controls show its posture."""
    browser.page.select_option("#device", "surface-duo/landscape/flat-open")
    assert browser.page.locator("#fold").input_value() == "dual", "the Duo's own posture"
    browser.page.select_option("#device", "ipad-air-13-m2-m3/landscape/full")
    assert browser.page.locator("#fold").input_value() == "flat"
    before = len(browser.js("playground.scriptText()").split("\n"))
    browser.page.select_option("#fold", "book")
    window = browser.js("colonnade.snapshot().window")
    assert (window["width"], window["scale"], len(window["hinges"])) == (1366, 2, 1), window
    assert browser.js("document.getElementById('device').value") == "ipad-air-13-m2-m3/landscape/full"
    script = browser.js("playground.scriptText()").split("\n")
    assert script[before - 1:-1] == ["fold book 683 0"], script[before - 1:]
    browser.page.select_option("#size-class", "compact")
    assert browser.js("colonnade.layout().collapsed")
    assert browser.js("document.getElementById('device').value") == "ipad-air-13-m2-m3/landscape/full"
    browser.page.select_option("#device", "")
    window = browser.js("colonnade.snapshot().window")
    assert window["scale"] == 1 and window["hinges"] == [] and window["sizeClass"] is None, window


def test_run_a_line_keeps_history_and_runs_pasted_scripts(browser):
    """A refused line stays to be fixed; ↑ brings lines back; a pasted script runs line by line;
    the edited script box replays."""
    line = browser.page.locator("#line")
    line.fill("resize 820 11800000000")
    line.press("Enter")
    assert line.input_value() == "resize 820 11800000000", "a refused line stays in the field"
    assert "fix the line" in browser.page.locator("#line-status").inner_text()
    line.fill("resize 820 1180")
    line.press("Enter")
    assert line.input_value() == "" and browser.js("colonnade.snapshot().window.width") == 820
    line.press("ArrowUp")
    assert line.input_value() == "resize 820 1180"
    line.press("ArrowUp")
    assert line.input_value() == "resize 820 11800000000"
    line.fill("")
    browser.js("playground.runPasted('select Animals\\nshow secondary Cat\\nresize 1366 1024\\n')")
    assert browser.js("colonnade.snapshot().columns.secondary") == ["Cat"]
    assert "ran 3 lines" in browser.page.locator("#line-status").inner_text()
    # The paste event itself, as a person's Ctrl-V sends it.
    browser.js("""() => {
      const data = new DataTransfer();
      data.setData("text", "show secondary Dog\\nresize 1000 800");
      document.getElementById("line").dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, cancelable: true }));
    }""")
    assert browser.js("colonnade.snapshot().columns.secondary") == ["Dog"]
    assert browser.js("colonnade.snapshot().window.width") == 1000
    browser.page.click("#copy-script")
    script = browser.page.locator("#script").input_value()
    browser.page.locator("#script").fill(script.replace("show secondary Dog", "show secondary Fox"))
    browser.page.click("#replay")
    assert browser.js("colonnade.snapshot().columns.secondary") == ["Fox"]
    assert browser.js("colonnade.snapshot().window.width") == 1000


def test_typed_api_matches_its_types(browser):
    """Every method colonnade.d.ts declares is on the class, and the typed calls are script
    lines: a refused one throws a ColonnadeError carrying the step."""
    declared = set(re.findall(r"^  (?:static )?([a-zA-Z]+)\(", (ROOT / "web" / "colonnade.d.ts").read_text(), re.M))
    present = set(browser.js("Object.getOwnPropertyNames(Object.getPrototypeOf(colonnade)).concat(Object.getOwnPropertyNames(colonnade.constructor))"))
    assert declared <= present, f"declared but missing: {sorted(declared - present)}"
    result = browser.js("""() => {
      colonnade.reset();
      const events = [];
      colonnade.onEvent((e) => events.push(`${e.column} ${e.route} ${e.id} ${e.event}`));
      colonnade.declareDestination("Animals", "triple");
      colonnade.select("Animals");
      colonnade.resize({ width: 1366, height: 1024 });
      colonnade.show("secondary", "New York");
      colonnade.fold({ posture: "book", x: 683, gap: 0 });
      let refused = null;
      try { colonnade.push("inspector", "x"); } catch (e) { refused = [e.name, e.step.ok, e.message]; }
      return { events, refused, layout: colonnade.layout(), script: colonnade.scriptText() };
    }""")
    assert result["refused"][:2] == ["ColonnadeError", False], result["refused"]
    assert "secondary New York 4 created" in result["events"], result["events"]
    assert 'show secondary "New York"' in result["script"] and "fold book 683 0" in result["script"]
    assert result["layout"]["columns"], result["layout"]
    return f"{len(declared)} declared methods present"

"""Shared set-up for the browser tests: the built page in headless Chromium, and the native CLI.

The system Chromium (Debian's `chromium` package) is driven by Playwright from PyPI; no browser
is downloaded.
"""

import json
import os
import pathlib
import subprocess

from playwright.sync_api import sync_playwright

ROOT = pathlib.Path(__file__).resolve().parents[2]
PAGE = ROOT / "web" / "dist" / "index.html"
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")


def colonnade_binary():
    """The `colonnade` that `swift build` made (scripts/web builds it)."""
    path = subprocess.run(
        ["swift", "build", "--show-bin-path"], cwd=ROOT, check=True, capture_output=True, text=True
    ).stdout.strip()
    return pathlib.Path(path) / "colonnade"


class Browser:
    """One Chromium, one page opened from file://; console errors are collected."""

    def __init__(self, width=2300, height=1400):
        self.playwright = sync_playwright().start()
        self.browser = self.playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        self.page = self.browser.new_page(viewport={"width": width, "height": height})
        self.errors = []
        self.page.on("console", lambda m: m.type in ("error", "warning") and self.errors.append(f"{m.type}: {m.text}"))
        self.page.on("pageerror", lambda e: self.errors.append(f"page error: {e}"))
        self.open()

    def open(self, query=""):
        self.page.goto(PAGE.as_uri() + query)
        self.page.wait_for_selector("body[data-ready=true]", timeout=30000)

    def js(self, expression, argument=None):
        return self.page.evaluate(expression, argument)

    def close(self):
        self.browser.close()
        self.playwright.stop()


# Every shown column's box relative to the window, in points: the page draws playground.scale CSS px
# per point (1 unless the device is scaled down to fit the stage).
BOXES = """() => {
  const win = document.getElementById("window");
  const w = win.getBoundingClientRect();
  const scale = window.playground?.scale ?? 1;
  return {
    width: Number(win.dataset.windowWidth), height: Number(win.dataset.windowHeight),
    columns: [...win.querySelectorAll("[data-column]")].map((el) => {
      const r = el.getBoundingClientRect();
      return { column: el.dataset.column, presentation: el.dataset.presentation, dimmed: el.dataset.dimmed,
        x: (r.left - w.left) / scale, y: (r.top - w.top) / scale, width: r.width / scale, height: r.height / scale };
    }),
  };
}"""

# Chromium lays out in 1/64 px; frames snapped to a 2.625× grid are not exact in that unit.
TOLERANCE = 1 / 32


def compare_boxes(boxes, layout, context):
    """The DOM boxes equal the layout's frames: the same columns, each box within TOLERANCE."""
    problems = []
    shown = {c["column"]: c for c in boxes["columns"]}
    wanted = {c["column"]: c for c in layout["columns"]}
    if sorted(shown) != sorted(wanted):
        return [f"{context}: DOM columns {sorted(shown)} != layout columns {sorted(wanted)}"]
    for name, frame in wanted.items():
        box = shown[name]
        for key in ("x", "y", "width", "height"):
            if abs(box[key] - frame[key]) > TOLERANCE:
                problems.append(f"{context}: {name}.{key} DOM {box[key]} != layout {frame[key]}")
        if box["presentation"] != frame["presentation"]:
            problems.append(f"{context}: {name} presentation {box['presentation']} != {frame['presentation']}")
        if box["dimmed"] != json.dumps(frame.get("dimmed", False)):
            problems.append(f"{context}: {name} data-dimmed {box['dimmed']} != {frame.get('dimmed', False)}")
    return problems

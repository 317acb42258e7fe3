"""The testable contract: the DOM boxes equal `colonnade resolve`'s frames (rules X2, L1)."""

import json
import subprocess
from concurrent.futures import ThreadPoolExecutor

from browser import BOXES, colonnade_binary, compare_boxes

STYLES = [("double", None), ("triple", {"style": "tripleColumn"})]


def differs(page_layout, resolved):
    """Why the page's layout is not resolve's, or None. Collapsed, the one column shown is the
    top of the navigation stack (rule N2), which resolve has no navigation to know: then only
    its frame must match."""
    if page_layout == resolved:
        return None
    if page_layout["collapsed"] and resolved["collapsed"]:
        def geometry(layout):
            return {k: v for k, v in layout.items() if k not in ("columns", "accessibilityOrder")} | {
                "frames": [{k: v for k, v in c.items() if k not in ("column", "backButton")} for c in layout["columns"]]}
        if geometry(page_layout) == geometry(resolved):
            return None
    return f"the page's layout {json.dumps(page_layout)} is not colonnade resolve's {json.dumps(resolved)}"


def resolve(binary, arguments):
    out = subprocess.run([str(binary), "resolve", *arguments, "--format", "json"], check=True, capture_output=True, text=True)
    return json.loads(out.stdout)


def number(value):
    return json.dumps(value)


def resolve_arguments(window, style):
    arguments = ["--width", number(window["width"]), "--height", number(window["height"]), "--scale", number(window["scale"]), "--style", style]
    if window.get("sizeClass"):
        arguments += ["--size-class", window["sizeClass"]]
    for h in window["hinges"]:
        spec = ",".join(number(h[k]) for k in ("x", "y", "width", "height")) + "," + h["state"]
        if h["occluding"]:
            spec += ",occluding"
        arguments += ["--hinge", spec]
    return arguments


def resolve_all(binary, argument_lists):
    with ThreadPoolExecutor(max_workers=2) as pool:
        return list(pool.map(lambda a: resolve(binary, a), argument_lists))


def test_every_catalog_window(browser):
    """Every window of `colonnade devices --format json`, both styles, chosen in the page."""
    binary = colonnade_binary()
    devices = json.loads(subprocess.run([str(binary), "devices", "--format", "json"], check=True, capture_output=True, text=True).stdout)
    windows = [w for d in devices for w in d["windows"]]
    assert len(windows) == len(browser.js("playground.windows.map(w => w.id)")), "the page offers every catalog window"
    problems = []
    for style, config in STYLES:
        layouts = resolve_all(binary, [resolve_arguments(w, style) for w in windows])
        for window, layout in zip(windows, layouts):
            boxes = browser.js(
                "([config, id, boxes]) => { colonnade.reset(config ?? undefined); playground.chooseDevice(id);"
                " return [colonnade.layout(), (new Function('return ' + boxes))()()]; }",
                [config, window["id"], BOXES],
            )
            page_layout, dom = boxes
            context = f"{window['id']} {style}"
            if why := differs(page_layout, layout):
                problems.append(f"{context}: {why}")
            if (dom["width"], dom["height"]) != (window["width"], window["height"]):
                problems.append(f"{context}: data-window-width/height {dom['width']} x {dom['height']}")
            problems += compare_boxes(dom, page_layout, context)
    assert not problems, "\n".join(problems[:20])
    return f"{len(windows)} catalog windows x {len(STYLES)} styles"


def test_width_sweep(browser):
    """A free window swept from 320 to 2000 points: every width for double, every 7th for triple
    with the inspector."""
    binary = colonnade_binary()
    cases = [("double", None, w) for w in range(320, 2001)]
    cases += [("triple", {"style": "tripleColumn", "showsInspector": True}, w) for w in range(320, 2001, 7)]
    problems = []
    for style, config in [("double", None), ("triple", {"style": "tripleColumn", "showsInspector": True})]:
        widths = [w for s, _, w in cases if s == style]
        extra = ["--inspector"] if config and config.get("showsInspector") else []
        layouts = resolve_all(binary, [["--width", str(w), "--height", "900", "--style", style, *extra] for w in widths])
        results = browser.js(
            "([config, widths, boxes]) => { colonnade.reset(config ?? undefined); const measure = new Function('return ' + boxes)();"
            " return widths.map((w) => { colonnade.run(`resize ${w} 900`); return [colonnade.layout(), measure()]; }); }",
            [config, widths, BOXES],
        )
        for width, layout, (page_layout, dom) in zip(widths, layouts, results):
            context = f"{style} {width} x 900"
            if why := differs(page_layout, layout):
                problems.append(f"{context}: {why}")
            problems += compare_boxes(dom, page_layout, context)
    assert not problems, "\n".join(problems[:20])
    return f"{len(cases)} free windows from 320 to 2000 pt"

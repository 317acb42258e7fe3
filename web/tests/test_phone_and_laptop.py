"""The page as ranger and nnn users and app developers try it on a phone (390 × 844, touch) and a
laptop (1440 × 900): every control takes a 44-pixel tap, the titles, back buttons and columns say
what the engine decided after every tap, drag and toggle, and settings keep the session."""

import random
import re

from browser import BOXES, PAGE, compare_boxes
from test_scenarios import SHOTS

PHONE = {"viewport": {"width": 390, "height": 844}, "has_touch": True, "is_mobile": True, "device_scale_factor": 3}
LAPTOP = {"viewport": {"width": 1440, "height": 900}}
# Apple's Human Interface Guidelines: "a hit target of at least 44x44 pt" for every control.
TARGET = 44
# The sample apps' titles for their roots (apps.js).
ROOT_TITLES = {
    "animals": {"sidebar": "Zoo"},
    "photos": {"sidebar": "Shutterbug"},
    "duo": {"root": "Inbox"},
    "blank": {"root": "root"},
}


class Session:
    """A page of its own in a browser context (a phone's or a laptop's); console errors fail it."""

    def __init__(self, browser, context, query=""):
        self.context = browser.browser.new_context(**context)
        self.page = self.context.new_page()
        self.touch = bool(context.get("has_touch"))
        self.errors = browser.errors
        self.page.on("console", lambda m: m.type in ("error", "warning") and self.errors.append(f"{m.type}: {m.text}"))
        self.page.on("pageerror", lambda e: self.errors.append(f"page error: {e}"))
        self.page.goto(PAGE.as_uri() + query)
        self.page.wait_for_selector("body[data-ready=true]", timeout=30000)

    def js(self, expression, argument=None):
        return self.page.evaluate(expression, argument)

    def tap(self, locator):
        if self.touch:
            locator.tap()
        else:
            locator.click()

    def drag(self, locator, dx, dy, steps=8):
        """Drags from the middle of `locator` by (dx, dy) CSS px: a finger on the phone (touch
        events, as Chromium gets them from a touch screen), the mouse on the laptop."""
        locator.scroll_into_view_if_needed()
        box = locator.bounding_box()
        x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
        if not self.touch:
            self.page.mouse.move(x, y)
            self.page.mouse.down()
            self.page.mouse.move(x + dx, y + dy, steps=steps)
            self.page.mouse.up()
            return
        cdp = self.context.new_cdp_session(self.page)
        cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y}]})
        for step in range(1, steps + 1):
            point = {"x": x + dx * step / steps, "y": y + dy * step / steps}
            cdp.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [point]})
        cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
        cdp.detach()

    def close(self):
        self.context.close()


def small_targets(session):
    """Every control on the page and in the device that a finger cannot hit: taps 44 px apart
    across its middle, each way, and at the corners of the square inside them (after scrolling it
    into view) must all land on it. A checkbox's target is its label; a dimmed column's controls
    are behind its scrim, which is the target, wherever nothing floats over it."""
    return session.js(
        """(size) => {
      const controls = [...document.querySelectorAll(
        "#controls select, #controls input, #controls button, #controls textarea, #zoom button, " +
        "#window .column:not(.scrimmed) .row:not(:disabled), #window .column:not(.scrimmed) .thumb, " +
        "#window .column:not(.scrimmed) .navbar button, #window .column.scrimmed .scrim, " +
        "#window .divider:not(.fixed), #corner")];
      const misses = [];
      for (const control of controls) {
        const target = control.type === "checkbox" ? control.closest("label") : control;
        if (target.hidden || target.offsetParent === null && getComputedStyle(target).position !== "fixed") continue;
        target.scrollIntoView({ block: "center", inline: "center" });
        const r = target.getBoundingClientRect();
        const half = size / 2 - 1;
        // A square around the middle; for a dimmed area, any square of it that nothing floats over.
        const middles = [[r.left + r.width / 2, r.top + r.height / 2]];
        if (control.classList.contains("scrim")) {
          for (let x = r.left + half; x < r.right - half; x += half) {
            for (let y = r.top + half; y < r.bottom - half; y += half) middles.push([x, y]);
          }
        }
        let miss = null;
        const lands = ([x, y]) => {
          // A cross 44 px each way through the middle, and the corners of its inner square (a
          // rounded corner takes no tap, in a browser as on a screen).
          const inner = Math.floor(half * 0.7);
          const points = [[0, 0], [-half, 0], [half, 0], [0, -half], [0, half],
            [-inner, -inner], [inner, -inner], [-inner, inner], [inner, inner]];
          for (const [dx, dy] of points) {
            const hit = document.elementFromPoint(x + dx, y + dy);
            if (!hit || !target.contains(hit)) {
              miss ??= `at ${dx}, ${dy} from its middle a tap lands on ${hit ? hit.id || hit.className || hit.tagName : "nothing"}`;
              return false;
            }
          }
          return true;
        };
        if (!middles.some(lands)) {
          const name = control.id || control.dataset.route || control.dataset.zoom || control.className || control.tagName;
          misses.push(`${name} (${Math.round(r.width)} × ${Math.round(r.height)} px): ${miss}`);
        }
      }
      return misses;
    }""",
        TARGET,
    )


# What the engine decided and what the page shows, read in one go.
SHOWN = """() => {
  const s = colonnade.snapshot();
  return { state: s, app: document.getElementById("app").value, device: document.getElementById("device").value,
    size: document.getElementById("window-size").textContent,
    columns: [...document.querySelectorAll("#window [data-column]")].map((el) => {
      const back = el.querySelector(".back"), side = el.querySelector(".sidebar-button");
      return { column: el.dataset.column, title: el.querySelector(".title").textContent,
        back: back.hidden ? null : back.textContent, sidebar: side.hidden ? null : side.getAttribute("aria-pressed"),
        hero: el.querySelector(".hero")?.textContent ?? null,
        current: [...el.querySelectorAll(".row[aria-current=true]")].map((r) => r.dataset.route) };
    }) };
}"""


def label(route, app):
    """A route as the page titles it: its app's root titles, an underscore read as a space."""
    return ROOT_TITLES[app].get(route, route.replace("_", " "))


def untruths(session, context):
    """What the page shows that the engine did not decide: a column's title, hero or back button,
    the sidebar button and its state, the list's marked row, the free window's size, each column's
    box."""
    shown = session.js(SHOWN)
    state, app = shown["state"], shown["app"]
    layout = state["layout"]
    frames = {c["column"]: c for c in layout["columns"]}
    problems = []
    for column in shown["columns"]:
        name, frame, entry = column["column"], frames.get(column["column"]), state["visible"].get(column["column"])
        if frame is None:
            problems.append(f"{context}: {name} is drawn but not in the layout")
            continue
        if entry and name != "inspector" and column["title"] != label(entry["route"], app):
            problems.append(f"{context}: {name}'s title is {column['title']!r}, its pane {entry['route']!r}")
        if entry and column["hero"] is not None and column["hero"] != label(entry["route"], app):
            problems.append(f"{context}: {name} shows {column['hero']!r}, its pane {entry['route']!r}")
        if bool(frame.get("backButton")) != (column["back"] is not None):
            problems.append(f"{context}: {name}'s back button shown {column['back']!r}, layout {frame.get('backButton')}")
        elif column["back"] is not None:
            to = state["backTo"].get(name)
            wanted = f"‹ {label(to, app) if to else 'Back'}"
            if column["back"] != wanted:
                problems.append(f"{context}: {name}'s back button says {column['back']!r}, back goes to {wanted!r}")
        if name == "supplementary" and not layout["collapsed"]:
            detail = state["columns"].get("secondary") or []
            wanted = [detail[0]] if detail and detail[0] in column["current"] + [None] else column["current"]
            if column["current"] != wanted or len(column["current"]) > 1:
                problems.append(f"{context}: the list marks {column['current']}, the detail shows {detail[:1]}")
    window = state["window"]
    if not shown["device"] and shown["size"] != f"{window['width']} × {window['height']} pt":
        problems.append(f"{context}: the free window says {shown['size']!r}, it is {window['width']} × {window['height']}")
    buttons = [c["sidebar"] for c in shown["columns"] if c["sidebar"] is not None]
    wanted = [] if layout["sidebarButton"] == "hidden" else [str(layout["sidebarButton"] == "hideSidebar").lower()]
    if buttons != wanted:
        problems.append(f"{context}: sidebar buttons {buttons} (aria-pressed), engine {layout['sidebarButton']}")
    boxes = session.js("(b) => (new Function('return ' + b))()()", BOXES)
    return problems + compare_boxes(boxes, layout, context)


DEVICES = ["", "iphone-16/portrait", "ipad-air-13-m2-m3/landscape/full", "ipad-air-13-m2-m3/portrait/slide-over",
           "surface-duo/landscape/flat-open"]


def random_action(session, rng):
    """One thing a person does with the page: a tap on a row, back, the sidebar button or a dimmed
    area, a drag of the corner or a divider, a checkbox, a menu, a device. Returns what it did."""
    page = session.page
    kind = rng.choice(["row", "row", "row", "back", "sidebar", "scrim", "corner", "divider", "check", "menu", "device"])
    live = "#window .column:not(.scrimmed)"
    if kind == "row":
        rows = page.locator(f"{live} .row:not(:disabled), {live} .thumb")
        if rows.count():
            row = rows.nth(rng.randrange(rows.count()))
            route = row.get_attribute("data-route")
            session.tap(row)
            return f"tap {route}"
    if kind in ("back", "sidebar"):
        buttons = page.locator(f"{live} .{'back' if kind == 'back' else 'sidebar-button'}:visible")
        if buttons.count():
            session.tap(buttons.first)
            return f"tap {kind}"
    if kind == "scrim" and page.locator("#window .column.scrimmed").count():
        # Where the dimmed area shows, not under what floats over it.
        point = session.js("""() => {
          const scrim = document.querySelector("#window .column.scrimmed .scrim");
          scrim.scrollIntoView({ block: "center", inline: "center" });
          const r = scrim.getBoundingClientRect();
          for (let i = 1; i < 12; i++) for (let j = 1; j < 12; j++) {
            const x = r.left + (r.width * i) / 12, y = r.top + (r.height * j) / 12;
            if (document.elementFromPoint(x, y) === scrim) return [x, y];
          }
          return null;
        }""")
        assert point, "a dimmed column shows no dimmed area to tap"
        (page.touchscreen.tap if session.touch else page.mouse.click)(*point)
        return "tap the dimmed area"
    if kind == "corner" and page.locator("#corner").is_visible():
        dx, dy = rng.randint(-160, 160), rng.randint(-160, 120)
        session.drag(page.locator("#corner"), dx, dy)
        return f"drag the corner {dx}, {dy}"
    if kind == "divider" and page.locator("#window .divider:not(.fixed)").count():
        dx = rng.randint(-90, 90)
        session.drag(page.locator("#window .divider:not(.fixed)").first, dx, 0)
        return f"drag a divider {dx}"
    if kind == "check":
        box = rng.choice(["rail", "compact", "inspector", "rtl", "tint"])
        session.tap(page.locator(f"label:has(#{box})"))
        return f"{box} {'on' if page.locator(f'#{box}').is_checked() else 'off'}"
    if kind == "menu":
        menu = rng.choice(["split-behavior", "display-mode", "size-class", "fold", "preset", "style"])
        value = rng.choice(page.eval_on_selector(f"#{menu}", "s => [...s.options].map(o => o.value)"))
        page.select_option(f"#{menu}", value)
        return f"{menu} {value}"
    if kind == "device":
        device = rng.choice(DEVICES)
        page.select_option("#device", device)
        return f"device {device or 'free'}"
    return None


def test_every_control_takes_a_44_px_tap_on_a_phone(browser):
    """On a phone (390 × 844, touch) every control of the page, and every row, bar button, divider,
    dimmed area and the corner of the app shown (point accurate, the phone's default), takes a
    44 × 44 px tap (Apple's 44-point targets), in the free window and on devices; on a laptop the
    app's rows and bar buttons are 44 points too."""
    session = Session(browser, PHONE)
    try:
        assert session.js("playground.scale") == 1, "a phone starts point accurate"
        checked = []
        for device in ["", "iphone-16/portrait", "ipad-air-13-m2-m3/landscape/full"]:
            session.page.select_option("#device", device)
            session.js("colonnade.run('show secondary Cat')")  # a detail, with its back button where collapsed
            if device.startswith("ipad"):
                session.tap(session.page.locator("label:has(#inspector)"))  # an inspector beside the detail
            misses = small_targets(session)
            assert not misses, f"{device or 'free window'}:\n" + "\n".join(misses)
            checked.append(device or "free")
        # Fit shows the whole iPad on the phone; Point accurate puts it back to its real size.
        session.tap(session.page.locator("#zoom [data-zoom=fit]"))
        assert session.js("playground.scale") < 0.5
        session.tap(session.page.locator("#zoom [data-zoom=points]"))
        assert session.js("playground.scale") == 1
        assert session.js("document.documentElement.scrollWidth") <= 390, "the page scrolls sideways"
        session.page.select_option("#device", "")
        # A finger drags the corner: point accurate, the window follows it point for point.
        before = session.js("colonnade.snapshot().window")
        session.drag(session.page.locator("#corner"), -40, 60)
        after = session.js("colonnade.snapshot().window")
        assert (after["width"], after["height"]) == (before["width"] - 40, before["height"] + 60), (before, after)
        SHOTS.mkdir(parents=True, exist_ok=True)
        session.page.screenshot(path=str(SHOTS / "playground-phone-touch.png"))
    finally:
        session.close()
    laptop = Session(browser, LAPTOP, "?app=animals")
    try:
        laptop.js("playground.chooseDevice('ipad-air-13-m2-m3/landscape/full')")
        sizes = laptop.js("""() => [...document.querySelectorAll("#window .row, #window .navbar button:not([hidden])")]
          .map((e) => [e.getBoundingClientRect().height / playground.scale, e.getBoundingClientRect().width / playground.scale])""")
        assert sizes and min(min(size) for size in sizes) >= TARGET - 0.5, sizes
    finally:
        laptop.close()
    return f"phone: {', '.join(checked)}; laptop: {len(sizes)} rows and bar buttons of 44 points"


def test_the_page_tells_the_truth_after_every_tap_drag_and_toggle(browser):
    """Seeded random sessions as a person plays them, by finger on the phone and by mouse on the
    laptop: after every tap, drag, checkbox, menu and device, each column's title and hero name its
    pane, a back button shows exactly where the layout has one and names where back goes, one
    sidebar button shows its state as the engine has it, the list marks the row the detail shows,
    and every column's box is its frame."""
    steps = 0
    for name, context, seeds in [("phone", PHONE, [3, 4]), ("laptop", LAPTOP, [5, 6])]:
        for seed in seeds:
            app = ["animals", "photos", "duo", "blank"][seed % 4]
            session = Session(browser, context, f"?app={app}")
            rng = random.Random(seed)
            done = []
            try:
                for _ in range(35):
                    action = random_action(session, rng)
                    if action is None:
                        continue
                    done.append(action)
                    steps += 1
                    problems = untruths(session, f"{name} {app} seed {seed} after {done[-4:]}")
                    assert not problems, "\n".join(problems)
            finally:
                session.close()
    return f"{steps} taps, drags and toggles checked on a phone and a laptop"


def session_of(session):
    """What a session is: each column's stack, the selection and the lines run so far."""
    state = session.js("colonnade.snapshot()")
    return {"columns": state["columns"], "selection": state["selection"]}


def test_settings_keep_the_session(browser):
    """After Animals › Cat › Kitten, every setting — rail, compact column on and off, inspector,
    right to left, tint, preset, style, split behaviour, display mode, size class, fold, device —
    keeps the session: Kitten stays, back still leads to Cat, and the script goes on from where it
    was (the engine takes a configuration in place: `set KEY VALUE`)."""
    session = Session(browser, LAPTOP, "?app=animals")
    page = session.page
    try:
        for route in ["Cat", "Kitten"]:
            session.tap(page.locator(f"#window .column:not(.scrimmed) [data-route={route}]"))
        start = session.js("playground.scriptText()")
        kitten = session_of(session)

        def kept(what):
            now = session_of(session)
            assert now["columns"]["secondary"] == ["Cat", "Kitten"], (what, now)
            assert now["selection"] == "Animals", (what, now)
            assert session.js("playground.scriptText()").startswith(start), f"{what} started a new session"
            problems = untruths(session, what)
            assert not problems, "\n".join(problems)

        for box in ["rail", "inspector", "rtl", "tint"]:
            for _ in range(2):
                session.tap(page.locator(f"label:has(#{box})"))
                kept(box)
        for menu, values in [("preset", ["duo", "standard"]), ("style", ["tripleColumn", "doubleColumn"]),
                             ("split-behavior", ["overlay", "automatic"]),
                             ("display-mode", ["secondaryOnly", "automatic"]), ("size-class", ["compact", "auto"]),
                             ("fold", ["book", "flat"])]:
            for value in values:
                page.select_option(f"#{menu}", value)
                kept(f"{menu} {value}")
        script = session.js("playground.scriptText()")
        assert "set preset duo" in script and "set railWidth 80" in script and "set railWidth null" in script
        # The rail applies where it should: a medium window shows it, without a relaunch.
        session.tap(page.locator("label:has(#rail)"))
        session.js("playground.resizeFree(700, 900)")
        assert session.js("colonnade.layout().columns[0].presentation") == "rail"
        kept("rail at 700 wide")
        session.tap(page.locator("label:has(#rail)"))
        session.js("playground.resizeFree(1024, 768)")
        for device in ["iphone-16/portrait", "ipad-air-13-m2-m3/landscape/full", ""]:
            page.select_option("#device", device)
            kept(f"device {device or 'free'}")
        # The compact column: on an iPhone it shows alone, its stack of its own; taken away, the
        # session is as if it had never been there.
        before = session_of(session)
        page.select_option("#device", "iphone-16/portrait")
        session.tap(page.locator("label:has(#compact)"))
        assert session.js("colonnade.layout().columns.map(c => c.column)") == ["compact"]
        session.tap(page.locator("#window [data-column=compact] [data-route=Profile]"))
        session.tap(page.locator("#window [data-column=compact] .back"))
        session.tap(page.locator("#window [data-column=compact] [data-route=Animals]"))
        session.tap(page.locator("label:has(#compact)"))
        assert "compact" not in session.js("colonnade.layout().columns.map(c => c.column)")
        assert session_of(session) == before
        assert not re.search(r"^(show|push|focus) compact", session.js("playground.scriptText()"), re.M)
        kept("compact column off")
        page.select_option("#device", "")
        kept("back to the free window")
        # Back still leads to Cat.
        session.tap(page.locator("#window [data-column=secondary] .back"))
        assert session_of(session)["columns"]["secondary"] == ["Cat"]
        assert kitten["columns"]["secondary"] == ["Cat", "Kitten"]
    finally:
        session.close()
    return "11 settings changed and back, 3 devices: Kitten stayed each time"

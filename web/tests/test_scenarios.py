"""The seeds' scenarios through the page's UI: clicks, drags and controls, not JS calls."""

import os
import pathlib

from browser import BOXES, ROOT, compare_boxes

SHOTS = pathlib.Path(os.environ.get("SCREENSHOTS", ROOT / "web" / "dist" / "screenshots"))


def column(browser, name):
    return browser.page.locator(f"#window [data-column={name}]")


def click_row(browser, column_name, route):
    browser.page.locator(f"#window [data-column={column_name}] [data-route={route}]").click()


def shown(browser):
    return browser.js("[...document.querySelectorAll('#window [data-column]')].map(e => e.dataset.column)")


def title(browser, name):
    return column(browser, name).locator(".title").inner_text()


def back_label(browser, name):
    back = column(browser, name).locator(".back")
    return back.inner_text() if back.is_visible() else None


def drag_corner_to(browser, width, height, steps=25):
    """Drags the free window's corner with the mouse until the window is width × height."""
    box = browser.page.locator("#corner").bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    now = browser.js("colonnade.snapshot().window")
    mouse = browser.page.mouse
    mouse.move(x, y)
    mouse.down()
    mouse.move(x + width - now["width"], y + height - now["height"], steps=steps)
    mouse.up()
    after = browser.js("colonnade.snapshot().window")
    assert (after["width"], after["height"]) == (width, height), after


def assert_drawn(browser, context):
    dom = browser.js("(b) => (new Function('return ' + b))()()", BOXES)
    problems = compare_boxes(dom, browser.js("colonnade.layout()"), context)
    assert not problems, "\n".join(problems)


def test_animals_cat_kitten_and_drag(browser):
    """Seed 001: Animals → Cat → Kitten; drag 1024 → 1366 → 393 → 1366: the detail survives and
    no pane reloads (N3)."""
    click_row(browser, "supplementary", "Cat")
    click_row(browser, "secondary", "Kitten")
    assert title(browser, "secondary") == "Kitten"
    assert back_label(browser, "secondary") == "‹ Cat"
    drag_corner_to(browser, 1366, 1024)
    assert shown(browser) == ["primary", "supplementary", "secondary"]
    mounts = browser.js("playground.mounts")
    kitten = browser.js("document.querySelector('#window [data-column=secondary]').dataset.mount")
    drag_corner_to(browser, 393, 1024, steps=40)
    assert shown(browser) == ["secondary"] and title(browser, "secondary") == "Kitten"
    assert back_label(browser, "secondary") == "‹ Cat"
    assert_drawn(browser, "393 wide")
    drag_corner_to(browser, 1366, 1024, steps=40)
    assert shown(browser) == ["primary", "supplementary", "secondary"]
    assert title(browser, "secondary") == "Kitten"
    assert browser.js("document.querySelector('#window [data-column=secondary]').dataset.mount") == kitten
    assert browser.js("playground.mounts") == mounts, "a pane was created again during the drag"
    SHOTS.mkdir(parents=True, exist_ok=True)
    browser.page.screenshot(path=str(SHOTS / "playground-animals-1366.png"), full_page=True)
    return "Kitten survived 1366 → 393 → 1366; no pane remounted"


def test_profile_has_two_columns(browser):
    """Seed 001: the sidebar switches Animals (three columns) to Profile (two) and back."""
    drag_corner_to(browser, 1366, 1024)
    click_row(browser, "supplementary", "Dog")
    click_row(browser, "primary", "Profile")
    assert shown(browser) == ["primary", "secondary"] and title(browser, "secondary") == "Profile"
    click_row(browser, "primary", "Animals")
    assert shown(browser) == ["primary", "supplementary", "secondary"] and title(browser, "secondary") == "Dog"


def test_back_on_a_phone(browser):
    """On an iPhone 16 the app collapses to one stack; back buttons name where they go (N2)."""
    browser.page.select_option("#device", "iphone-16/portrait")
    assert shown(browser) == ["supplementary"] and title(browser, "supplementary") == "Animals"
    click_row(browser, "supplementary", "Cat")
    assert shown(browser) == ["secondary"] and back_label(browser, "secondary") == "‹ Animals"
    column(browser, "secondary").locator(".back").click()
    assert shown(browser) == ["supplementary"] and back_label(browser, "supplementary") == "‹ Zoo"
    column(browser, "supplementary").locator(".back").click()
    assert shown(browser) == ["primary"] and title(browser, "primary") == "Zoo"
    assert_drawn(browser, "iPhone 16")
    SHOTS.mkdir(parents=True, exist_ok=True)
    browser.page.locator("#device-frame").screenshot(path=str(SHOTS / "playground-iphone-16.png"))


def test_deep_link_before_ready(browser):
    """A link opened before the app is ready waits, then applies (N8)."""
    browser.page.uncheck("#start-ready")
    browser.page.click("#relaunch")
    browser.page.fill("#link", "colonnade://Animals/Cat/Kitten")
    browser.page.click("#open-link")
    assert browser.js("colonnade.snapshot().columns.secondary") == []
    browser.page.click("#ready")
    assert browser.js("colonnade.snapshot().columns.secondary") == ["Cat", "Kitten"]
    assert title(browser, "secondary") == "Kitten"


def test_fold_a_duo_and_a_fold(browser):
    """Seed 003: the mail app on a Surface Duo spanned (double portrait) and a Galaxy Z Fold 5
    half-opened: no column crosses the hinge (L6); lifecycle tint shows."""
    browser.page.select_option("#app", "duo")
    browser.page.select_option("#device", "surface-duo/landscape/flat-open")
    assert "double portrait" in browser.page.locator("#caption").inner_text()
    click_row(browser, "primary", "Welcome")
    layout = browser.js("colonnade.layout()")
    for c in layout["columns"]:
        assert c["x"] + c["width"] <= 540 or c["x"] >= 574, c
    assert shown(browser) == ["primary", "secondary"]
    assert browser.js("document.querySelector('#window [data-column=secondary]').dataset.tint") == "blue"
    assert_drawn(browser, "Surface Duo double portrait")
    SHOTS.mkdir(parents=True, exist_ok=True)
    browser.page.locator("#device-frame").screenshot(path=str(SHOTS / "playground-surface-duo.png"))
    browser.page.select_option("#device", "surface-duo/portrait/folded")
    assert title(browser, "secondary") == "Welcome"  # the message survives folding to one screen
    assert_drawn(browser, "Surface Duo single portrait")
    browser.page.select_option("#device", "galaxy-z-fold-5/portrait/half-opened")
    pixel = 1 / 2.625  # frames snap to device pixels; the fold at 345 pt lies between two
    for c in browser.js("colonnade.layout()")["columns"]:
        assert c["x"] + c["width"] <= 345 + pixel or c["x"] >= 345 - pixel, c
    assert_drawn(browser, "Galaxy Z Fold 5 half-opened")
    # The Fold control folds the free window like a book.
    browser.page.select_option("#fold", "book")
    assert browser.js("colonnade.snapshot().window.hinges") != []


def test_ipad_split_view_and_slide_over(browser):
    """iPad multitasking widths are drawn inside the screen; a screenshot for the README."""
    browser.page.select_option("#device", "ipad-air-13-m2-m3/landscape/full")
    click_row(browser, "supplementary", "Fox")
    assert shown(browser) == ["primary", "supplementary", "secondary"]
    SHOTS.mkdir(parents=True, exist_ok=True)
    browser.page.screenshot(path=str(SHOTS / "playground-ipad.png"), full_page=True)
    browser.page.select_option("#device", "ipad-air-13-m2-m3/landscape/slide-over")
    assert browser.js("colonnade.layout().collapsed")
    assert_drawn(browser, "Slide Over")


def test_controls_and_copy_as_script(browser):
    """Controls become script lines; the copied script replays to the same state."""
    browser.page.check("#inspector")
    browser.page.check("#rtl")
    browser.page.select_option("#display-mode", "oneBesideSecondary")
    assert_drawn(browser, "inspector, RTL")
    browser.page.click("#copy-script")
    script = browser.page.locator("#script").input_value()
    assert "inspector on" in script and "rtl on" in script and "display-mode oneBesideSecondary" in script
    before = browser.js("colonnade.snapshot()")
    lines = [l for l in script.split("\n") if l and not l.startswith("#")]
    browser.js("(lines) => { colonnade.reset(); for (const l of lines) colonnade.run(l); }", lines)
    after = browser.js("colonnade.snapshot()")
    assert after["layout"] == before["layout"] and after["columns"] == before["columns"]


def test_keyboard_follows_reading_order(browser):
    """Tab moves through the columns in the layout's accessibility order, in LTR and RTL."""
    click_row(browser, "supplementary", "Cat")  # every column then holds something to focus
    for rtl in (False, True):
        if rtl:
            browser.page.check("#rtl")
        order = browser.js("colonnade.layout().accessibilityOrder")
        browser.page.focus("#copy-script")
        seen = []
        for _ in range(60):
            browser.page.keyboard.press("Tab")
            name = browser.js("document.activeElement.closest('#window [data-column]')?.dataset.column ?? null")
            if name is None and seen:
                break  # left the window
            if name and (not seen or seen[-1] != name):
                seen.append(name)
        assert seen == order, f"rtl={rtl}: Tab visits {seen}, the layout reads {order}"


def test_divider_drag_and_dismiss(browser):
    """Dragging a divider sends dividerDragged; a tap on the dimmed area dismisses an overlay."""
    drag_corner_to(browser, 1366, 1024)
    divider = browser.page.locator("#window .divider").first
    box = divider.bounding_box()
    primary = browser.js("colonnade.layout().columns[0].width")
    mouse = browser.page.mouse
    mouse.move(box["x"] + box["width"] / 2, box["y"] + 200)
    mouse.down()
    mouse.move(box["x"] + box["width"] / 2 - 40, box["y"] + 200, steps=5)
    mouse.up()
    assert browser.js("colonnade.layout().columns[0].width") < primary
    assert "width primary" in browser.js("playground.scriptText()")
    # Portrait iPad: the sidebar button shows the sidebar over the content, dimming it.
    browser.page.select_option("#device", "ipad-a16/portrait/full")
    column(browser, "supplementary").locator(".sidebar-button").click()
    layout = browser.js("colonnade.layout()")
    assert any(c["presentation"] == "overlay" for c in layout["columns"]), layout
    assert_drawn(browser, "overlay")
    scrim = browser.page.locator("#window [data-column=secondary] .scrim")
    box = scrim.bounding_box()
    scrim.click(position={"x": box["width"] - 20, "y": 200})
    assert not any(c["presentation"] == "overlay" for c in browser.js("colonnade.layout()")["columns"])


def test_log_says_what_changed(browser):
    """simulate's notes reach the log: peek-back only previews, an action that changes nothing says so."""
    for line in ("inspector off", "inspector off", "peek-back"):
        browser.page.fill("#line", line)
        browser.page.press("#line", "Enter")
    browser.page.wait_for_function("document.querySelector('#log li div')?.textContent.includes('peek-back')")
    heads = browser.js("[...document.querySelectorAll('#log li > div:first-child')].map(e => e.textContent)")
    assert heads[0].endswith("peek-back — a preview of back: nothing changed"), heads[:3]
    assert heads[1].endswith("inspector off — nothing changed"), heads[:3]


def test_explain_chain_beside_the_layout(browser):
    """The engine's chain of decisions (colonnade resolve --explain) is shown beside the layout."""
    browser.page.select_option("#device", "ipad-a16/portrait/full")
    column(browser, "supplementary").locator(".sidebar-button").click()
    browser.page.wait_for_function(
        "[...document.querySelectorAll('#chain li')].some(e => e.dataset.rule === 'D4')")
    rules = browser.js("[...document.querySelectorAll('#chain li')].map(e => e.dataset.rule)")
    assert rules == [decision["rule"] for decision in browser.js("colonnade.explain()")], rules
    assert rules[0] == "C2" and "D3" in rules and "L8" in rules and rules[-1] == "N11", rules


def test_a_detail_chosen_in_a_floating_list_dismisses_it(browser):
    """N10 (UIKit's show(_:) goes to "the closest display mode … where the specified column is
    fully visible", as iPad Mail and Notes dismiss their floating columns): the engine's answer to
    the page's `show secondary Cat` already has nothing floating, and the back labels and focus
    are the engine's too (the snapshot's backTo and focus)."""
    browser.page.select_option("#device", "ipad-a16/portrait/full")
    column(browser, "supplementary").locator(".sidebar-button").click()
    browser.page.wait_for_function("colonnade.layout().columns.some(c => c.dimmed)")
    click_row(browser, "supplementary", "Cat")
    browser.page.wait_for_function("colonnade.snapshot().visible.secondary?.route === 'Cat'")
    layout = browser.js("colonnade.layout()")
    assert not any(c["dimmed"] for c in layout["columns"]), layout["columns"]
    assert all(c["presentation"] == "tiled" for c in layout["columns"]), layout["columns"]
    assert browser.js("colonnade.snapshot().focus") in shown(browser)
    click_row(browser, "secondary", "Kitten")
    assert browser.js("colonnade.snapshot().backTo") == {"secondary": "Cat"}
    assert back_label(browser, "secondary") == "‹ Cat"


def test_drag_step_rewrites_only_what_changed(browser):
    """A drag step inside one width class changes only the frames that moved: no text, no node,
    no attribute stays rewritten; the quiet resizes share one log line."""
    browser.js("playground.selectApp('animals')")
    click_row(browser, "supplementary", "Cat")
    browser.js("playground.resizeFree(1300, 1024); playground.flushPanels()")
    records = browser.js("""() => {
      const seen = [];
      const observer = new MutationObserver((list) => {
        for (const r of list) seen.push(r.type === "attributes" ? r.attributeName : r.type);
      });
      observer.observe(document.getElementById("window"), { subtree: true, childList: true,
        attributes: true, characterData: true });
      for (let width = 1298; width >= 1260; width -= 2) playground.resizeFree(width, 1024);
      const found = observer.takeRecords().map((r) => r.type === "attributes" ? r.attributeName : r.type);
      observer.disconnect();
      return seen.concat(found);
    }""")
    # Per step: the window's width (style and data attribute) and the styles of the columns and
    # dividers that moved; nothing else (titles, back buttons and tints stay as written).
    assert set(records) <= {"style", "data-window-width"}, sorted(set(records))
    assert len(records) <= 20 * 6, (len(records), records[:12])
    # Mid-drag the log follows at most every 250 ms: it comes to the last step by itself.
    head = "document.querySelector('#log li > div:first-child').textContent"
    browser.page.wait_for_function(f"{head}.endsWith('resize 1260 1024 (21 resizes, no events)')", timeout=3000)


def test_drag_repaints_only_what_moved(browser):
    """What keeps a drag step's paint small: the free window's frame is flat (rounded corners or
    a shadow repaint the whole frame at every step), the screen sits at whole pixels (at a
    fractional offset the browser repaints the frame and screen whole), nothing clips with the
    window's size, the caption stays as it is (the size shows beside the corner), each column is
    its own compositor layer, and the side panels wait during a drag."""
    browser.js("playground.resizeFree(1300, 1024)")
    caption = browser.js("document.getElementById('caption').textContent")
    styles = browser.js("""() => {
      const frame = getComputedStyle(document.getElementById("device-frame"));
      const screen = document.getElementById("screen").getBoundingClientRect();
      return { shadow: frame.boxShadow, radius: frame.borderRadius, x: screen.x, y: screen.y,
        clips: [getComputedStyle(document.getElementById("screen")).overflow,
          getComputedStyle(document.getElementById("window")).overflow,
          getComputedStyle(document.getElementById("window")).contain],
        layers: [...document.querySelectorAll("#window .column")].map((c) => getComputedStyle(c).willChange) };
    }""")
    assert styles["shadow"] == "none" and styles["radius"] == "0px", styles
    assert styles["clips"] == ["visible", "visible", "size layout style"], styles
    assert styles["x"] == int(styles["x"]) and styles["y"] == int(styles["y"]), styles
    assert styles["layers"] and set(styles["layers"]) == {"transform"}, styles
    texts = browser.js("""async () => {
      const facts = () => document.getElementById("explain").textContent;
      await new Promise((done) => setTimeout(done, 400));
      playground.flushPanels();
      const before = facts();
      const seen = new Set();
      for (let i = 0; i < 20; i++) {
        await new Promise((done) => requestAnimationFrame(done));
        playground.resizeFree(1300 - 2 * (i + 1), 1024);
        playground.flushPanels();
        seen.add(facts());
      }
      return { before, seen: seen.size };
    }""")
    # 20 frames (about 330 ms at 60 Hz): the facts changed at most twice, not 20 times.
    assert texts["seen"] <= 3, texts
    assert browser.js("document.getElementById('caption').textContent") == caption
    assert browser.js("document.getElementById('window-size').textContent") == "1260 × 1024 pt"


def test_system_chrome_from_the_catalog(browser):
    """The status bar, cut-out, home indicator and safe area come from the catalog; on an iPad
    two apps share one status bar (the screen's); a device without figures is marked default."""
    layer = "#system-chrome"
    browser.page.select_option("#device", "iphone-16-pro/portrait")
    assert browser.js(f"document.querySelector('{layer}').dataset.chrome") == "catalog"
    assert browser.js(f"document.querySelector('{layer} .cutout').dataset.kind") == "island"
    navbar = column(browser, "supplementary").locator(".navbar").bounding_box()
    window = browser.page.locator("#window").bounding_box()
    assert navbar["y"] - window["y"] == 0, "the column starts at the window's top"
    assert browser.js("getComputedStyle(document.querySelector('#window .column.at-top .navbar')).paddingTop") == "62px"
    for device in ("ipad-pro-13-m4/landscape/half", "ipad-pro-13-m4/portrait/slide-over"):
        browser.page.select_option("#device", device)
        bars = browser.js("[...document.querySelectorAll('.status-bar')].filter(e => e.offsetParent).map(e => e.closest('#window') ? 'window' : 'screen')")
        assert bars == ["screen"], (device, bars)
        screen_width = browser.js("document.getElementById('screen').getBoundingClientRect().width")
        bar_width = browser.js(f"document.querySelector('{layer} .status-bar').getBoundingClientRect().width")
        assert bar_width == screen_width, (device, bar_width, screen_width)
    browser.page.select_option("#device", "surface-duo/portrait/folded")
    assert browser.js(f"document.querySelector('{layer}').dataset.chrome") == "default"


def test_drag_draws_the_engines_state(browser):
    """A quiet resize is drawn from the step's own answer (no second call to the engine): the
    state drawn is the engine's, at every step of a drag across every width class and back."""
    browser.js("playground.selectApp('animals'); playground.chooseDevice('')")
    click_row(browser, "supplementary", "Cat")
    mismatches = browser.js("""() => {
      const bad = [];
      for (const width of [...Array(140).keys()].map((i) => i < 70 ? 1366 - 14 * i : 400 + 14 * (i - 70))) {
        playground.resizeFree(width, 1024);
        if (JSON.stringify(playground.state) !== JSON.stringify(colonnade.snapshot())) bad.push(width);
      }
      return bad;
    }""")
    assert mismatches == [], mismatches


def test_navigation_rail(browser):
    """Rule L13 (WinUI NavigationView LeftCompact, Material 3's navigation rail): with the rail on,
    a medium window shows the sidebar as an 80-point strip of icons, the destination shown marked;
    the sidebar button shows the full sidebar in its place and hides it back to the rail."""
    browser.page.locator("#rail").check()
    drag_corner_to(browser, 700, 900)
    layout = browser.js("colonnade.layout()")
    rail = next(c for c in layout["columns"] if c["column"] == "primary")
    assert (rail["presentation"], rail["x"], rail["width"]) == ("rail", 0, 80), rail
    assert layout["sidebarButton"] == "showSidebar", layout
    assert_drawn(browser, "rail at 700 × 900")
    current = column(browser, "primary").locator(".row[aria-current=true]")
    assert current.get_attribute("data-route") == "Animals"
    icon = browser.js(
        "getComputedStyle(document.querySelector('#window [data-column=primary] .row'), '::before').content")
    assert icon not in ("", "none", "normal"), icon
    assert title(browser, "primary") == "" or not column(browser, "primary").locator(".title").is_visible()
    column(browser, "supplementary").locator(".sidebar-button").click()
    assert browser.js("colonnade.layout().columns[0].presentation") != "rail"
    assert_drawn(browser, "sidebar shown")
    browser.page.locator("#window [data-column=primary] .sidebar-button").click()
    assert browser.js("colonnade.layout().columns[0].presentation") == "rail"
    assert_drawn(browser, "rail again")


def test_compact_column(browser):
    """Rule L14 (UIKit's UISplitViewController.Column.compact: "If a view controller is set for this
    column, that view controller is shown when isCollapsed is true"): on a phone the compact column
    shows alone and drills down inside its own stack; on an iPad the columns show as before."""
    browser.page.locator("#compact").check()
    browser.page.select_option("#device", "iphone-16/portrait")
    assert shown(browser) == ["compact"] and title(browser, "compact") == "Tabs"
    click_row(browser, "compact", "Animals")
    click_row(browser, "compact", "Cat")
    assert shown(browser) == ["compact"] and back_label(browser, "compact") == "‹ Animals"
    assert browser.js("colonnade.snapshot().focus") == "compact"
    assert_drawn(browser, "compact column on an iPhone 16")
    column(browser, "compact").locator(".back").click()
    assert title(browser, "compact") == "Animals"
    browser.page.select_option("#device", "ipad-air-13-m2-m3/landscape/full")
    assert "compact" not in shown(browser) and "secondary" in shown(browser), shown(browser)
    assert_drawn(browser, "compact column hidden on an iPad")


def test_levitated_extra_pane(browser):
    """Rule L15 (Compose's AdaptStrategy.Levitate): with the extra pane levitating, presenting it
    floats it centred over a scrim that dims every other column; a tap on the scrim dismisses it."""
    browser.page.locator("#levitate").check()
    drag_corner_to(browser, 1200, 800)
    browser.page.locator("#inspector").check()
    layout = browser.js("colonnade.layout()")
    extra = next(c for c in layout["columns"] if c["column"] == "inspector")
    assert extra["presentation"] == "levitated", layout
    assert abs(extra["x"] + extra["width"] / 2 - 600) < 1, extra
    assert all(c["dimmed"] for c in layout["columns"] if c["column"] != "inspector"), layout
    pane = browser.page.locator("#window [data-column=inspector]")
    assert pane.get_attribute("data-presentation") == "levitated"
    assert browser.js(
        "getComputedStyle(document.querySelector('#window [data-column=inspector]')).borderRadius") == "28px"
    assert_drawn(browser, "levitated extra pane")
    scrim = browser.page.locator("#window [data-column=secondary] .scrim")
    box = scrim.bounding_box()
    scrim.click(position={"x": box["width"] - 20, "y": 100})
    assert not any(c["presentation"] == "levitated" for c in browser.js("colonnade.layout()")["columns"])

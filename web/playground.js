// The playground page: draws the engine's state as an app in a device frame, and turns every
// click, drag and control into a `colonnade simulate` line run through colonnade.js.
import { Colonnade } from "./colonnade.js";
import { apps, label, colourOf } from "./apps.js";

const $ = (id) => document.getElementById(id);
const page = {
  app: apps.animals,
  appName: "animals",
  device: null,
  state: null,
  panes: new Map(), // "column/entryID" → element: kept while the entry lives, so nothing reloads
  lines: [], // the session as script lines (comments included)
  mounts: 0, // how many pane elements were ever created
  scale: 1, // how much the device is scaled to fit the stage (CSS px per point)
  history: [], // lines typed in "Run a line", oldest first
  historyAt: 0, // where ↑ and ↓ are in the history
  freeFold: "flat", // the free window's fold and size class, kept while a device is chosen
  freeSizeClass: "auto",
  compactSteps: new Set(), // indexes in colonnade.replay of the steps that acted on the compact column
  // "fit" (scaled down to show the whole device) or "points" (one CSS px a point: Simulator's
  // Point Accurate). A touch screen of a phone's width starts point accurate: fitted, the app's
  // 44-point controls would be smaller than a finger.
  zoom: touchPhone() ? "points" : "fit",
  configured: {}, // the configuration controls' values the engine has
};

function decodeBase64(text) {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

// ---------- writing only what changed ----------
// A drag step rewrites nothing that stays the same: each element remembers what the page last
// wrote into it, so an unchanged style, attribute or text costs no style or layout work.

function setStyle(element, name, value) {
  const written = (element.$written ??= {});
  if (written[name] === value) return;
  written[name] = value;
  element.style[name] = value;
}

function setData(element, name, value) {
  const written = (element.$written ??= {});
  const key = "data-" + name;
  if (written[key] === value) return;
  written[key] = value;
  element.dataset[name] = value;
}

/** Changes the element's one text node in place: no node is created, so none is collected. */
function setText(element, value) {
  const written = (element.$written ??= {});
  if (written.text === value) return;
  written.text = value;
  const node = element.firstChild;
  if (node && node === element.lastChild && node.nodeType === Node.TEXT_NODE) node.data = value;
  else element.textContent = value;
}

function setHidden(element, value) {
  if (element.hidden !== value) element.hidden = value;
}

function setClass(element, name, on) {
  const written = (element.$written ??= {});
  const key = "class " + name;
  if (written[key] === on) return;
  written[key] = on;
  element.classList.toggle(name, on);
}

// ---------- running lines ----------

/** Runs one line; the step listener logs and draws it. Returns the simulate object. */
function run(line) {
  return colonnade.run(line);
}

/** Every line run, from the page or from outside (window.colonnade.run), is drawn. */
function stepped(result) {
  if (actsOnCompact(result.action)) page.compactSteps.add(colonnade.replay.length - 1);
  page.lines.push(result.action);
  log(result);
  const quiet = quietResize(result);
  if (quiet) page.resizedAt = performance.now();
  else page.scriptNow = true;
  draw(quiet ? resizedState(result) : null);
}

/**
 * The state after a resize that raised no event and no effect, without asking the engine: the
 * step's own layout, columns and stack, the new window size, and the rest as it was (nothing
 * appeared, disappeared or changed lifecycle state, or an event would say so). A drag step
 * then costs one JSON answer, not two. Null when there is no state to start from.
 */
function resizedState(result) {
  const [, width, height] = result.action.split(" ").map(Number);
  if (!page.state || !(width > 0) || !(height > 0)) return null;
  const { layout, columns, stack, canGoBack } = result;
  return { ...page.state, layout, columns, stack, canGoBack, window: { ...page.state.window, width, height } };
}

/**
 * Whether a line acted on UIKit's compact column (rule L14): shown or pushed in it, focused, or a
 * back while it was on screen (page.state is still the state before the step).
 */
function actsOnCompact(action) {
  if (/^(show|push|focus) compact\b/.test(action)) return true;
  return action === "back" && Boolean(page.state?.layout.columns.some((c) => c.column === "compact"));
}

/** Whether the page is on a touch screen of a phone's width. */
function touchPhone() {
  return matchMedia("(pointer: coarse) and (max-width: 900px)").matches;
}

/**
 * The free window a session starts with: 1024 × 768, or on a touch phone as wide as the stage
 * shows it point accurate (its corner included) and 60 % of the screen's height.
 */
function freshFree() {
  if (!touchPhone()) return { width: 1024, height: 768 };
  const stage = $("stage");
  const padding = getComputedStyle(stage);
  const room = stage.clientWidth - parseFloat(padding.paddingLeft) - parseFloat(padding.paddingRight);
  // The free window's frame (2 px a side) and its corner, which hangs 28 px beyond it.
  return { width: Math.max(240, Math.floor(room - 4 - 28)), height: Math.max(320, Math.round(window.innerHeight * 0.6)) };
}

/** After any reset the page shows the fresh session: the fresh free window (freshFree). */
function wasReset() {
  page.compactSteps = new Set();
  page.lines = [];
  page.panes.clear();
  page.device = null;
  page.free = freshFree();
  $("device").value = "";
  $("window").replaceChildren();
  $("log").replaceChildren();
  page.logQueue = [];
  placeCorner();
  draw();
}

function configuration() {
  const config = {};
  if ($("preset").value !== "standard") config.preset = $("preset").value;
  if ($("style").value !== "doubleColumn") config.style = $("style").value;
  // The sidebar as a navigation rail where it is hidden side by side (rule L13).
  if ($("rail").checked) config.railWidth = 80;
  // The extra pane levitates over a scrim (rule L15, Compose's AdaptStrategy.Levitate).
  if ($("levitate").checked) {
    config.inspectorStyle = "extraPane";
    config.extraPaneAdaptStrategy = "levitate";
  }
  return config;
}

/** Starts the app again: reset, then the app's launch lines and the window. */
function launch({ ready = $("start-ready").checked } = {}) {
  const config = configuration();
  page.configured = Object.fromEntries(["preset", "style", "rail"].map((id) => [id, setting(id)]));
  const device = page.device;
  const free = page.free;
  colonnade.reset(Object.keys(config).length ? config : undefined);
  page.device = device;
  page.free = free;
  $("device").value = device ? device.id : "";
  const lines = [];
  for (const destination of page.app.destinations) lines.push(`destination ${destination.name} ${destination.style}`);
  lines.push(...windowLines(page.device));
  for (const [id, verb] of [["split-behavior", "split-behavior"], ["display-mode", "display-mode"]]) {
    if ($(id).value !== "automatic") lines.push(`${verb} ${$(id).value}`);
  }
  // windowLines set the free window's size class; a device without one takes the control's.
  if (page.device && !page.device.sizeClass && $("size-class").value !== "auto") {
    lines.push(`size-class ${$("size-class").value}`);
  }
  if ($("inspector").checked) lines.push("inspector on");
  if ($("rtl").checked) lines.push("rtl on");
  if (page.app.select) lines.push(`select ${page.app.select}`);
  // UIKit's compact column: a collapsed window shows its own stack alone (rule L14).
  if ($("compact").checked) lines.push("show compact Tabs");
  if (ready) lines.push("ready");
  for (const line of lines) run(line);
  applyCatalogHinges(page.device);
  draw();
}

/**
 * A configuration control changed: the session goes on, as an app's does when it changes its
 * split view's configuration. The engine takes the new configuration in place (`set KEY VALUE`);
 * a refused value puts the control back and says why. The compact column comes with its root
 * (`show compact Tabs`); taken away, the session is played again without what went into it.
 */
function configure(id) {
  if (id === "compact") return $("compact").checked ? run("show compact Tabs") : replayWithoutCompact();
  const lines = {
    // A preset replaces the whole configuration: the rail and the style controls go back in.
    preset: [`set preset ${$("preset").value}`, ...($("rail").checked ? ["set railWidth 80"] : []),
      ...($("style").value !== "doubleColumn" ? [`set style ${$("style").value}`] : []),
      ...($("levitate").checked ? ["set inspectorStyle extraPane", "set extraPaneAdaptStrategy levitate"] : [])],
    rail: [`set railWidth ${$("rail").checked ? 80 : "null"}`],
    style: [`set style ${$("style").value}`],
    // The extra pane levitates over a scrim (rule L15, Compose's AdaptStrategy.Levitate).
    levitate: $("levitate").checked
      ? ["set inspectorStyle extraPane", "set extraPaneAdaptStrategy levitate"]
      : ["set extraPaneAdaptStrategy hide"],
  }[id];
  for (const line of lines) {
    const result = run(line);
    if (!result.ok) {
      setting(id, page.configured[id]);
      lineStatus(`${line}: ${result.error}`, true);
      return;
    }
  }
  page.configured[id] = setting(id);
}

/** A configuration control's value; with `value`, sets it first. */
function setting(id, value) {
  const control = $(id);
  const key = control.type === "checkbox" ? "checked" : "value";
  if (value !== undefined) control[key] = value;
  return control[key];
}

/** Starts again from the same configuration and plays every step but the compact column's. */
function replayWithoutCompact() {
  const steps = colonnade.replay.filter((_, index) => !page.compactSteps.has(index));
  const { device, free } = page;
  colonnade.reset(colonnade.configuration || undefined);
  page.device = device;
  page.free = free;
  $("device").value = device ? device.id : "";
  for (const [call, text] of steps) {
    if (call === "colonnade_run") run(text);
    else if (call === "colonnade_hinges") setCatalogHinges(JSON.parse(text));
  }
  if (!device) placeCorner();
  draw();
}

/** The lines that put the window in a catalog window (or the free window). */
function windowLines(device) {
  // The old fold goes first: simulate keeps a fold across a resize, which a smaller window refuses.
  const unfold = colonnade.snapshot().window.hinges.length > 0 ? ["fold flat"] : [];
  if (!device) {
    // Back from a device: the free window has scale 1 and its own size class and fold.
    const now = colonnade.snapshot().window;
    const lines = [...unfold, `resize ${page.free.width} ${page.free.height}`];
    if (now.scale !== 1) lines.push("scale 1");
    if ((now.sizeClass ?? "auto") !== $("size-class").value) lines.push(`size-class ${$("size-class").value}`);
    return [...lines, ...foldLines(page.free)];
  }
  const lines = [...unfold, `resize ${device.width} ${device.height}`];
  if (device.scale !== 1) lines.push(`scale ${device.scale}`);
  lines.push(`size-class ${device.sizeClass ?? "auto"}`);
  const fold = foldOf(device.hinges);
  if (fold) lines.push(fold);
  return lines;
}

/** The `fold` line for catalog hinges, or null when the verb cannot say them. */
function foldOf(hinges) {
  if (hinges.length === 0) return null;
  if (hinges.length > 1) return undefined;
  const [h] = hinges;
  const vertical = h.orientation === "vertical";
  const gap = vertical ? h.width : h.height;
  if (h.state === "halfOpened" && h.occluding === gap > 0) {
    return vertical && h.y === 0 ? `fold book ${h.x} ${gap}` : !vertical && h.x === 0 ? `fold tabletop ${h.y} ${gap}` : undefined;
  }
  if (h.state === "flat" && h.occluding && vertical && h.y === 0) return `fold dual ${h.x} ${gap}`;
  return undefined;
}

/** Catalog hinges the `fold` verb cannot say go in directly, and the script says so. */
function applyCatalogHinges(device) {
  if (!device || foldOf(device.hinges) !== undefined) return;
  setCatalogHinges(device.hinges);
  draw();
}

function setCatalogHinges(hinges) {
  const result = colonnade.setHinges(hinges);
  if (result.ok) page.lines.push(`# the catalog's hinges, which no fold line can say: ${JSON.stringify(hinges)}`);
  log({ step: "·", action: "hinges from the catalog", ...result });
}

/** The `fold` line for the Fold control's posture in a window of `size`; none when flat. */
function foldLines(size) {
  const fold = $("fold").value;
  if (fold === "flat") return [];
  if (fold === "book") return [`fold book ${Math.round(size.width / 2)} 0`];
  if (fold === "tabletop") return [`fold tabletop ${Math.round(size.height / 2)} 0`];
  return [`fold dual ${Math.round((size.width - 34) / 2)} 34`];
}

/** The Fold control's name for hinges: the device's own posture. */
function postureOf(hinges) {
  if (hinges.length === 0) return "flat";
  const [h] = hinges;
  if (h.state === "flat") return "dual";
  return h.orientation === "vertical" ? "book" : "tabletop";
}

// ---------- drawing ----------

function draw(known) {
  const state = known ?? colonnade.snapshot();
  page.state = state;
  const win = $("window");
  const { width, height } = state.window;
  setData(win, "windowWidth", String(width));
  setData(win, "windowHeight", String(height));
  setStyle(win, "width", `${width}px`);
  setStyle(win, "height", `${height}px`);
  const dir = state.window.rtl ? "rtl" : "ltr";
  if (win.dir !== dir) win.dir = dir;
  setClass(win, "tinted", $("tint").checked);
  drawScreen(state);

  const layout = state.layout;
  const alive = new Set();
  const order = [...layout.accessibilityOrder];
  for (const c of layout.columns) if (!order.includes(c.column)) order.push(c.column);
  const overlay = layout.columns.some(
    (c) => c.presentation === "overlay" || c.presentation === "sheet" || c.presentation === "levitated");
  const hasDimmedFlag = layout.columns.some((c) => "dimmed" in c);
  const leading = leadingColumn(state);
  let previous = null;
  for (const name of order) {
    const frame = layout.columns.find((c) => c.column === name);
    if (!frame) continue;
    const entry = state.visible[name];
    const key = `${name}/${entry ? entry.id : "empty"}`;
    alive.add(key);
    let pane = page.panes.get(key);
    if (!pane) {
      pane = document.createElement("section");
      pane.className = "column";
      pane.dataset.column = name;
      pane.dataset.mount = String(++page.mounts);
      page.panes.set(key, pane);
      fill(pane, name, entry);
    }
    setData(pane, "presentation", frame.presentation);
    const dimmed = frame.dimmed === true;
    setData(pane, "dimmed", String(dimmed));
    setStyle(pane, "left", `${frame.x}px`);
    setStyle(pane, "top", `${frame.y}px`);
    setStyle(pane, "width", `${frame.width}px`);
    setStyle(pane, "height", `${frame.height}px`);
    const floating = ["overlay", "sheet", "levitated"].includes(frame.presentation);
    const scrim = dimmed || (!hasDimmedFlag && overlay && !floating);
    setClass(pane, "scrimmed", scrim);
    setClass(pane, "at-top", frame.y < 0.5);
    setClass(pane, "at-left", frame.x < 0.5);
    setClass(pane, "at-right", frame.x + frame.width > width - 0.5);
    updateChrome(pane, name, frame, entry, state, leading);
    const tint = entry ? state.panes.find((p) => p.id === entry.id) : undefined;
    setData(pane, "tint", tint ? tint.tint : "none");
    // Reading order: the DOM follows the layout's accessibility order, so Tab does too.
    if (previous ? previous.nextSibling !== pane : win.firstChild !== pane) {
      if (previous) previous.after(pane);
      else win.prepend(pane);
    }
    previous = pane;
  }
  for (const [key, pane] of page.panes) {
    if (!alive.has(key)) {
      pane.remove();
      if (!stillInStack(key, state)) page.panes.delete(key);
    }
  }
  drawDividers(layout);
  drawHinges(state.window.hinges);
  panelsLater();
}

/** How long after the last resize a drag counts as over (ms). */
const DRAG_REST = 300;
/** During a drag, the side panels update at most this often (ms). */
const DRAG_PANELS = 250;

/**
 * The log, the facts and the chain follow at the next frame, once however many steps ran. During
 * a drag (a resize in the last DRAG_REST ms) they update at most every DRAG_PANELS ms, unless a
 * step raised an event or an effect: a frame that repaints a panel and the window repaints the
 * whole page between them. The script (a text growing with every step) waits for the drag's end.
 * Nothing here arms a timer per step: a drag step only notes the time.
 */
function panelsLater() {
  if (!page.scriptTimer) page.scriptTimer = setTimeout(scriptWhenStill, DRAG_REST);
  if (page.panelsPending) return;
  page.panelsPending = true;
  requestAnimationFrame(flushPanels);
}

function dragging(now) {
  return now - (page.resizedAt ?? -Infinity) < DRAG_REST;
}

function flushPanels() {
  page.panelsPending = false;
  const now = performance.now();
  const moving = dragging(now);
  if (moving && !page.logQueue?.some((result) => !quietResize(result))) {
    const wait = DRAG_PANELS - (now - (page.panelsAt ?? -Infinity));
    if (wait > 0) {
      page.panelsTimer ||= setTimeout(() => {
        page.panelsTimer = 0;
        flushPanels();
      }, wait);
      return;
    }
  }
  clearTimeout(page.panelsTimer);
  page.panelsTimer = 0;
  page.panelsAt = now;
  flushLog();
  // Laying out a textarea of hundreds of lines is the costliest thing a frame could do.
  if (page.scriptNow && !moving) showScript();
  explain(page.state);
}

/** The script once the page has been still for DRAG_REST ms, and the panels' last update. */
function scriptWhenStill() {
  page.scriptTimer = 0;
  const wait = DRAG_REST - (performance.now() - (page.resizedAt ?? -Infinity));
  if (wait > 0) {
    page.scriptTimer = setTimeout(scriptWhenStill, wait);
    return;
  }
  showScript();
  flushPanels();
}

function showScript() {
  page.scriptNow = false;
  if (page.scriptEdited) return; // the user's edit waits for Replay
  const text = scriptText();
  if ($("script").value !== text) $("script").value = text;
}

/**
 * Scales the device down (never up) to fit the stage's width and the viewport's height, so the
 * whole device and its free window's corner show on a laptop or a phone. Measured only when the
 * device or the window's size changed (`key`), and held while the corner is dragged: the pointer
 * then moves in the scale the drag began with.
 */
function fitStage(key) {
  if (page.holdScale || key === page.fitKey) return;
  page.fitKey = key;
  const frame = $("device-frame");
  const stage = $("stage");
  const corner = page.device ? 0 : 28; // the free window's corner hangs below and right of it
  const width = frame.offsetWidth + corner;
  const height = frame.offsetHeight + corner;
  const padding = getComputedStyle(stage);
  const room = stage.clientWidth - parseFloat(padding.paddingLeft) - parseFloat(padding.paddingRight);
  const tall = Math.max(200, window.innerHeight - 64); // the caption above the device
  const scale = page.zoom === "points" ? 1 : Math.min(1, room / width, tall / height);
  page.scale = scale;
  setClass(stage, "points", page.zoom === "points");
  for (const button of $("zoom").children) {
    const pressed = String(button.dataset.zoom === page.zoom);
    if (button.getAttribute("aria-pressed") !== pressed) button.setAttribute("aria-pressed", pressed);
  }
  setStyle(frame, "transform", scale < 1 ? `scale(${scale})` : "");
  setStyle($("fit"), "height", scale < 1 ? `${Math.ceil(height * scale)}px` : "");
  setStyle($("fit"), "width", scale < 1 ? `${Math.ceil(width * scale)}px` : "");
}

/** After the viewport changed: fit the device again. */
function refit() {
  page.fitKey = null;
  if (page.state) drawScreen(page.state);
}

/** Shows what a typed or pasted line did, under the line. */
function lineStatus(text, failed) {
  setText($("line-status"), text);
  setClass($("line-status"), "failed", failed);
}

/** Remembers a typed line for ↑ and ↓ (once, newest last). */
function remember(line) {
  if (page.history[page.history.length - 1] !== line) page.history.push(line);
  page.historyAt = page.history.length;
}

/** Runs a typed line; a refused or mistyped line stays in the field, selected, to be fixed. */
function runTyped(line) {
  remember(line);
  let result;
  try {
    result = run(line);
  } catch (error) {
    result = { ok: false, error: error.message };
  }
  if (result && !result.ok) {
    lineStatus(`${result.error} — fix the line and press Enter`, true);
    $("line").select();
    return;
  }
  $("line").value = "";
  lineStatus(result ? `${result.step}. ${result.action}` : "a comment: nothing to run", false);
}

/** Runs a pasted script line by line (colonnade.runScript); says how many ran and failed. */
function runPasted(text) {
  for (const line of text.split(/\r?\n/)) if (line.trim()) remember(line.trim());
  const results = colonnade.runScript(text.replace(/\r/g, ""));
  const failed = results.filter((r) => !r.ok).length;
  lineStatus(`ran ${results.length} lines${failed ? `, ${failed} refused (see the log)` : ""}`, failed > 0);
}

/** Starts again and runs the script box's text, edited or not; its config header is read. */
function replay(text) {
  const config = /^# config\.json: (.*)$/m.exec(text)?.[1];
  colonnade.reset(config || undefined);
  page.scriptEdited = false;
  const results = colonnade.runScript(text.replace(/\r/g, ""));
  const now = colonnade.snapshot().window;
  page.free = { width: now.width, height: now.height };
  $("fold").value = postureOf(now.hinges);
  $("size-class").value = now.sizeClass ?? "auto";
  placeCorner();
  draw();
  const failed = results.filter((r) => !r.ok).length;
  lineStatus(`replayed ${results.length} lines${failed ? `, ${failed} refused (see the log)` : ""}`, failed > 0);
}

/** Whether a pane's entry is still in a stack (then it comes back as it was). */
function stillInStack(key, state) {
  const id = Number(key.split("/")[1]);
  return state.panes.some((p) => p.id === id);
}

function drawScreen(state) {
  const device = page.device;
  const frame = $("device-frame");
  const screen = $("screen");
  setData(frame, "kind", device ? device.kind : "free");
  const { width, height } = state.window;
  let screenWidth = width;
  let screenHeight = height;
  let left = 0;
  if (device && device.screen && device.kind === "ipad") {
    screenWidth = device.screen.width;
    screenHeight = device.screen.height;
    left = device.slideOver ? screenWidth - width - 10 : 0;
  }
  setStyle(screen, "width", `${screenWidth}px`);
  setStyle(screen, "height", `${screenHeight}px`);
  setStyle($("window"), "left", `${left}px`);
  setStyle($("window"), "top", device?.slideOver ? "10px" : "0px");
  setClass(screen, "multitasking", screenWidth !== width);
  drawSystemChrome(device, { width: screenWidth, height: screenHeight }, { left, top: device?.slideOver ? 10 : 0, width, height });
  setHidden($("corner"), Boolean(device));
  const caption = device
    ? `${device.deviceName} — ${device.label}: ${width} × ${height} ${device.unit}`
    : "Free window — drag the corner to resize it";
  fitStage(`${device ? device.id : "free"} ${screenWidth} ${screenHeight}`);
  const size = page.zoom === "points" ? " · point accurate" : page.scale < 1 ? ` · shown at ${Math.round(page.scale * 100)} %` : "";
  setText($("caption"), caption + size);
  if (!device) setText($("window-size"), `${width} × ${height} pt`);
}

/**
 * The system's parts of the device held this way: the catalog's figures (status bar, safe area,
 * cut-out), else a default per kind (Android and Surface Duo: no published per-device figure).
 * None for a desktop or the free window.
 */
function chromeOf(device, screen) {
  if (!device || device.kind === "desktop") return null;
  const figures = device.chrome?.[device.orientation];
  if (figures) {
    return { source: "catalog", statusBar: figures.statusBar, safe: figures.safeArea, cutout: figures.cutout,
      home: device.chrome.homeIndicator && figures.safeArea.bottom > 0 };
  }
  const spanned = device.hinges.length > 0;
  const hole = { kind: "punch-hole", rect: { x: screen.width * (spanned ? 0.75 : 0.5) - 8, y: 4, width: 16, height: 16 } };
  return { source: "default", statusBar: 24, safe: { top: 24, left: 0, bottom: 24, right: 0 },
    cutout: device.kind === "dual" ? null : hole, home: true };
}

/** Draws the chrome on the screen, once, whatever windows share it (as iPadOS does). */
function drawSystemChrome(device, screen, win) {
  const layer = $("system-chrome");
  const chrome = chromeOf(device, screen);
  setHidden(layer, !chrome);
  const w = $("window");
  const inset = chrome ? chrome.safe : { top: 0, left: 0, bottom: 0, right: 0 };
  // The window's own safe area: the screen's insets where the window reaches the screen's edges.
  const safe = {
    top: Math.max(0, inset.top - win.top),
    left: Math.max(0, inset.left - win.left),
    right: Math.max(0, inset.right - (screen.width - win.left - win.width)),
    bottom: Math.max(0, inset.bottom - (screen.height - win.top - win.height)),
  };
  for (const side of ["top", "left", "right", "bottom"]) setStyleVar(w, `--safe-${side}`, `${safe[side]}px`);
  if (!chrome) return;
  setData(layer, "chrome", chrome.source);
  const bar = layer.querySelector(".status-bar");
  setHidden(bar, chrome.statusBar === 0);
  setStyle(bar, "width", `${screen.width}px`);
  setStyle(bar, "height", `${chrome.statusBar}px`);
  const island = chrome.cutout && chrome.cutout.kind !== "punch-hole" && chrome.cutout.rect.y < chrome.statusBar;
  setStyle(bar, "padding", island ? `0 ${Math.round(screen.width * 0.09)}px` : "0 18px");
  const cut = layer.querySelector(".cutout");
  setHidden(cut, !chrome.cutout);
  if (chrome.cutout) {
    const r = chrome.cutout.rect;
    setData(cut, "kind", chrome.cutout.kind);
    setStyle(cut, "left", `${r.x}px`);
    setStyle(cut, "top", `${r.y}px`);
    setStyle(cut, "width", `${r.width}px`);
    setStyle(cut, "height", `${r.height}px`);
    setStyle(cut, "borderRadius", chrome.cutout.kind === "notch" ? "0 0 18px 18px" : `${Math.min(r.width, r.height) / 2}px`);
  }
  const home = layer.querySelector(".home-indicator");
  setHidden(home, !chrome.home);
  const length = device.kind === "android" || device.kind === "dual" ? 108 : Math.min(device.kind === "ipad" ? 320 : 140, screen.width * 0.36);
  setStyle(home, "width", `${length}px`);
  // Across a vertical hinge the handle sits on the trailing screen, clear of the gap.
  const hinge = device.hinges.find((h) => h.orientation === "vertical" && h.width > 0);
  const from = hinge ? hinge.x + hinge.width : 0;
  setStyle(home, "left", `${from + (screen.width - from - length) / 2}px`);
  setStyle(home, "top", `${screen.height - inset.bottom / 2 - 2.5}px`);
  const area = layer.querySelector(".safe-area");
  const any = inset.top || inset.left || inset.right || inset.bottom;
  setHidden(area, !any);
  setStyle(area, "left", `${win.left + safe.left}px`);
  setStyle(area, "top", `${win.top + safe.top}px`);
  setStyle(area, "width", `${Math.max(0, win.width - safe.left - safe.right)}px`);
  setStyle(area, "height", `${Math.max(0, win.height - safe.top - safe.bottom)}px`);
}

function setStyleVar(element, name, value) {
  const written = (element.$written ??= {});
  if (written[name] === value) return;
  written[name] = value;
  element.style.setProperty(name, value);
}

function fill(pane, name, entry) {
  pane.replaceChildren();
  const bar = document.createElement("header");
  bar.className = "navbar";
  const back = document.createElement("button");
  back.className = "back";
  back.type = "button";
  back.addEventListener("click", () => run("back"));
  const sidebar = document.createElement("button");
  sidebar.className = "sidebar-button";
  sidebar.type = "button";
  sidebar.setAttribute("aria-label", "Toggle sidebar");
  sidebar.textContent = "◧";
  sidebar.addEventListener("click", () => run("sidebar"));
  const title = document.createElement("h2");
  title.className = "title";
  bar.append(sidebar, back, title);
  const body = document.createElement("div");
  body.className = "content";
  body.append(...content(name, entry));
  const scrim = document.createElement("div");
  scrim.className = "scrim";
  // A tap on the dimmed area dismisses what floats over it (`dismiss` where the engine has it).
  scrim.addEventListener("click", () => run(page.verbs.includes("dismiss") ? "dismiss" : "sidebar"));
  pane.append(bar, body, scrim);
  pane.$parts = { back, sidebar, title };
}

function updateChrome(pane, name, frame, entry, state, leading) {
  const { back, sidebar, title } = pane.$parts;
  // Where the back button goes is the engine's answer (the snapshot's backTargets, rule N5).
  const destination = frame.backButton ? (state.backTo?.[name] ?? null) : null;
  setHidden(back, !frame.backButton);
  // "‹" is a mirrored character: right to left, the browser draws it as "›".
  setText(back, `‹ ${destination ? titleOf("", { route: destination }) : "Back"}`);
  // The sidebar button sits in the leading column shown, as UIKit puts it.
  const button = state.layout.sidebarButton;
  setHidden(sidebar, button === "hidden" || leading !== name);
  const pressed = String(button === "hideSidebar");
  if (sidebar.getAttribute("aria-pressed") !== pressed) sidebar.setAttribute("aria-pressed", pressed);
  setText(title, titleOf(name, entry));
  // The sidebar's destination shown is marked, in the sidebar and in the rail (rule L13); in the
  // list, the row whose detail the secondary column shows beside it.
  const marked = name === "primary" ? state.selection
    : name === "supplementary" && !state.layout.collapsed ? state.columns.secondary?.[0] : undefined;
  if (marked !== undefined) {
    for (const row of pane.querySelectorAll(".row")) {
      const current = String(row.dataset.route === marked);
      if (row.getAttribute("aria-current") !== current) row.setAttribute("aria-current", current);
    }
  }
}

/** The column at the leading edge (left, or right in RTL), the inspector and a rail aside. */
function leadingColumn(state) {
  const columns = state.layout.columns.filter((c) => c.column !== "inspector" && c.presentation !== "rail");
  if (columns.length === 0) return null;
  const edge = (c) => (state.window.rtl ? -(c.x + c.width) : c.x);
  return columns.reduce((a, b) => (edge(b) < edge(a) ? b : a)).column;
}

function titleOf(name, entry) {
  if (name === "inspector") return "Inspector";
  if (!entry) return name === "secondary" ? "" : label(name);
  if (entry.route === "sidebar") return page.app.sidebarTitle ?? "Sidebar";
  if (entry.route === "root") return page.app.rootTitle ?? "root";
  return label(entry.route);
}

function content(name, entry) {
  const app = page.app;
  if (name === "inspector") return [paragraph("Details of the selection: size, kind, dates.", "muted")];
  if (!entry) return [placeholder("No Selection")];
  const route = entry.route;
  if (route === "sidebar") {
    return [list(app.destinations.map((d) => d.name), (item) => `select ${item}`, app.icons)];
  }
  // The compact column's root: the destinations as tabs, each drilled into inside its own stack.
  if (route === "Tabs") {
    return [list(app.destinations.map((d) => d.name), (item) => `push compact ${item}`, app.icons)];
  }
  const items = app.lists[route];
  if (items) {
    // The compact column drills down inside its own stack (rule L14).
    const column = name === "compact" ? "compact" : "secondary";
    const verb = name === "secondary" || name === "compact" ? "push" : "show";
    if (app.photo && app.gridOf?.includes(route)) return [grid(items, (item) => `${verb} ${column} ${item}`)];
    return [list(items, (item) => `${verb} ${column} ${item}`)];
  }
  if (app.photo) return [photo(route)];
  const detail = app.details[route] ?? { text: `${label(route)}.` };
  const nodes = [];
  const hero = document.createElement("div");
  hero.className = "hero";
  hero.style.background = detail.colour ?? colourOf(route);
  hero.textContent = label(route);
  nodes.push(hero, paragraph(detail.text));
  if (detail.rows) nodes.push(list(detail.rows, null));
  if (detail.more) nodes.push(list(detail.more, (item) => `push ${name === "compact" ? "compact" : "secondary"} ${item}`));
  return nodes;
}

function paragraph(text, className) {
  const p = document.createElement("p");
  p.textContent = text;
  if (className) p.className = className;
  return p;
}

function placeholder(text) {
  const div = document.createElement("div");
  div.className = "placeholder";
  div.textContent = text;
  return div;
}

function list(items, lineFor, icons) {
  const ul = document.createElement("ul");
  ul.className = "rows";
  for (const item of items) {
    const li = document.createElement("li");
    const button = document.createElement("button");
    button.type = "button";
    button.className = "row";
    button.dataset.route = item;
    button.textContent = `${icons?.[item] ? icons[item] + "  " : ""}${label(item)}`;
    // A rail draws the icon, or the initial in a circle (rule L13).
    button.dataset.icon = icons?.[item] ?? (Array.from(label(item))[0] ?? "·");
    if (lineFor) button.addEventListener("click", () => run(lineFor(item)));
    else button.disabled = true;
    li.append(button);
    ul.append(li);
  }
  return ul;
}

function grid(items, lineFor) {
  const div = document.createElement("div");
  div.className = "grid";
  for (const item of items) {
    const button = document.createElement("button");
    button.type = "button";
    button.className = "thumb";
    button.dataset.route = item;
    button.style.background = `linear-gradient(135deg, ${colourOf(item)}, ${colourOf(item + "!")})`;
    button.textContent = label(item);
    button.addEventListener("click", () => run(lineFor(item)));
    div.append(button);
  }
  return div;
}

function photo(route) {
  const figure = document.createElement("figure");
  figure.className = "photo";
  const image = document.createElement("div");
  image.className = "image";
  image.style.background = `linear-gradient(160deg, ${colourOf(route)}, ${colourOf(route + "!")} 70%, #222)`;
  const caption = document.createElement("figcaption");
  caption.textContent = `${label(route)} · 4032 × 3024`;
  figure.append(image, caption);
  return figure;
}

/** Dividers and hinges reuse their elements, so a drag step creates nothing. */
function drawDividers(layout) {
  page.dividers = place(page.dividers ?? [], layout.dividers, "divider", (element, index) => {
    element.addEventListener("pointerdown", (event) => dragDivider(event, page.state.layout.dividers[index]));
  });
  const rtl = page.state.window.rtl;
  layout.dividers.forEach((rect, index) => {
    const column = dividedColumn(layout, rect, rtl);
    setClass(page.dividers[index], "fixed", !column || column.presentation === "rail");
  });
}

/** The column whose trailing edge a divider is. */
function dividedColumn(layout, rect, rtl) {
  return layout.columns.find((c) =>
    rtl ? Math.abs(c.x - (rect.x + rect.width)) < 1 : Math.abs(c.x + c.width - rect.x) < 1,
  );
}

function drawHinges(hinges) {
  page.hinges = place(page.hinges ?? [], hinges, "hinge", () => {}, 2);
}

function place(elements, rects, className, setUp, minimum = 1) {
  const win = $("window");
  while (elements.length < rects.length) {
    const element = document.createElement("div");
    element.className = className;
    element.setAttribute("aria-hidden", "true");
    setUp(element, elements.length);
    elements.push(element);
  }
  elements.forEach((element, index) => {
    const rect = rects[index];
    if (!rect) return element.remove();
    setStyle(element, "left", `${rect.x}px`);
    setStyle(element, "top", `${rect.y}px`);
    setStyle(element, "width", `${Math.max(rect.width, minimum)}px`);
    setStyle(element, "height", `${Math.max(rect.height, minimum)}px`);
    if (element.parentNode !== win) win.append(element);
  });
  return elements;
}

/** The facts and the engine's chain of decisions; each rebuilt only when its text changed. */
function explain(state) {
  const l = state.layout;
  const facts = [
    ["Window", `${state.window.width} × ${state.window.height} pt at ${state.window.scale}×${state.window.rtl ? ", right to left" : ""}`],
    ["Width class", l.widthClass],
    ["Arrangement", l.arrangement + (l.collapsed ? " (collapsed to one stack)" : "")],
    ["Display mode", l.displayMode],
    ["Columns", l.columns.map((c) => `${c.column} ${points(c.width)} pt ${c.presentation}`).join(" · ")],
    ["Sidebar button", l.sidebarButton],
    ["Stack", state.stack.map(label).join(" › ")],
    ["Reading order", l.accessibilityOrder.join(" → ")],
  ];
  const dl = $("explain");
  if (dl.childElementCount !== facts.length * 2) {
    dl.replaceChildren();
    for (const [term] of facts) {
      const dt = document.createElement("dt");
      dt.textContent = term;
      dl.append(dt, document.createElement("dd"));
    }
  }
  facts.forEach(([, value], index) => setText(dl.children[2 * index + 1], value));
  // The engine's own chain of decisions, each with its rule (colonnade resolve --explain).
  colonnade.exports.colonnade_explain();
  const text = colonnade.answer();
  if (text === page.chainText) return;
  page.chainText = text;
  // A drag changes the numbers in the sentences, rarely their number: items are reused.
  const chain = $("chain");
  const decisions = JSON.parse(text);
  while (chain.childElementCount > decisions.length) chain.lastChild.remove();
  decisions.forEach((decision, index) => {
    let item = chain.children[index];
    if (!item) {
      item = document.createElement("li");
      item.append(document.createElement("b"), " ", document.createElement("span"));
      chain.append(item);
    }
    setData(item, "rule", decision.rule);
    setText(item.firstChild, decision.rule);
    setText(item.lastChild, decision.text);
  });
}

/** A width as a person reads it: at most two decimals. */
function points(value) {
  return String(Math.round(value * 100) / 100);
}

function log(result) {
  page.logQueue ??= [];
  page.logQueue.push(result);
  if (page.logQueue.length > 200) page.logQueue.shift();
}

function flushLog() {
  for (const result of page.logQueue ?? []) logNow(result);
  page.logQueue = [];
}

/** Whether a step is a resize that did nothing worth a line of its own. */
function quietResize(result) {
  return result.ok && !result.note && result.action.startsWith("resize ") && !result.events?.length && !result.effects?.length;
}

function logNow(result) {
  const ol = $("log");
  // A drag is hundreds of resizes; those with no event or effect share one line.
  const latest = ol.firstChild;
  if (quietResize(result) && latest?.$quiet) {
    latest.$quiet.count += 1;
    const { first, count } = latest.$quiet;
    setText(latest.firstChild, `${first}–${result.step}. ${result.action} (${count} resizes, no events)`);
    return;
  }
  const li = document.createElement("li");
  if (quietResize(result)) li.$quiet = { first: result.step, count: 1 };
  li.className = result.ok ? "ok" : "failed";
  const head = document.createElement("div");
  // simulate's note: "nothing changed", or that peek-back only previewed.
  const why = result.ok ? (result.note ? " — " + result.note : "") : " — " + result.error;
  head.textContent = `${result.step}. ${result.action}${why}`;
  li.append(head);
  for (const event of result.events ?? []) li.append(logItem(`${event.pane} ${event.event}`, `event ${event.event}`));
  for (const effect of result.effects ?? []) li.append(logItem(`${effect.effect} ${effect.pane}`, "effect"));
  ol.prepend(li);
  while (ol.childElementCount > 200) ol.lastChild.remove();
}

function logItem(text, className) {
  const div = document.createElement("div");
  div.className = className;
  div.textContent = text;
  return div;
}

function scriptText() {
  const header = [];
  const config = colonnade.configuration;
  if (config) {
    header.push(`# Replay: colonnade simulate --config config.json THIS-FILE`);
    header.push(`# config.json: ${config}`);
  } else {
    header.push("# Replay: colonnade simulate THIS-FILE");
  }
  return [...header, ...page.lines].join("\n") + "\n";
}

// ---------- dragging ----------

function dragCorner(event) {
  event.preventDefault();
  const startX = event.clientX;
  const startY = event.clientY;
  const { width, height } = page.free;
  const corner = $("corner");
  corner.setPointerCapture(event.pointerId);
  // The pointer moves in CSS px; the window in points, the device scaled by page.scale.
  page.holdScale = true;
  const move = (e) => {
    const w = Math.max(100, Math.round(width + (e.clientX - startX) / page.scale));
    const h = Math.max(100, Math.round(height + (e.clientY - startY) / page.scale));
    resizeFree(w, h);
  };
  const up = () => {
    corner.removeEventListener("pointermove", move);
    corner.removeEventListener("pointerup", up);
    page.holdScale = false;
    refit();
  };
  corner.addEventListener("pointermove", move);
  corner.addEventListener("pointerup", up);
}

/** One live-resize step of the free window: the engine, then the DOM. */
function resizeFree(width, height) {
  if (width === page.free.width && height === page.free.height) return;
  page.free = { width, height };
  run(`resize ${width} ${height}`);
  placeCorner();
}

function placeCorner() {
  const corner = $("corner");
  setStyle(corner, "left", `${page.free.width}px`);
  setStyle(corner, "top", `${page.free.height}px`);
}

function dragDivider(event, rect) {
  event.preventDefault();
  const layout = page.state.layout;
  const rtl = page.state.window.rtl;
  const column = dividedColumn(layout, rect, rtl);
  // The rail keeps its width: the divider beside it resizes nothing (rule L13).
  if (!column || column.presentation === "rail") return;
  const startX = event.clientX;
  const target = event.currentTarget;
  target.setPointerCapture(event.pointerId);
  const move = (e) => {
    const delta = ((e.clientX - startX) / page.scale) * (rtl ? -1 : 1);
    run(`width ${column.column} ${Math.round(column.width + delta)}`);
  };
  const up = () => {
    target.removeEventListener("pointermove", move);
    target.removeEventListener("pointerup", up);
  };
  target.addEventListener("pointermove", move);
  target.addEventListener("pointerup", up);
}

// ---------- devices ----------

/** The catalog's windows as the page offers them, named as each platform does. */
function deviceWindows(catalog) {
  const windows = [];
  for (const device of catalog) {
    const kind = device.platform === "ipados" ? "ipad" : device.platform === "ios" ? "phone" : device.platform === "windows" ? "desktop" : "android";
    const dual = device.id.startsWith("surface-duo");
    for (const w of device.windows) {
      const orientation = w.width > w.height ? "landscape" : "portrait";
      windows.push({
        id: w.id,
        deviceName: device.name,
        label: dual ? duoName(w) : w.title,
        unit: device.unit,
        kind: dual ? "dual" : kind,
        width: w.width,
        height: w.height,
        scale: w.scale,
        sizeClass: w.sizeClass,
        hinges: w.hinges,
        screen: device[orientation] ?? null,
        orientation,
        chrome: device.chrome ?? null,
        slideOver: w.id.endsWith("/slide-over"),
      });
    }
  }
  return windows;
}

/** Microsoft's names for Surface Duo postures: one screen or both, and how they are held. */
function duoName(w) {
  const spanned = w.hinges.length > 0;
  const [h] = w.hinges;
  if (!spanned) return `single ${w.width > w.height ? "landscape" : "portrait"} (${w.title})`;
  const screens = h.orientation === "vertical" ? "double portrait" : "double landscape";
  return `${screens} (${w.title})`;
}

function fillDevices(windows) {
  const select = $("device");
  const free = document.createElement("option");
  free.value = "";
  free.textContent = "Free window (drag the corner)";
  select.append(free);
  let group = null;
  for (const w of windows) {
    if (!group || group.label !== w.deviceName) {
      group = document.createElement("optgroup");
      group.label = w.deviceName;
      select.append(group);
    }
    const option = document.createElement("option");
    option.value = w.id;
    option.textContent = `${w.label} — ${w.width} × ${w.height} ${w.unit}`;
    group.append(option);
  }
}

/** Puts the window in a catalog window (id) or the free window (""), keeping the session. */
function chooseDevice(id) {
  if (!page.device) {
    page.freeFold = $("fold").value;
    page.freeSizeClass = $("size-class").value;
  }
  page.device = page.windows.find((w) => w.id === id) ?? null;
  $("device").value = page.device ? page.device.id : "";
  // The controls show the window's own posture and size class: the device's, or the free window's.
  $("fold").value = page.device ? postureOf(page.device.hinges) : page.freeFold;
  $("size-class").value = page.device ? page.device.sizeClass ?? "auto" : page.freeSizeClass;
  for (const line of windowLines(page.device)) run(line);
  applyCatalogHinges(page.device);
  if (!page.device) placeCorner();
  draw();
}

// ---------- start ----------

const colonnade = await Colonnade.load(decodeBase64(COLONNADE_WASM_BASE64));
colonnade.on("step", stepped);
colonnade.on("reset", wasReset);
window.colonnade = colonnade;
page.verbs = colonnade.verbs();
page.windows = deviceWindows(COLONNADE_DEVICES);
page.free = freshFree();

for (const [name, app] of Object.entries(apps)) {
  const option = document.createElement("option");
  option.value = name;
  option.textContent = app.title;
  $("app").append(option);
}
fillDevices(page.windows);

$("app").addEventListener("change", () => {
  page.appName = $("app").value;
  page.app = apps[page.appName];
  $("tint").checked = Boolean(page.app.tint);
  $("preset").value = page.app.preset ?? "standard";
  launch();
});
$("device").addEventListener("change", () => chooseDevice($("device").value));
for (const id of ["preset", "style", "rail", "levitate", "compact"]) $(id).addEventListener("change", () => configure(id));
$("split-behavior").addEventListener("change", () => run(`split-behavior ${$("split-behavior").value}`));
$("display-mode").addEventListener("change", () => run(`display-mode ${$("display-mode").value}`));
$("size-class").addEventListener("change", () => {
  if (!page.device) page.freeSizeClass = $("size-class").value;
  run(`size-class ${$("size-class").value}`);
});
$("inspector").addEventListener("change", () => run(`inspector ${$("inspector").checked ? "on" : "off"}`));
$("rtl").addEventListener("change", () => run(`rtl ${$("rtl").checked ? "on" : "off"}`));
$("tint").addEventListener("change", () => draw());
// Fold and Size class change the window shown, device or free, and keep it.
$("fold").addEventListener("change", () => {
  if (!page.device) page.freeFold = $("fold").value;
  const lines = foldLines(page.device ?? page.free);
  run(lines.length ? lines[0] : "fold flat");
});
$("relaunch").addEventListener("click", () => launch());
$("ready").addEventListener("click", () => run("ready"));
$("open-link").addEventListener("click", () => run(`link ${$("link").value.trim()}`));
$("line").addEventListener("keydown", (event) => {
  if (event.key === "ArrowUp" || event.key === "ArrowDown") {
    if (page.history.length === 0) return;
    event.preventDefault();
    const step = event.key === "ArrowUp" ? -1 : 1;
    page.historyAt = Math.max(0, Math.min(page.history.length, page.historyAt + step));
    $("line").value = page.history[page.historyAt] ?? "";
    return;
  }
  if (event.key !== "Enter") return;
  const line = $("line").value.trim();
  if (line) runTyped(line);
});
$("line").addEventListener("paste", (event) => {
  const text = event.clipboardData?.getData("text") ?? "";
  if (!/[\r\n]/.test(text.trim())) return;
  event.preventDefault();
  runPasted(text);
});
$("script").addEventListener("input", () => (page.scriptEdited = true));
$("replay").addEventListener("click", () => replay($("script").value));
window.addEventListener("resize", refit);
$("copy-script").addEventListener("click", async () => {
  page.scriptEdited = false;
  const text = scriptText();
  $("script").value = text;
  $("script").select();
  try {
    await navigator.clipboard.writeText(text);
    $("copy-script").textContent = "Copied";
  } catch {
    $("copy-script").textContent = "Selected: copy it";
  }
  setTimeout(() => ($("copy-script").textContent = "Copy as script"), 1500);
});
$("corner").addEventListener("pointerdown", dragCorner);
for (const button of $("zoom").children) {
  button.addEventListener("click", () => {
    page.zoom = button.dataset.zoom;
    refit();
  });
}

/** For tests and the benchmark: the page's own entry points. */
window.playground = {
  launch,
  chooseDevice,
  resizeFree,
  draw,
  flushPanels,
  get state() {
    return page.state;
  },
  scriptText,
  replay,
  runPasted,
  get scale() {
    return page.scale;
  },
  windows: page.windows,
  get mounts() {
    return page.mounts;
  },
  selectApp(name) {
    $("app").value = name;
    $("app").dispatchEvent(new Event("change"));
  },
};

const params = new URLSearchParams(location.search);
if (params.get("app") && apps[params.get("app")]) {
  page.appName = params.get("app");
  page.app = apps[page.appName];
  $("app").value = page.appName;
  $("tint").checked = Boolean(page.app.tint);
  $("preset").value = page.app.preset ?? "standard";
}
page.device = page.windows.find((w) => w.id === params.get("device")) ?? null;
$("device").value = page.device ? page.device.id : "";
launch();
placeCorner();
document.body.dataset.ready = "true";

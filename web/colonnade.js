// colonnade.js: the Colonnade engine (Embedded Swift compiled to WebAssembly) as a
// dependency-free ES module. One instance holds one session, exactly as `colonnade simulate`
// runs it: reset() starts it (a 1024 × 768 window, no destinations). A web app calls the typed
// methods (resize({width, height}), select, show, back, …: colonnade.d.ts), which throw a
// ColonnadeError when the engine refuses; run(line) takes one script line and returns the
// object `colonnade simulate` prints for it, for parity with the command line and bug reports.

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** Why the engine refused something (a bad configuration, an action, or no session yet). */
export class ColonnadeError extends Error {
  constructor(message, step) {
    super(message);
    this.name = "ColonnadeError";
    /** The refused step ({ok: false, error, …}), when an action was refused. */
    this.step = step;
  }
}

/** A script word: quoted when it holds spaces or quotes (`"New York"`); `#` and line breaks cannot be said. */
function word(value) {
  const text = String(value);
  if (/[#\n\r]/.test(text)) throw new ColonnadeError(`'${text}' cannot be a script word: it holds # or a line break`);
  return text === "" || /[\s"\\]/.test(text) ? `"${text.replace(/[\\"]/g, (c) => "\\" + c)}"` : text;
}

/** A pane named as simulate names it, "COLUMN/ROUTE#ID", split into its parts too. */
function pane(name) {
  const match = /^([a-z]+)\/(.*)#(\d+)$/s.exec(name ?? "");
  return match ? { pane: name, column: match[1], route: match[2], id: Number(match[3]) } : { pane: name };
}

export class Colonnade {
  /**
   * Instantiates the module. `source` is the module's bytes (ArrayBuffer or typed array),
   * a Response or a promise of one (`fetch("colonnade.wasm")`), or a URL string.
   */
  static async load(source) {
    if (typeof source === "string" || source instanceof URL) source = fetch(source);
    source = await source;
    const bytes = source instanceof Response ? await source.arrayBuffer() : source;
    const module = await WebAssembly.compile(bytes);
    // wasi-libc imports a few WASI functions. Hashing seeds read random_get: zeros keep the
    // engine deterministic. fd_write carries a trap's message; the rest are never reached
    // and fail loudly if they are.
    let memory;
    const trapMessage = [];
    const wasi = {
      random_get(pointer, length) {
        new Uint8Array(memory.buffer, pointer, length).fill(0);
        return 0;
      },
      fd_write(fd, iovs, count, written) {
        const view = new DataView(memory.buffer);
        let total = 0;
        for (let i = 0; i < count; i++) {
          const base = view.getUint32(iovs + 8 * i, true);
          const length = view.getUint32(iovs + 8 * i + 4, true);
          trapMessage.push(decoder.decode(new Uint8Array(memory.buffer, base, length)));
          total += length;
        }
        view.setUint32(written, total, true);
        return 0;
      },
    };
    const imports = { wasi_snapshot_preview1: wasi, env: {} };
    for (const { module: name, name: field, kind } of WebAssembly.Module.imports(module)) {
      if (kind !== "function" || imports[name]?.[field]) continue;
      (imports[name] ??= {})[field] = () => {
        throw new ColonnadeError(`the engine stopped (${name}.${field}): ${trapMessage.join("").trim()}`);
      };
    }
    // A fresh instance of the compiled module, for a session the engine stopped in (see call).
    const instantiate = () => {
      trapMessage.length = 0;
      const instance = new WebAssembly.Instance(module, imports);
      memory = instance.exports.memory;
      return instance.exports;
    };
    const instance = await WebAssembly.instantiate(module, imports);
    memory = instance.exports.memory;
    return new Colonnade(instance.exports, instantiate);
  }

  constructor(exports, instantiate) {
    this.exports = exports;
    this.instantiate = instantiate;
    this.listeners = { event: new Set(), effect: new Set(), step: new Set(), reset: new Set() };
    this.script = [];
    // What rebuilds the session in a fresh instance: the configuration, then every line run and
    // every setHinges since reset, in order.
    this.replay = [];
  }

  /**
   * Calls an export with a string argument; returns [status, answer text]. Should the engine stop
   * (a trap, such as running out of memory), the session is rebuilt as it was before the call in
   * a fresh instance, and the call throws a ColonnadeError saying so: the module stays usable.
   */
  call(name, text) {
    try {
      return this.callOnce(name, text);
    } catch (error) {
      if (!(error instanceof WebAssembly.RuntimeError)) throw error;
      throw new ColonnadeError(`the engine stopped (${error.message}) and ${this.recover()}`);
    }
  }

  callOnce(name, text) {
    const e = this.exports;
    text = text ?? "";
    // Encoded straight into the module's memory (UTF-8 is at most 3 bytes per UTF-16 unit): no
    // buffer per call for the garbage collector. Addresses past 2 GiB come back negative: >>> 0.
    const capacity = 3 * text.length;
    const pointer = e.colonnade_alloc(capacity) >>> 0;
    const { written } = encoder.encodeInto(text, new Uint8Array(e.memory.buffer, pointer, capacity));
    try {
      const status = e[name](pointer, written);
      return [status, this.answer()];
    } finally {
      e.colonnade_free(pointer);
    }
  }

  /** Rebuilds the session in a fresh instance; says how it went. */
  recover() {
    this.exports = this.instantiate();
    try {
      for (const [name, text] of [["colonnade_reset", this.configuration ?? ""], ...this.replay]) {
        this.callOnce(name, text);
      }
      return "the session is as it was before that call";
    } catch {
      this.exports = this.instantiate();
      this.callOnce("colonnade_reset", "");
      this.configuration = "";
      this.script = [];
      this.replay = [];
      return "a new session started: the old one could not be rebuilt";
    }
  }

  answer() {
    const e = this.exports;
    const length = e.colonnade_output_length();
    if (length === 0) return "";
    return decoder.decode(new Uint8Array(e.memory.buffer, e.colonnade_output() >>> 0, length));
  }

  /**
   * Starts a new session as `colonnade simulate` does. `configuration` is what `--config`
   * reads, as an object or JSON text (`{"preset": "duo", "style": "tripleColumn"}`); omitted,
   * the standard preset. Returns the state; throws ColonnadeError for a bad configuration
   * (the old session then goes on).
   */
  reset(configuration) {
    const json =
      configuration === undefined ? "" : typeof configuration === "string" ? configuration : JSON.stringify(configuration);
    const [status, text] = this.call("colonnade_reset", json);
    if (status !== 0) throw new ColonnadeError(text);
    this.configuration = json;
    this.script = [];
    this.replay = [];
    const state = JSON.parse(text);
    for (const listener of this.listeners.reset) listener(state);
    return state;
  }

  /**
   * Runs one script line and returns the JSON text `colonnade simulate` prints for it
   * (byte for byte), or null for a blank or comment line.
   */
  runJSON(line) {
    return this.step(line)?.text ?? null;
  }

  /** Runs one script line; returns the object `colonnade simulate` prints for it (or null). */
  run(line) {
    return this.step(line)?.result ?? null;
  }

  /** Runs one line: the answer's text and its one parse, or null for a blank or comment line. */
  step(line) {
    line = String(line);
    if (line.includes("\n")) throw new ColonnadeError("run takes one line; use runScript for several");
    const [status, text] = this.call("colonnade_run", line);
    if (status === 2) throw new ColonnadeError(text);
    if (status === 3) return null;
    const result = JSON.parse(text);
    this.script.push(line.trim());
    this.replay.push(["colonnade_run", line]);
    for (const listener of this.listeners.step) listener(result);
    this.announce(result);
    return { text, result };
  }

  /** Hands a step's lifecycle events and data effects to their listeners, each with its pane's parts. */
  announce(result) {
    for (const event of result.events ?? []) {
      for (const listener of this.listeners.event) listener({ ...event, ...pane(event.pane) });
    }
    for (const effect of result.effects ?? []) {
      for (const listener of this.listeners.effect) listener({ ...effect, ...pane(effect.pane) });
    }
  }

  /** Runs a typed method's line; returns the step, or throws a ColonnadeError when the engine refuses it. */
  action(...words) {
    const result = this.run(words.join(" "));
    if (!result.ok) throw new ColonnadeError(result.error, result);
    return result;
  }

  // Typed methods: one per action of the Swift API (CoordinatorAction, named in each comment),
  // each run as its script line so the session stays a `colonnade simulate` script.

  /** The window changed size (windowResized). */
  resize({ width, height }) {
    return this.action("resize", Number(width), Number(height));
  }

  /** The platform's size class: "compact", "regular", or null to derive it (sizeClassChanged). */
  setSizeClass(sizeClass) {
    return this.action("size-class", sizeClass ?? "auto");
  }

  /** Device pixels per point (displayScaleChanged). */
  setDisplayScale(scale) {
    return this.action("scale", Number(scale));
  }

  /**
   * The fold (foldChanged): {posture: "flat"}, or "book" / "dual" with `x` and `gap`, or
   * "tabletop" with `y` and `gap`, in points (a gap above 0 occludes).
   */
  fold({ posture, x, y, gap = 0 }) {
    if (posture === "flat") return this.action("fold", "flat");
    return this.action("fold", posture, Number(posture === "tabletop" ? y : x), Number(gap));
  }

  /** Reading direction (layoutDirectionChanged). */
  setRightToLeft(on) {
    return this.action("rtl", on ? "on" : "off");
  }

  /** Presents or dismisses the inspector (inspectorPresentationChanged). */
  setInspectorPresented(on) {
    return this.action("inspector", on ? "on" : "off");
  }

  /** Declares a sidebar destination, "double" or "triple" column (destinationDeclared). */
  declareDestination(name, style) {
    return this.action("destination", word(name), style);
  }

  /** Selects a sidebar destination (destinationSelected). */
  select(destination) {
    return this.action("select", word(destination));
  }

  /** Shows `route` in `column`, replacing its stack (itemSelected). */
  show(column, route) {
    return this.action("show", column, word(route));
  }

  /** Pushes `route` on `column`'s stack (itemPushed). */
  push(column, route) {
    return this.action("push", column, word(route));
  }

  /** Goes back (backRequested). */
  back() {
    return this.action("back");
  }

  /** What back() would show, without going back (SplitCoordinator.peekBack()). */
  peekBack() {
    return this.action("peek-back");
  }

  /** The sidebar button (sidebarButtonTapped). */
  tapSidebarButton() {
    return this.action("sidebar");
  }

  /** A tap on the dimmed area beside floating columns (dimmedAreaTapped). */
  tapDimmedArea() {
    return this.action("dismiss");
  }

  /** The app's preferred display mode (displayModePreferenceChanged). */
  setDisplayMode(mode) {
    return this.action("display-mode", mode);
  }

  /** The app's preferred split behaviour (splitBehaviorPreferenceChanged). */
  setSplitBehavior(behavior) {
    return this.action("split-behavior", behavior);
  }

  /** A divider dragged so `column` is `width` points wide (dividerDragged). */
  dragDivider(column, width) {
    return this.action("width", column, Number(width));
  }

  /** Focus moved to `column` (focusMoved). */
  focus(column) {
    return this.action("focus", column);
  }

  /** An animated transition began (transitionBegan); events wait for endTransition(). */
  beginTransition() {
    return this.action("begin");
  }

  /** The transition ended: its net events now (transitionEnded). */
  endTransition() {
    return this.action("end");
  }

  /** The app's UI is ready: queued deep links apply (becameReady). */
  becomeReady() {
    return this.action("ready");
  }

  /** A deep link, `colonnade://DESTINATION/ROUTE/…` (deepLinkOpened). */
  openLink(url) {
    return this.action("link", word(url));
  }

  /** The clock moved on by `seconds` (clockAdvanced). */
  advanceClock(seconds) {
    return this.action("tick", Number(seconds));
  }

  /** The data shown in `column` is out of date (dataInvalidated). */
  invalidate(column) {
    return this.action("invalidate", column);
  }

  /** Calls `listener` with each lifecycle event ({pane, event, column, route, id}); returns a function that stops it. */
  onEvent(listener) {
    return this.on("event", listener);
  }

  /** Calls `listener` with each data effect ({effect, pane, column, route, id}); returns a function that stops it. */
  onEffect(listener) {
    return this.on("effect", listener);
  }

  /** Runs every line of a script, one by one (a failed line does not stop it); returns the objects, one per action. */
  runScript(script) {
    return String(script)
      .split("\n")
      .map((line) => this.run(line))
      .filter((result) => result !== null);
  }

  /**
   * Puts exactly these hinges in the window (as `colonnade devices --format json` writes a
   * window's hinges), for postures no `fold` line can say. Not a script step: the next
   * `resize` or `fold` replaces them. Returns {ok, layout, …, events, effects} or {ok: false, error}.
   */
  setHinges(hinges) {
    const json = JSON.stringify(hinges);
    const [status, text] = this.call("colonnade_hinges", json);
    if (status === 2) throw new ColonnadeError(text);
    const result = JSON.parse(text);
    if (result.ok) this.replay.push(["colonnade_hinges", json]);
    this.announce(result);
    return result;
  }

  /** The script verbs this build understands. */
  verbs() {
    this.exports.colonnade_verbs();
    return this.answer().split(" ");
  }

  /** Why the layout is what it is: `[{rule, text}]`, as `colonnade resolve --explain` says. */
  explain() {
    return this.query("colonnade_explain");
  }

  /** The current layout, as `colonnade resolve --format json` prints it. */
  layout() {
    return this.query("colonnade_layout");
  }

  /**
   * The current state: layout, columns, stack, canGoBack (as simulate), plus window,
   * style, destinations, selection, ready, focus, backColumn, visible and panes.
   */
  snapshot() {
    return this.query("colonnade_state");
  }

  query(name) {
    let status;
    try {
      status = this.exports[name]();
    } catch (error) {
      if (!(error instanceof WebAssembly.RuntimeError)) throw error;
      throw new ColonnadeError(`the engine stopped (${error.message}) and ${this.recover()}`);
    }
    const text = this.answer();
    if (status !== 0) throw new ColonnadeError(text);
    return JSON.parse(text);
  }

  /**
   * Listens for "event" (lifecycle: {pane, event}), "effect" (data: {effect, pane}), "step"
   * (each run's whole result) or "reset" (the new state). Returns a function that stops listening.
   */
  on(kind, listener) {
    const set = this.listeners[kind];
    if (!set) throw new ColonnadeError(`no such event kind '${kind}': use event, effect, step or reset`);
    set.add(listener);
    return () => set.delete(listener);
  }

  /** What ran since reset(), as a `colonnade simulate` script. */
  scriptText() {
    return this.script.join("\n") + (this.script.length ? "\n" : "");
  }
}

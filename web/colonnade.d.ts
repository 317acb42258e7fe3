// Types of colonnade.js, the Colonnade engine as WebAssembly. Type names are the Swift API's
// (SplitLayout, ColumnLayout, DisplayMode, …); fields are spelled as `colonnade resolve --format
// json` and `colonnade simulate` write them (rule X2): Swift's `isCollapsed` is `collapsed`,
// `isDimmed` is `dimmed`, a frame's x, y, width and height sit on the column itself.

/** A split-view column (Swift: Column). */
export type Column = "primary" | "supplementary" | "secondary" | "inspector" | "compact";
/** UIKit's display modes; "automatic" is a preference only (Swift: DisplayMode). */
export type DisplayMode =
  | "automatic"
  | "secondaryOnly"
  | "oneBesideSecondary"
  | "oneOverSecondary"
  | "twoBesideSecondary"
  | "twoOverSecondary"
  | "twoDisplaceSecondary";
/** Swift: SplitBehavior. */
export type SplitBehavior = "automatic" | "tile" | "overlay" | "displace";
/** How a shown column is presented (Swift: Presentation). */
export type Presentation = "tiled" | "overlay" | "displaced" | "sheet" | "rail" | "levitated";
/** Swift: Arrangement. */
export type Arrangement = "sideBySide" | "stacked" | "single";
/** Swift: SidebarButtonState. */
export type SidebarButtonState = "hidden" | "showSidebar" | "hideSidebar";
/** Swift: SizeClass. */
export type SizeClass = "compact" | "regular";
/** Swift: SplitStyle, as script lines spell it. */
export type SplitStyle = "double" | "triple";
/** A pane's lifecycle state (Swift: PaneState). */
export type PaneState = "created" | "visible" | "active" | "hidden" | "destroyed";
/** How far one back goes, named as Compose's BackNavigationBehavior (Swift: BackBehavior; rule N12). */
export type BackBehavior =
  | "popLatest"
  | "popUntilCurrentDestinationChange"
  | "popUntilContentChange"
  | "popUntilScaffoldValueChange";
/** How navigation is kept: a stack per column, or Compose's history of destinations (Swift: NavigatorMode; rule N13). */
export type NavigatorMode = "stacks" | "historyAware" | "currentDestination";
/** Compose's pane scaffold directives: how many panes tile for a width (Swift: PaneDirective; rule C2). */
export type PaneDirective = "standard" | "twoPanesOnMediumWidth";
/** What a pane does where it has no partition: Compose's AdaptStrategy (Swift: AdaptStrategy; rule L15). */
export type AdaptStrategy = "hide" | "reflow" | "levitate";
/** Which vertical hinges panes avoid: Compose's HingePolicy (Swift: HingePolicy; rule L6). */
export type HingePolicy = "avoidSeparating" | "avoidOccluding" | "alwaysAvoid" | "neverAvoid";

/** A column's widths in a configuration (Swift: ColumnSpec): `idealWidth` in points or a fraction of the window. */
export interface ColumnSpec {
  minWidth?: number;
  idealWidth?: number | { fraction: number };
  maxWidth?: number | null;
}

/** A configuration as `--config` files and `set KEY VALUE` spell it (Swift: SplitConfiguration); every key is optional. */
export interface Configuration {
  preset?: "standard" | "material" | "duo";
  columns?: Partial<Record<Exclude<Column, "compact">, ColumnSpec>>;
  dividerWidth?: number;
  widthClasses?: { name: string; minimumWidth: number; maximumTiledColumns: number }[];
  preferredDisplayMode?: DisplayMode;
  preferredSplitBehavior?: SplitBehavior;
  style?: "doubleColumn" | "tripleColumn";
  showsInspector?: boolean;
  inspectorTilesOnly?: boolean;
  inspectorStyle?: "inspector" | "extraPane";
  preferredCompactColumn?: Exclude<Column, "inspector" | "compact"> | null;
  tabletopArrangement?: "secondaryTop" | "secondaryBottom";
  tabletopStacks?: boolean;
  tallModeArrangement?: "secondaryTop" | "secondaryBottom";
  tallModeMinimumHeight?: number | null;
  backBehavior?: BackBehavior;
  showsSecondaryOnlyButton?: boolean;
  displayModeButtonVisibility?: "automatic" | "always" | "never";
  presentsWithGesture?: boolean;
  /** Points, or null for no navigation rail (rule L13). */
  railWidth?: number | null;
  /** Compose's directive, or null for the width classes alone (rule C2). */
  paneDirective?: PaneDirective | null;
  /** Points between stacked panes: Compose's verticalPartitionSpacerSize (rule L7). */
  stackedSpacing?: number;
  /** Column stacks or Compose's history navigator (rule N13). */
  navigator?: NavigatorMode;
  /** The detail's adapt strategy: only "hide" (rule L15). */
  detailAdaptStrategy?: "hide";
  /** The list's: "hide", or "reflow" under the detail (rule L15; tabletopStacks sets it too). */
  listAdaptStrategy?: Exclude<AdaptStrategy, "levitate">;
  /** The extra pane's: "hide", "reflow" under the detail, or "levitate" over a scrim (rule L15). */
  extraPaneAdaptStrategy?: AdaptStrategy;
  /** Which vertical hinges panes avoid (rule L6). */
  hingePolicy?: HingePolicy;
}

/** A rectangle in points. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One shown column (Swift: ColumnLayout). */
export interface ColumnLayout extends Rect {
  column: Column;
  presentation: Presentation;
  dimmed: boolean;
  backButton?: boolean;
}

/** What the engine decided for the window (Swift: SplitLayout; rule L9). */
export interface SplitLayout {
  collapsed: boolean;
  arrangement: Arrangement;
  displayMode: Exclude<DisplayMode, "automatic">;
  widthClass: string;
  columns: ColumnLayout[];
  dividers: Rect[];
  sidebarButton: SidebarButtonState;
  /** Whether a swipe from the leading edge shows and hides the leading columns (rule D6). */
  presentsWithGesture: boolean;
  /** The secondary's button to and from secondaryOnly (rule D5). */
  secondaryOnlyButton: "hidden" | "toSecondaryOnly" | "fromSecondaryOnly";
  accessibilityOrder: Column[];
}

/** A lifecycle event (Swift: LifecycleEvent); `pane` is "COLUMN/ROUTE#ID", also given in parts. */
export interface PaneEvent {
  pane: string;
  event: PaneState;
  column: Column;
  route: string;
  id: number;
}

/** A data effect (Swift: DataEffect): load, reuse, release or cancel a pane's data. */
export interface DataEffect {
  effect: "load" | "reuse" | "release" | "cancel";
  pane: string;
  column: Column;
  route: string;
  id: number;
}

/** What one action did: the object `colonnade simulate` prints for its line (rule X6). */
export interface Step {
  step: number;
  action: string;
  ok: boolean;
  error?: string;
  note?: string;
  layout: SplitLayout;
  /** Each column's routes; `inspector` once a history's extra pane has content (N13), `compact` once it holds an entry (L14). */
  columns: { primary: string[]; supplementary: string[]; secondary: string[]; inspector?: string[]; compact?: string[] };
  stack: string[];
  canGoBack: boolean;
  /** Where focus is after the action: the engine's answer (rule N11). */
  focus: Column;
  /** Where each shown back button goes, by column: the engine's answer (rule N5). */
  backTo: Partial<Record<Column, string>>;
  events: { pane: string; event: PaneState }[];
  effects: { effect: DataEffect["effect"]; pane: string }[];
  /** A history navigator's destinations, oldest first, as "COLUMN/ROUTE#ID" or a column alone (rule N13). */
  history?: string[];
}

/** The session's whole state: a step's fields and the window, focus and live panes. */
export interface State extends Omit<Step, "step" | "action" | "ok" | "error" | "note" | "events" | "effects"> {
  window: { width: number; height: number; scale: number; rtl: boolean; sizeClass: SizeClass | null; hinges: Rect[] };
  style: SplitStyle;
  destinations: { name: string; style: SplitStyle }[];
  selection: string | null;
  ready: boolean;
  backColumn: Column | null;
  visible: Partial<Record<Column, { route: string; id: number }>>;
  panes: { pane: string; column: Column; route: string; id: number; state: PaneState; tint: string; onScreen: boolean }[];
}

/** A fold posture in points: a gap above 0 occludes (Swift: Hinge, made by the `fold` verb). */
export type Fold =
  | { posture: "flat" }
  | { posture: "book" | "dual"; x: number; gap?: number }
  | { posture: "tabletop"; y: number; gap?: number };

/** Why the engine refused something; `step` is the refused action's answer. */
export class ColonnadeError extends Error {
  step?: Step;
}

/** The engine, one session at a time (Swift: SplitCoordinator). */
export class Colonnade {
  /** Instantiates the module from its bytes, a Response, a promise of one, or a URL. */
  static load(source: ArrayBuffer | ArrayBufferView | Response | Promise<Response> | string | URL): Promise<Colonnade>;

  /** Starts a session (a 1024 × 768 window); `configuration` as `--config` reads it. */
  reset(configuration?: Configuration | string): State;

  // Actions: each throws a ColonnadeError when the engine refuses it, leaving the state as it was.
  resize(size: { width: number; height: number }): Step;
  setSizeClass(sizeClass: SizeClass | null): Step;
  setDisplayScale(scale: number): Step;
  fold(fold: Fold): Step;
  setRightToLeft(on: boolean): Step;
  setInspectorPresented(on: boolean): Step;
  declareDestination(name: string, style: SplitStyle): Step;
  select(destination: string): Step;
  show(column: Column, route: string): Step;
  push(column: Column, route: string): Step;
  back(): Step;
  peekBack(): Step;
  tapSidebarButton(): Step;
  tapDimmedArea(): Step;
  setDisplayMode(mode: DisplayMode): Step;
  setSplitBehavior(behavior: SplitBehavior): Step;
  dragDivider(column: Column, width: number): Step;
  focus(column: Column): Step;
  beginTransition(): Step;
  endTransition(): Step;
  becomeReady(): Step;
  openLink(url: string): Step;
  advanceClock(seconds: number): Step;
  invalidate(column: Column): Step;

  /** The current layout (Swift: SplitCoordinator.state.layout). */
  layout(): SplitLayout;
  /** The current state. */
  snapshot(): State;
  /** The chain of decisions behind the layout, each with its rule. */
  explain(): { rule: string; text: string }[];

  onEvent(listener: (event: PaneEvent) => void): () => void;
  onEffect(listener: (effect: DataEffect) => void): () => void;
  on(kind: "event", listener: (event: PaneEvent) => void): () => void;
  on(kind: "effect", listener: (effect: DataEffect) => void): () => void;
  on(kind: "step", listener: (step: Step) => void): () => void;
  on(kind: "reset", listener: (state: State) => void): () => void;

  // Script lines, for parity with `colonnade simulate` and bug reports.
  /** Runs one line; the step it printed, or null for a blank or comment line. Never throws for a refused action. */
  run(line: string): Step | null;
  /** Runs one line; the exact JSON text `colonnade simulate` prints. */
  runJSON(line: string): string | null;
  /** Runs each line of a script in turn; the steps. */
  runScript(script: string): Step[];
  /** Puts exactly these hinges in the window, as `colonnade devices --format json` writes them. */
  setHinges(hinges: (Rect & { orientation: "vertical" | "horizontal"; state: "flat" | "halfOpened"; occluding: boolean })[]): Step;
  /** The script verbs this build understands. */
  verbs(): string[];
  /** What ran since reset(), as a `colonnade simulate` script. */
  scriptText(): string;
}

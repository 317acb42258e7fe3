/// A key press, decoded from the bytes a terminal sends.
///
/// ```swift
/// switch key {
/// case .up, .character("k"): moveUp()
/// case .control("c"), .character("q"): quit()
/// default: break
/// }
/// ```
///
/// Modifiers on special keys (Ctrl-Up, Shift-End) are dropped: the key is
/// reported as if pressed alone. Terminals send Ctrl-I, Ctrl-M and Ctrl-H as
/// Tab, Enter and Backspace, so those never appear as `.control`.
public enum Key: Hashable, Sendable {
  /// A printable character (never a control character).
  case character(Character)
  /// The up arrow.
  case up
  /// The down arrow.
  case down
  /// The left arrow.
  case left
  /// The right arrow.
  case right
  /// Home.
  case home
  /// End.
  case end
  /// Page Up.
  case pageUp
  /// Page Down.
  case pageDown
  /// Delete (forward delete).
  case delete
  /// Insert.
  case insert
  /// A function key: F1 to F12.
  case function(Int)
  /// Return or Enter (CR or LF).
  case enter
  /// Tab.
  case tab
  /// Shift-Tab (back tab).
  case backTab
  /// Backspace (DEL or BS).
  case backspace
  /// Escape pressed alone.
  case escape
  /// A control chord: Ctrl plus a lowercase letter, or one of `@ \ ] ^ _` (Ctrl-C is `.control("c")`).
  case control(Character)
  /// A mouse press, release, drag or wheel turn, reported in SGR form (`ESC [ < b ; x ; y M`).
  case mouse(MouseEvent)
}

/// What the mouse did, and the cell it did it in (0-based).
public struct MouseEvent: Hashable, Sendable {
  /// The kinds of mouse report.
  public enum Kind: Hashable, Sendable {
    /// A button went down: 0 left, 1 middle, 2 right.
    case press(Int)
    /// A button came up.
    case release
    /// The mouse moved with a button held.
    case drag
    /// The wheel turned up (away from the user).
    case wheelUp
    /// The wheel turned down.
    case wheelDown
  }

  /// What happened.
  public var kind: Kind
  /// Where: column `x`, row `y`, from 0 at the top left.
  public var point: CellPoint

  /// Creates a mouse event.
  public init(_ kind: Kind, at point: CellPoint) {
    self.kind = kind
    self.point = point
  }
}

extension Key: CustomStringConvertible {
  /// A short readable name: `"Up"`, `"Ctrl-C"`, `"q"`.
  public var description: String {
    switch self {
    case .character(let character): return String(character)
    case .up: return "Up"
    case .down: return "Down"
    case .left: return "Left"
    case .right: return "Right"
    case .home: return "Home"
    case .end: return "End"
    case .pageUp: return "PageUp"
    case .pageDown: return "PageDown"
    case .delete: return "Delete"
    case .insert: return "Insert"
    case .function(let number): return "F\(number)"
    case .enter: return "Enter"
    case .tab: return "Tab"
    case .backTab: return "Shift-Tab"
    case .backspace: return "Backspace"
    case .escape: return "Esc"
    case .control(let character): return "Ctrl-" + String(character).uppercased()
    case .mouse(let event): return "Mouse \(event.kind) at \(event.point.x),\(event.point.y)"
    }
  }
}

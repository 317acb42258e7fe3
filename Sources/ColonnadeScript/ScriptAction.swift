import Colonnade
import ColonnadeJSON

/// One line of a `simulate` script (rule X6).
package enum ScriptAction: Equatable {
  /// An action the coordinator takes as it is.
  case send(CoordinatorAction<String>)
  /// A new window size; the fold follows it.
  case resize(Size)
  /// A new posture.
  case fold(Fold)
  /// The snapshot a back would produce, not committed.
  case peekBack
  /// The clock moves on.
  case tick(Double)
  /// The data shown in a column is out of date.
  case invalidate(Column)
  /// Save the session to a file.
  case save(String)
  /// Restore a session from a file.
  case restore(String)
  /// Set one key of the configuration, as a `--config` file spells it.
  case configure(key: String, value: JSONValue)
}

/// A simulated posture; book and tabletop are half-opened, a gap above 0 hides content.
package enum Fold: Equatable {
  case flat
  case book(x: Double, gap: Double)
  case tabletop(y: Double, gap: Double)
  case dual(x: Double, gap: Double)

  /// The hinges of this posture in a window of `size`.
  package func hinges(in size: Size) -> [Hinge] {
    switch self {
    case .flat:
      return []
    case .book(let x, let gap):
      return [.book(x: x, width: gap, windowHeight: size.height)]
    case .tabletop(let y, let gap):
      return [.tabletop(y: y, height: gap, windowWidth: size.width)]
    case .dual(let x, let gap):
      return [.dualScreenGap(x: x, width: gap, windowHeight: size.height)]
    }
  }
}

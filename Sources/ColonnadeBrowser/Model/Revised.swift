import Colonnade
import ColonnadeTerminal

/// A value whose every change is counted, so a loop can tell from one number whether anything
/// drawn changed (rule T4: only what changed is written).
///
/// ```swift
/// var shown = Revised(DrawnState(coordinator: coordinator, size: size, fold: .flat))
/// shown.message = "Copied"     // counted
/// shown.message = "Copied"     // the same value: not counted
/// shown.cursors[id] = 3        // written in place, and counted
/// shown.revision               // 2
/// ```
///
/// Its fields are reached by name, and every write goes through one of two subscripts, so no
/// field can change without being counted: a field of a ``ComparedOnChange`` type counts only a
/// different value; any other field counts every write (collections, the engine, closures, which
/// cost more to compare than a frame costs to draw). ``changeUncounted(_:)`` is the one way
/// around it, for what is never drawn.
@dynamicMemberLookup
package struct Revised<Value> {
  /// The value.
  package private(set) var value: Value
  /// How many changes it has had (wrapping).
  package private(set) var revision: UInt64 = 0

  /// Wraps `value`, no change counted yet.
  package init(_ value: Value) {
    self.value = value
  }

  /// A field written in place (a dictionary entry, the engine's `send`): every write counts.
  package subscript<Field>(dynamicMember field: WritableKeyPath<Value, Field>) -> Field {
    get { value[keyPath: field] }
    _modify {
      revision &+= 1
      yield &value[keyPath: field]
    }
  }

  /// A field that is cheap to compare: writing the value it holds changes nothing. O(compare).
  package subscript<Field: ComparedOnChange>(dynamicMember field: WritableKeyPath<Value, Field>) -> Field {
    get { value[keyPath: field] }
    set {
      guard value[keyPath: field] != newValue else { return }
      value[keyPath: field] = newValue
      revision &+= 1
    }
  }

  /// Changes the value without counting: for changes that draw nothing (the clock's reading).
  package mutating func changeUncounted<Result>(_ change: (inout Value) -> Result) -> Result {
    change(&value)
  }

  /// Counts a change made with ``changeUncounted(_:)`` that turned out to be drawn.
  package mutating func countChange() {
    revision &+= 1
  }
}

/// A type cheap enough to compare that ``Revised`` stores a new value only when it differs.
package protocol ComparedOnChange: Equatable {}

extension Bool: ComparedOnChange {}
extension Int: ComparedOnChange {}
extension String: ComparedOnChange {}
extension Character: ComparedOnChange {}
extension Optional: ComparedOnChange where Wrapped: ComparedOnChange {}
extension CellSize: ComparedOnChange {}
extension EntryID: ComparedOnChange {}
extension FoldPosture: ComparedOnChange {}
extension ListingOrder: ComparedOnChange {}
extension FileColors: ComparedOnChange {}
extension Register: ComparedOnChange {}
extension OperationProgress: ComparedOnChange {}

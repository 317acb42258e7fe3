/// A question a file operation waits on; the next key answers it (rules T10, T11).
package enum OperationPrompt: Hashable, Sendable {
  /// A destination needs an answer: `r` rename, `s` skip, `o` overwrite, `a` overwrite all; Esc
  /// cancels the whole operation, nothing done.
  case conflict(OperationDraft)
  /// Whether to move the files to the Trash (`dD`): `y` does, any other key does not.
  case trash(OperationDraft)
}

/// What the browser asks the edge to do with a file operation (``BrowserCommand/operate(_:)``);
/// the edge answers with ``BrowserEvent/operationProgressed(_:)`` while it runs and
/// ``BrowserEvent/operationFinished(_:)`` when it is over (rules T13, T14).
public enum OperationRequest: Hashable, Sendable {
  /// Carry out the plan, on a thread of its own.
  case run(OperationPlan)
  /// Put back what an operation moved (its undo record).
  case undo(UndoRecord)
  /// Stop the running operation at its next chunk; its report still comes.
  case cancel
}

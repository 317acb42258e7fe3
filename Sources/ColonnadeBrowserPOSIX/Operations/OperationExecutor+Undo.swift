import ColonnadeBrowser

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#else
  #error("Colonnade's POSIX edge needs Glibc, Musl or Darwin")
#endif

extension OperationExecutor {
  /// Puts back what the last rename, move or trash did (rule T14), newest first: each file only
  /// if it is still the one the operation moved (same device and inode) and its original name is
  /// still free. It never replaces anything; what it cannot put back it reports and leaves.
  public func undo(_ record: UndoRecord, monitor: OperationMonitor) -> OperationReport {
    var copier = TreeCopier(monitor: monitor, faults: faults)
    var outcomes: [OperationReport.Outcome] = []
    var stopped = false
    for entry in record.entries.reversed() {
      let step: OperationStep =
        switch entry {
        case .moved(let from, let to, _): .move(to, to: from, replacing: false)
        case .trashed(let original, let trashed, _, _): .move(trashed, to: original, replacing: false)
        }
      guard !stopped else {
        outcomes.append(.notStarted(step))
        continue
      }
      do {
        try putBack(entry, copier: &copier)
        monitor.addFile()
        outcomes.append(.done(step, note: nil))
      } catch {
        outcomes.append(.failed(step, error))
        stopped = true
      }
    }
    var report = OperationReport(
      operation: record.operation, outcomes: outcomes, cancelled: monitor.isCancelled)
    report.isUndo = true
    return report
  }

  private func putBack(_ entry: UndoRecord.Entry, copier: inout TreeCopier) throws(FileOperationError) {
    switch entry {
    case .trashed:
      guard let trash else { throw .noTrash(FilePath.root, reason: "no trash is set") }
      try trash.restore(entry)
    case .moved(let original, let moved, let expected):
      let folder = try OpenFolder(moved.parent)
      guard let found = linkStatus(cName(moved.lastComponent), in: folder.descriptor),
        expected.matches(stamp(found))
      else { throw .changedSince(moved) }
      let back = try OpenFolder(original.parent)
      if linkStatus(cName(original.lastComponent), in: back.descriptor) != nil {
        throw .originalNameTaken(original)
      }
      do {
        _ = try transfer(moved, to: original, replacing: false, moving: true, copier: &copier)
      } catch {
        throw error == .alreadyExists(original) ? .originalNameTaken(original) : error
      }
    }
  }
}

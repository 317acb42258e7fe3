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

/// Carries out an ``OperationPlan`` on the machine's files, step by step, and reports exactly
/// what it did (rules T10–T14). It stops at the first step that fails; that step leaves its
/// source as it was and removes whatever part of a copy it made. It never replaces a file the
/// plan does not say to replace: every name it makes is made only if free (`O_EXCL`, `mkdirat`,
/// `renameat2(RENAME_NOREPLACE)`).
///
/// ```swift
/// let executor = OperationExecutor(trash: TrashCan.user(environment: environment))
/// let report = executor.run(plan, monitor: OperationMonitor(verb: plan.operation.verb))
/// print(report.summary)
/// ```
///
/// It blocks while it works: ``OperationRunner`` runs it on a thread of its own.
public struct OperationExecutor: Sendable {
  /// Where trashed files go, and where a replaced folder goes; `nil` when the user has none.
  public var trash: TrashCan?
  /// Failures a test injects.
  package var faults = FaultInjection()

  /// Creates an executor.
  public init(trash: TrashCan?) {
    self.trash = trash
  }

  /// Runs every step of `plan` in order until one fails or the monitor is cancelled.
  public func run(_ plan: OperationPlan, monitor: OperationMonitor) -> OperationReport {
    var copier = TreeCopier(monitor: monitor, faults: faults)
    count(plan, monitor: monitor)
    var outcomes: [OperationReport.Outcome] = []
    var entries: [UndoRecord.Entry] = []
    var cancelled = false
    var stopped = false
    for step in plan.steps {
      if stopped || monitor.isCancelled {
        cancelled = cancelled || monitor.isCancelled
        outcomes.append(.notStarted(step))
        continue
      }
      do {
        let (note, entry) = try perform(step, copier: &copier, monitor: monitor)
        outcomes.append(.done(step, note: note))
        if let entry { entries.append(entry) }
      } catch {
        outcomes.append(.failed(step, error))
        cancelled = error == .cancelled
        stopped = true
      }
    }
    let undoable: Bool =
      switch plan.operation {
      case .move, .rename, .trash: !plan.steps.contains { $0.replaces } && !entries.isEmpty
      default: false
      }
    return OperationReport(
      operation: plan.operation, outcomes: outcomes, skipped: plan.skipped, cancelled: cancelled,
      undo: undoable ? UndoRecord(operation: plan.operation, entries: entries) : nil)
  }

  /// Sets the monitor's totals: every entry and byte a copy writes, one entry per other step.
  private func count(_ plan: OperationPlan, monitor: OperationMonitor) {
    monitor.setCounting(true)
    for step in plan.steps {
      guard case .copy(let source, _, _) = step, let folder = try? OpenFolder(source.parent),
        let size = try? TreeReader.measure(
          source.lastComponent, in: folder.descriptor, path: source, monitor: monitor)
      else {
        if case .copy = step {} else { monitor.addTotal(files: 1) }
        continue
      }
      monitor.addTotal(bytes: size.bytes)
    }
    monitor.setCounting(false)
    monitor.restartClock()
  }

  /// Does one step; returns a note on how, and what undo needs.
  private func perform(_ step: OperationStep, copier: inout TreeCopier, monitor: OperationMonitor)
    throws(FileOperationError) -> (String?, UndoRecord.Entry?)
  {
    switch step {
    case .copy(let source, let destination, let replacing):
      let note = try transfer(source, to: destination, replacing: replacing, moving: false, copier: &copier)
      return (note, nil)
    case .move(let source, let destination, let replacing):
      let note = try transfer(source, to: destination, replacing: replacing, moving: true, copier: &copier)
      monitor.addFile()
      let folder = try OpenFolder(destination.parent)
      guard let info = linkStatus(cName(destination.lastComponent), in: folder.descriptor) else {
        return (note, nil)
      }
      return (note, .moved(from: source, to: destination, stamp: stamp(info)))
    case .makeFolder(let path):
      let folder = try OpenFolder(path.parent)
      guard mkdirat(folder.descriptor, cName(path.lastComponent), 0o777) == 0 else {
        throw errno == EEXIST ? .alreadyExists(path) : .system(path, systemFailure(errno))
      }
      monitor.addFile()
      return (nil, nil)
    case .makeFile(let path):
      let folder = try OpenFolder(path.parent)
      let descriptor = openat(
        folder.descriptor, cName(path.lastComponent), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC,
        0o666)
      guard descriptor >= 0 else {
        throw errno == EEXIST ? .alreadyExists(path) : .system(path, systemFailure(errno))
      }
      close(descriptor)
      monitor.addFile()
      return (nil, nil)
    case .trash(let path):
      guard let trash else { throw .noTrash(path, reason: "neither XDG_DATA_HOME nor HOME is set") }
      let entry = try trash.put(path)
      monitor.addFile()
      return (nil, entry)
    }
  }
}

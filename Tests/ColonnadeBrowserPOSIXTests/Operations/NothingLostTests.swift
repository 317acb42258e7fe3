import ColonnadeBrowser
import ColonnadeBrowserPOSIX
import ColonnadeTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Rules T10–T14 as one property: over random trees (hostile names, links) and random sequences of
/// copies, moves, renames, trashings, new files and folders and undos, with random answers to
/// every conflict and random full disks and cancels, nothing is ever lost or overwritten without
/// the user's "overwrite": every file's bytes are somewhere after each operation, every entry
/// no step was allowed to touch is byte for byte as it was, and no partial file is left.
@Suite struct NothingLostTests {
  typealias Tree = [[UInt8]: Snapshot.Node]

  @Test func randomOperationsLoseNothing() throws {
    var seen: [String: Int] = [:]
    for seed in 0..<UInt64(PropertyRuns.count(optimized: 200, unoptimized: 30)) {
      var random = SplitMix64(seed: seed)
      let scratch = try ScratchFolder()
      let work = scratch.folder("work")
      Self.makeRandomTree(in: work, random: &random)
      var lastUndo: UndoRecord?
      for step in 0..<8 {
        let context = "seed \(seed), step \(step)"
        let before = Snapshot.of(work)
        let trashBefore = Snapshot.of(scratch.at("data/Trash/files"))
        var executor = OperationExecutor(trash: scratch.trash)
        if random.chance(0.2) {
          executor.faults.failWritesAfterBytes = UInt64.random(in: 0...4_000, using: &random)
        }
        if random.chance(0.1) {
          executor.faults.cancelAfterBytes = UInt64.random(in: 0...4_000, using: &random)
        }
        let report: OperationReport
        if let undo = lastUndo, random.chance(0.2) {
          report = executor.undo(undo, monitor: OperationMonitor(verb: "undo"))
          lastUndo = nil
        } else {
          let operation = Self.randomOperation(in: work, tree: before, random: &random)
          guard var draft = try? OperationPlanner.draft(operation, in: LocalFileTree()) else { continue }
          while draft.conflict != nil {
            if (try? draft.answer(random.pick(ConflictAnswer.allCases))) == nil { try draft.answer(.skip) }
          }
          report = executor.run(try draft.plan(), monitor: OperationMonitor(verb: operation.verb))
          lastUndo = report.undo ?? lastUndo
        }
        for outcome in report.outcomes {
          switch outcome {
          case .done(let step, _):
            seen[
              report.isUndo
                ? "undo" : "\(step)".prefix(while: { $0 != " " }) + (step.replaces ? " replacing" : ""),
              default: 0] += 1
          case .failed(_, let error): seen[error == .cancelled ? "cancelled" : "failed", default: 0] += 1
          case .notStarted: break
          }
        }
        Self.check(
          report, work: work, before: before, after: Snapshot.of(work), trashBefore: trashBefore,
          trashAfter: Snapshot.of(scratch.at("data/Trash/files")), context: context)
      }
    }
    // The runs reach every kind of step, an overwrite, a failure, a cancel and an undo.
    for kind in [
      "copy", "move", "trash", "new", "copy replacing", "move replacing", "failed", "cancelled", "undo",
    ] {
      #expect(seen[kind, default: 0] > 0, "no '\(kind)' in \(seen)")
    }
  }

  /// The checks after one operation.
  static func check(
    _ report: OperationReport, work: FilePath, before: Tree, after: Tree, trashBefore: Tree, trashAfter: Tree,
    context: String
  ) {
    var mayChange: [[UInt8]] = []
    var mayAppear: [[UInt8]] = []
    var mayVanish: [[UInt8]] = []
    for outcome in report.outcomes {
      guard case .done(let step, _) = outcome else { continue }
      switch step {
      case .copy(_, let to, let replacing):
        mayAppear.append(key(to, in: work))
        if replacing { mayVanish.append(key(to, in: work)) }
      case .move(let from, let to, let replacing):
        mayChange.append(key(from, in: work))
        mayAppear.append(key(to, in: work))
        if replacing { mayVanish.append(key(to, in: work)) }
      case .makeFile(let path), .makeFolder(let path): mayAppear.append(key(path, in: work))
      case .trash(let path): mayChange.append(key(path, in: work))
      }
    }
    let touched = mayChange + mayAppear
    for (path, node) in before where !touched.contains(where: { isWithin(path, $0) }) {
      #expect(after[path] == node, "\(context): '\(FilePath(bytes: path))' changed: \(report.summary)")
    }
    for path in after.keys where before[path] == nil {
      #expect(
        mayAppear.contains { isWithin(path, $0) } || report.isUndo,
        "\(context): '\(FilePath(bytes: path))' appeared: \(report.summary)")
      #expect(!FilePath(bytes: path).displayString.contains(".colonnade-partial"), "\(context): partial file")
    }
    // Every file's bytes are still somewhere (the trash included), but those the user said to overwrite.
    var left = contents(after) + contents(trashAfter)
    // Those that may vanish are matched last, so a file equal to one of them is matched first.
    let all = contents(before, pairs: true) + contents(trashBefore, pairs: true)
    let ordered = all.filter { pair in !mayVanish.contains { isWithin(pair.0, $0) } }
    for (path, bytes) in ordered {
      if let index = left.firstIndex(of: bytes) {
        left.remove(at: index)
      } else {
        Issue.record("\(context): the bytes of '\(FilePath(bytes: path))' are lost: \(report.summary)")
      }
    }
  }

  static func key(_ path: FilePath, in work: FilePath) -> [UInt8] {
    path.bytes.starts(with: work.bytes + [UInt8(ascii: "/")])
      ? Array(path.bytes.dropFirst(work.bytes.count + 1)) : path.bytes
  }

  static func isWithin(_ path: [UInt8], _ top: [UInt8]) -> Bool {
    path == top || (path.count > top.count && path.starts(with: top) && path[top.count] == UInt8(ascii: "/"))
  }

  static func contents(_ tree: Tree) -> [[UInt8]] {
    tree.values.compactMap { if case .file(let bytes, _) = $0 { bytes } else { nil } }
  }

  static func contents(_ tree: Tree, pairs: Bool) -> [([UInt8], [UInt8])] {
    tree.compactMap { path, node in if case .file(let bytes, _) = node { (path, bytes) } else { nil } }
  }

  static func makeRandomTree(in work: FilePath, random: inout SplitMix64) {
    var folders = [work]
    let names: [[UInt8]] =
      [Array("a".utf8), Array("b.txt".utf8), Array("b (2).txt".utf8), Array("c".utf8)] + HostileNames.all
    for index in 0..<Int.random(in: 4...16, using: &random) {
      let parent = random.pick(folders)
      let name = random.pick(names) + (random.chance(0.4) ? Array("\(index)".utf8) : [])
      let path = parent.appending(name)
      guard !Snapshot.exists(path) else { continue }
      switch Int.random(in: 0..<10, using: &random) {
      case 0..<3:
        mkdir(path.cString, 0o755)
        folders.append(path)
      case 3:
        symlink(random.chance(0.5) ? "a" : "/nowhere", path.cString)
      default:
        let bytes = (0..<Int.random(in: 0...3_000, using: &random)).map { _ in
          UInt8.random(in: 0...255, using: &random)
        }
        ScratchFolder.writeFile(bytes + [UInt8(index)], to: path, mode: random.chance(0.2) ? 0o400 : 0o644)
      }
    }
  }

  static func randomOperation(in work: FilePath, tree: Tree, random: inout SplitMix64) -> FileOperation {
    let entries = tree.keys.map { work.appending($0) }.sorted()
    let folders =
      [work] + tree.compactMap { if case .folder = $1 { work.appending($0) } else { nil } }.sorted()
    guard !entries.isEmpty else { return .newFile(named: Array("fresh".utf8), in: work) }
    let sources = (0..<Int.random(in: 1...3, using: &random)).map { _ in random.pick(entries) }
    let target = random.pick(folders)
    let name = random.pick([Array("a".utf8), Array("new".utf8), HostileNames.newline, HostileNames.invalid])
    return switch Int.random(in: 0..<7, using: &random) {
    case 0, 1: .copy(sources, into: target)
    case 2, 3: .move(sources, into: target)
    case 4: .rename(sources[0], to: name)
    case 5: .trash(sources)
    default: random.chance(0.5) ? .newFolder(named: name, in: target) : .newFile(named: name, in: target)
    }
  }
}

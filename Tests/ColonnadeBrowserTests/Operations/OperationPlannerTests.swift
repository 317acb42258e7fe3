import ColonnadeBrowser
import ColonnadeTestSupport
import Testing

/// Rules T10 and T11: the planner checks sources, targets and names, finds every destination that
/// needs the user's answer, and plans an overwrite only where the answer says so.
@Suite struct OperationPlannerTests {
  static var tree: MemoryFileTree {
    var tree = MemoryFileTree()
    tree.addFile("/home/a.txt", "a")
    tree.addFile("/home/b.txt", "b")
    tree.addFile("/home/dir/inner.txt", "inner")
    tree.addFile("/other/b.txt", "other b")
    tree.addFile("/target/a.txt", "old a")
    tree.addDirectory("/target/dir")
    tree.addFile(FilePath("/home").appending([0x6E, 0x0A, 0xFF]), bytes: [1, 2])
    return tree
  }

  func draft(_ operation: FileOperation) throws(FileOperationError) -> OperationDraft {
    try OperationPlanner.draft(operation, in: Self.tree)
  }

  @Test func copyWithoutConflictsPlansAtOnce() throws {
    let odd = FilePath("/home").appending([0x6E, 0x0A, 0xFF])
    let plan = try draft(.copy([FilePath("/home/b.txt"), odd], into: FilePath("/target"))).plan()
    #expect(
      plan.steps == [
        .copy(FilePath("/home/b.txt"), to: FilePath("/target/b.txt"), replacing: false),
        .copy(odd, to: FilePath("/target").appending([0x6E, 0x0A, 0xFF]), replacing: false),
      ])
  }

  @Test func takenNameAsksAndEachAnswerPlans() throws {
    var asked = try draft(.copy([FilePath("/home/a.txt"), FilePath("/home/dir")], into: FilePath("/target")))
    let first = try #require(asked.conflict)
    #expect(first.reason == .nameTaken(.regular))
    #expect(first.question.contains("rename to 'a (2).txt', skip, overwrite or overwrite all?"))
    #expect(throws: FileOperationError.noConflictWaiting) { try asked.plan() }

    var renamed = asked
    try renamed.answer(.rename)
    #expect(renamed.conflict?.destination == FilePath("/target/dir"))
    try renamed.answer(.skip)
    #expect(
      try renamed.plan()
        == OperationPlan(
          operation: renamed.operation,
          steps: [.copy(FilePath("/home/a.txt"), to: FilePath("/target/a (2).txt"), replacing: false)],
          skipped: [FilePath("/home/dir")]))

    try asked.answer(.overwriteAll)
    #expect(asked.conflict == nil)
    #expect(try asked.plan().steps.allSatisfy(\.replaces))
  }

  @Test func copyIntoItsOwnFolderIsTheSameFile() throws {
    var same = try draft(.copy([FilePath("/home/a.txt")], into: FilePath("/home")))
    #expect(same.conflict?.reason == .sameFile)
    #expect(same.conflict?.allowsOverwrite == false)
    #expect(throws: FileOperationError.cannotOverwriteItself(FilePath("/home/a.txt"))) {
      try same.answer(.overwrite)
    }
    try same.answer(.rename)
    #expect(
      try same.plan().steps == [
        .copy(FilePath("/home/a.txt"), to: FilePath("/home/a (2).txt"), replacing: false)
      ])
  }

  @Test func twoSourcesWithOneNameAsk() throws {
    var two = try draft(
      .move([FilePath("/home/b.txt"), FilePath("/other/b.txt")], into: FilePath("/target")))
    #expect(two.conflict?.reason == .chosenTwice)
    #expect(throws: FileOperationError.alreadyExists(FilePath("/target/b.txt"))) {
      try two.answer(.overwriteAll)
    }
    try two.answer(.rename)
    #expect(
      try two.plan().steps.map(\.destination) == [FilePath("/target/b.txt"), FilePath("/target/b (2).txt")])
  }

  @Test(arguments: [
    (
      FileOperation.copy([FilePath("/home/dir")], into: FilePath("/home/dir")),
      FileOperationError.folderIntoItself(FilePath("/home/dir"), target: FilePath("/home/dir"))
    ),
    (
      .move([FilePath("/home")], into: FilePath("/home/dir")),
      .folderIntoItself(FilePath("/home"), target: FilePath("/home/dir"))
    ),
    (
      .copy([FilePath("/home/missing")], into: FilePath("/target")), .sourceMissing(FilePath("/home/missing"))
    ),
    (.copy([FilePath("/home/a.txt")], into: FilePath("/nowhere")), .targetMissing(FilePath("/nowhere"))),
    (
      .move([FilePath("/home/a.txt")], into: FilePath("/home/b.txt")),
      .targetNotAFolder(FilePath("/home/b.txt"))
    ),
    (.copy([], into: FilePath("/target")), .nothingChosen),
    (.rename(FilePath("/home/a.txt"), to: Array("a.txt".utf8)), .nameUnchanged(FilePath("/home/a.txt"))),
    (
      .rename(FilePath("/home/a.txt"), to: Array("x/y".utf8)),
      .invalidName(Array("x/y".utf8), reason: "it holds a '/', which separates folders")
    ),
    (.newFolder(named: Array("dir".utf8), in: FilePath("/target")), .alreadyExists(FilePath("/target/dir"))),
    (.trash([FilePath("/home/gone")]), .sourceMissing(FilePath("/home/gone"))),
  ])
  func refusals(operation: FileOperation, expected: FileOperationError) {
    #expect(throws: expected) { try draft(operation) }
  }

  @Test func renameIntoATakenNameAsks() throws {
    var rename = try draft(.rename(FilePath("/home/a.txt"), to: Array("b.txt".utf8)))
    #expect(rename.conflict?.reason == .nameTaken(.regular))
    try rename.answer(.rename)
    #expect(
      try rename.plan().steps == [
        .move(FilePath("/home/a.txt"), to: FilePath("/home/b (2).txt"), replacing: false)
      ])
  }

  @Test func fixedOperationsPlanAtOnce() throws {
    #expect(
      try draft(.newFile(named: Array("new\n".utf8), in: FilePath("/target"))).plan().steps == [
        .makeFile(FilePath("/target/new\n"))
      ])
    #expect(
      try draft(.trash([FilePath("/home/a.txt"), FilePath("/home/a.txt")])).plan().steps == [
        .trash(FilePath("/home/a.txt"))
      ])
  }

  /// Random sources, targets and answers over a random tree: a plan never replaces a name unless
  /// that conflict was answered "overwrite" (or "overwrite all"), never sends two sources to one
  /// name, and never puts a folder into itself.
  @Test func plansNeverOverwriteWithoutAnAnswer() throws {
    for seed in 0..<UInt64(PropertyRuns.count(optimized: 2_000, unoptimized: 200)) {
      var random = SplitMix64(seed: seed)
      var tree = MemoryFileTree()
      var folders = [FilePath("/r")]
      var all: [FilePath] = []
      tree.addDirectory("/r")
      for index in 0..<Int.random(in: 3...14, using: &random) {
        let parent = random.pick(folders)
        let name =
          random.pick(["a", "b", "c.txt", "c (2).txt", "d\n", "é"]) + (random.chance(0.3) ? "\(index)" : "")
        let path = parent.appending(name)
        guard (try? tree.linkStatus(of: path)) == nil else { continue }
        if random.chance(0.4) {
          tree.addDirectory(path.displayString)
          folders.append(path)
        } else {
          tree.addFile(path, bytes: [UInt8(index)])
        }
        all.append(path)
      }
      guard !all.isEmpty else { continue }
      let sources = (0..<Int.random(in: 1...4, using: &random)).map { _ in random.pick(all) }
      let target = random.pick(folders)
      let operation: FileOperation =
        random.chance(0.5) ? .copy(sources, into: target) : .move(sources, into: target)
      guard var draft = try? OperationPlanner.draft(operation, in: tree) else { continue }
      var overwritten: Set<FilePath> = []
      var overwritesAll = false
      while let conflict = draft.conflict {
        let answer = random.pick(ConflictAnswer.allCases)
        if (try? draft.answer(answer)) == nil {
          try draft.answer(.skip)
        } else if answer == .overwrite || answer == .overwriteAll {
          overwritten.insert(conflict.destination)
          overwritesAll = overwritesAll || answer == .overwriteAll
        }
      }
      let plan = try draft.plan()
      let destinations = plan.steps.compactMap(\.destination)
      #expect(Set(destinations).count == destinations.count, "seed \(seed)")
      for step in plan.steps {
        let destination = try #require(step.destination)
        let exists = (try? tree.linkStatus(of: destination)) != nil
        #expect(step.replaces == exists, "seed \(seed): \(step)")
        if step.replaces { #expect(overwritten.contains(destination) || overwritesAll, "seed \(seed)") }
        #expect(step.source != destination, "seed \(seed)")
        if (try? tree.linkStatus(of: step.source).kind) == .directory {
          #expect(!destination.bytes.starts(with: step.source.bytes + [UInt8(ascii: "/")]), "seed \(seed)")
        }
      }
    }
  }
}

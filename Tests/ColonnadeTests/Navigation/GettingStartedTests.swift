import Colonnade
import ColonnadeTestSupport
import Testing

/// The DocC getting-started article's code, compiled and run: every Swift block of the article
/// (but the package manifest) stands verbatim in this file.
@Suite struct GettingStartedTests {
  @Test func animalsAppInTwentyLines() throws {
    // article: begin
    var coordinator = try SplitCoordinator(
      environment: WindowEnvironment(size: Size(width: 393, height: 852), displayScale: 3),
      configuration: .standard,
      navigation: NavigationState(
        sidebar: "sidebar",
        destinations: [
          SidebarDestination("Animals", style: .tripleColumn),
          SidebarDestination("Profile", style: .doubleColumn),
        ]),
      router: .paths())

    _ = try coordinator.send(.becameReady)
    _ = try coordinator.send(.destinationSelected("Animals"))
    _ = try coordinator.send(.itemSelected("Cat", in: .secondary))
    // On the phone the columns collapse to one stack: the cat is pushed over the list.
    let phone = coordinator.snapshot
    // Unfolding keeps the cat and shows the three columns side by side.
    _ = try coordinator.send(.windowResized(Size(width: 1366, height: 1024)))
    let tablet = coordinator.snapshot
    // article: end

    #expect(phone.layout.isCollapsed && phone.canGoBack)
    #expect(tablet.layout.displayMode == .twoBesideSecondary)
    #expect(tablet.visibleEntries.secondary?.route == "Cat")
    #expect(draw(tablet).last == "secondary tiled at x 762.0: Cat")
    let effects = try coordinator.send(.itemSelected("Dog", in: .secondary))
    #expect(perform(effects).contains("load Dog"))
  }

  // article: begin
  func draw(_ snapshot: CoordinatorSnapshot<String>) -> [String] {
    snapshot.layout.columns.map { column in
      let title = snapshot.visibleEntries[column.column]?.route ?? "placeholder"
      let shade = column.isDimmed ? ", dimmed" : ""
      return "\(column.column) \(column.presentation)\(shade) at x \(column.frame.x): \(title)"
    }
  }

  func perform(_ effects: [CoordinatorEffect<String>]) -> [String] {
    effects.compactMap { effect in
      switch effect {
      case .data(.load(_, let pane)): "load \(pane.entry.route)"
      case .data(.cancel(_, let pane)): "cancel \(pane.entry.route)"
      case .lifecycle(let event): "\(event.pane.entry.route) is \(event.state)"
      default: nil
      }
    }
  }
  // article: end

  /// Each Swift block of the article, less indentation, stands in this file.
  @Test func articleCodeIsThisCode() throws {
    let articlePath = TestFiles.repository + "/Sources/Colonnade/Colonnade.docc/GettingStarted.md"
    let article = try #require(TestFiles.read(articlePath), "cannot read \(articlePath)")
    let compiled = normalized(try #require(TestFiles.read(#filePath)))
    var blocks = article.split(separator: "```swift\n", omittingEmptySubsequences: false).dropFirst().map {
      String($0.split(separator: "```", omittingEmptySubsequences: false).first ?? "")
    }
    blocks.removeAll { $0.contains("dependencies:") }
    #expect(blocks.count == 3)
    for block in blocks {
      #expect(compiled.contains(normalized(block)), "not compiled by this test:\n\(block)")
    }
  }

  private func normalized(_ text: String) -> String {
    text.split(separator: "\n").map { $0.trimmingPrefix(while: { $0 == " " }) }.joined(separator: "\n")
  }
}

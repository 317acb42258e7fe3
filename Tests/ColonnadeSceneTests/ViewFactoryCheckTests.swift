import ColonnadeScene
import Testing

/// A navigation controller cannot hold another one, nor one view controller twice: UIKit raises
/// ("Pushing a navigation controller is not supported", "Pushing the same view controller
/// instance more than once is not supported"). The adapter unwraps or refuses, naming the rule.
@Suite struct ViewFactoryCheckTests {
  @Test func aScreenIsUsedAsItIs() {
    #expect(ViewFactoryCheck.outcome(for: .view, route: "Cat") == .use)
  }

  @Test func aNavigationControllerAroundOneScreenIsUnwrapped() {
    #expect(ViewFactoryCheck.outcome(for: .navigationController(children: 1), route: "Cat") == .unwrapRoot)
  }

  @Test(arguments: [
    ViewFactoryCheck.Product.navigationController(children: 0), .navigationController(children: 2),
    .container("UITabBarController"), .alreadyShown,
  ])
  func containersAndSharedScreensAreRefusedNamingTheRule(_ product: ViewFactoryCheck.Product) {
    guard case .refuse(let problem) = ViewFactoryCheck.outcome(for: product, route: "Cat") else {
      Issue.record("\(product) was not refused")
      return
    }
    #expect(
      problem.contains("Cat") && problem.contains("rule") || problem.contains("return the screen itself"))
  }
}

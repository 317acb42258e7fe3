import Colonnade
import Testing

/// Rule E3: bad environments are rejected with an error naming the field.
@Suite struct EnvironmentValidationTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var environment: WindowEnvironment
    var message: String
    var testDescription: String { name }
  }

  static let hinge = Hinge(
    rect: Rect(x: 540, y: 0, width: 34, height: 720), orientation: .vertical, state: .flat, isOccluding: true)

  static let cases: [Case] = [
    Case(
      name: "NaN width", environment: WindowEnvironment(size: Size(width: .nan, height: 10)),
      message: "window width nan is not a size: use a finite number of points from 0 to 1000000"),
    Case(
      name: "negative height", environment: WindowEnvironment(size: Size(width: 10, height: -1)),
      message: "window height -1 is not a size: use a finite number of points from 0 to 1000000"),
    Case(
      name: "infinite width", environment: WindowEnvironment(size: Size(width: .infinity, height: 1)),
      message: "window width inf is not a size: use a finite number of points from 0 to 1000000"),
    Case(
      name: "huge width", environment: WindowEnvironment(size: Size(width: 1e9, height: 1)),
      message: "window width 1000000000 is not a size: use a finite number of points from 0 to 1000000"),
    Case(
      name: "zero scale", environment: WindowEnvironment(size: Size(width: 1, height: 1), displayScale: 0),
      message:
        "display scale 0 is not usable: use pixels per point from 0.01 to 1000"),
    Case(
      name: "tiny scale",
      environment: WindowEnvironment(size: Size(width: 1, height: 1), displayScale: 0.001),
      message: "display scale 0.001 is not usable: use pixels per point from 0.01 to 1000"),
    Case(
      name: "NaN scale", environment: WindowEnvironment(size: Size(width: 1, height: 1), displayScale: .nan),
      message:
        "display scale nan is not usable: use pixels per point from 0.01 to 1000"),
    Case(
      name: "hinge outside",
      environment: WindowEnvironment(size: Size(width: 560, height: 720), hinges: [hinge]),
      message: "hinge 1 at x 540, y 0, width 34, height 720 reaches outside the 560 × 720 window: "
        + "a hinge must lie inside the window"),
    Case(
      name: "hinge with negative width",
      environment: WindowEnvironment(
        size: Size(width: 1114, height: 720),
        hinges: [
          Hinge(
            rect: Rect(x: 540, y: 0, width: -3, height: 720), orientation: .vertical, state: .flat,
            isOccluding: true)
        ]),
      message: "hinge 1 has width -3: use finite numbers of points, sizes of 0 or more"),
  ]

  @Test(arguments: cases)
  func rejectsWithAMessageNamingTheField(_ testCase: Case) {
    #expect(throws: EnvironmentError.self) { try testCase.environment.validate() }
    do {
      try testCase.environment.validate()
    } catch {
      #expect(error.description == testCase.message)
    }
  }

  @Test func acceptsEveryDeviceShape() throws {
    try WindowEnvironment(size: Size(width: 1114, height: 720), displayScale: 2.5, hinges: [Self.hinge])
      .validate()
    try WindowEnvironment(size: Size(width: 0, height: 0)).validate()
  }
}

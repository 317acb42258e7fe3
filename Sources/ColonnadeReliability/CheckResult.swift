/// The outcome of one checked step.
public enum CheckResult: Equatable, Sendable {
  /// Every property holds.
  case passed
  /// A property broke: what and how.
  case failed(String)

  /// The failure, if the step failed.
  public var failure: String? {
    switch self {
    case .passed: nil
    case .failed(let failure): failure
    }
  }
}

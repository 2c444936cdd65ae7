/// What the checks made so far on one expectation came to, as Nimble names it.
///
/// Every `to`, `toNot` and polling check returns the expectation with its status
/// updated, so a test can branch on it or chain another check:
///
/// ```swift
/// if expect(items).to(haveCount(3)).status == .passed {
///   expect(items[2]).to(equal("c"))
/// }
/// ```
public enum ExpectationStatus: Equatable, Sendable {
  /// No check has been made yet.
  case pending
  /// Every check passed.
  case passed
  /// Every check failed.
  case failed
  /// At least one check passed and at least one failed.
  case mixed

  /// The status once one more check has passed or failed.
  @inlinable
  @inline(__always)
  func adding(_ passed: Bool) -> ExpectationStatus {
    let newer: ExpectationStatus = passed ? .passed : .failed
    return self == .pending || self == newer ? newer : .mixed
  }
}

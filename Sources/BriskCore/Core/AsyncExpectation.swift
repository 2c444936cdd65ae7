/// An expectation on an async expression, made with `expect { await … }` and checked with
/// `await … to(…)`.
///
/// The expression runs on the caller's actor each time the expectation is checked.
public struct AsyncExpectation<Value> {
  package let expression: () async throws -> Value?

  /// Where the expectation was written.
  public let location: CodeLocation

  /// What the checks made so far came to: ``ExpectationStatus/pending`` until the first check.
  public let status: ExpectationStatus

  package init(
    expression: @escaping () async throws -> Value?, location: CodeLocation,
    status: ExpectationStatus = .pending
  ) {
    self.expression = expression
    self.location = location
    self.status = status
  }

  /// This expectation with one more check's outcome added to its status.
  package func adding(_ passed: Bool) -> Self {
    AsyncExpectation(expression: expression, location: location, status: status.adding(passed))
  }
}

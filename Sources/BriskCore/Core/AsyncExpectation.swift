/// An expectation on an async expression, made with `expect { await … }` and checked with
/// `await … to(…)`.
///
/// The expression runs on the caller's actor each time the expectation is checked.
public struct AsyncExpectation<Value> {
  let expression: () async throws -> Value?

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

  /// Checks that the actual value matches.
  ///
  /// ```text
  /// expected to equal <2>, got <1>
  /// ```
  /// - Parameters:
  ///   - matcher: The check, for example `equal(2)`.
  ///   - description: Shown on its own line above the failure message.
  ///   - isolation: The caller's actor; the expression runs on it.
  /// - Returns: The expectation, its ``status`` updated, to chain another check on.
  @discardableResult
  public func to(
    _ matcher: Matcher<Value>,
    description: String? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async -> Self {
    adding(await verify(matcher, .to, description))
  }

  /// Checks that the actual value does not match.
  /// - Parameters:
  ///   - matcher: The check, for example `equal(2)`.
  ///   - description: Shown on its own line above the failure message.
  ///   - isolation: The caller's actor; the expression runs on it.
  /// - Returns: The expectation, its ``status`` updated, to chain another check on.
  @discardableResult
  public func toNot(
    _ matcher: Matcher<Value>,
    description: String? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async -> Self {
    adding(await verify(matcher, .toNot, description))
  }

  /// Checks that the actual value does not match; the same as `toNot`.
  /// - Parameters:
  ///   - matcher: The check, for example `equal(2)`.
  ///   - description: Shown on its own line above the failure message.
  ///   - isolation: The caller's actor; the expression runs on it.
  /// - Returns: The expectation, its ``status`` updated, to chain another check on.
  @discardableResult
  public func notTo(
    _ matcher: Matcher<Value>,
    description: String? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async -> Self {
    adding(await verify(matcher, .toNot, description))
  }

  func verify(
    _ matcher: Matcher<Value>,
    _ verb: ExpectationVerb,
    _ description: String?,
    isolation: isolated (any Actor)? = #isolation
  ) async -> Bool {
    let (status, message) = matcher.evaluate(await outcome(), at: location)
    if status.passes(negated: verb.isNegated) { return true }
    _reportFailure(at: location) { message().rendered(verb, description: description) }
    return false
  }

  /// Evaluates the actual expression once.
  package func outcome(isolation: isolated (any Actor)? = #isolation) async -> Result<
    Value?, any Error
  > {
    do {
      return .success(try await expression())
    } catch {
      return .failure(error)
    }
  }
}

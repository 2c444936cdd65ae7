/// An expectation or requirement that async polling evaluates, always on the caller's actor.
package protocol PollableExpression<Value> {
  associatedtype Value
  var location: CodeLocation { get }
  func outcome(isolation: isolated (any Actor)?) async -> Swift.Result<Value?, any Error>
  /// The expression as a synchronous closure, when it is one.
  var synchronousOutcome: (() -> Swift.Result<Value?, any Error>)? { get }
  /// The expression's outcome, when it is synchronous; `nil` for an async expression.
  func outcomeIfSynchronous() -> Swift.Result<Value?, any Error>?
}

extension PollableExpression {
  package var synchronousOutcome: (() -> Swift.Result<Value?, any Error>)? { nil }
  package func outcomeIfSynchronous() -> Swift.Result<Value?, any Error>? { nil }
}

extension Expectation: PollableExpression {
  package func outcome(isolation: isolated (any Actor)?) async -> Swift.Result<Value?, any Error> {
    outcome()
  }

  package var synchronousOutcome: (() -> Swift.Result<Value?, any Error>)? {
    let expression = self.expression
    return { Swift.Result { try expression() } }
  }

  package func outcomeIfSynchronous() -> Swift.Result<Value?, any Error>? {
    outcome()
  }
}

/// An expectation or requirement on an async expression, which runs on the caller's actor.
package protocol AsyncPollableExpression<Value>: PollableExpression {
  var expression: () async throws -> Value? { get }
}

extension AsyncPollableExpression {
  package func outcome(
    isolation: isolated (any Actor)? = #isolation
  ) async -> Swift.Result<Value?, any Error> {
    do {
      return .success(try await expression())
    } catch {
      return .failure(error)
    }
  }
}

extension AsyncExpectation: AsyncPollableExpression {}
extension AsyncRequirement: AsyncPollableExpression {}

extension Requirement: PollableExpression {
  package func outcome(isolation: isolated (any Actor)?) async -> Swift.Result<Value?, any Error> {
    Swift.Result { try expression() }
  }

  package var synchronousOutcome: (() -> Swift.Result<Value?, any Error>)? {
    let expression = self.expression
    return { Swift.Result { try expression() } }
  }

  package func outcomeIfSynchronous() -> Swift.Result<Value?, any Error>? {
    Swift.Result { try expression() }
  }
}

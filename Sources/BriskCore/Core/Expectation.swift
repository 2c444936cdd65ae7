/// An expectation on a value, made with `expect(…)` and checked with `to`, `toNot` or a polling
/// verb.
///
/// The actual expression is evaluated when the expectation is checked, once per check, so
/// `expect(try load())` reports a thrown error at the caller's line:
///
/// ```text
/// expected to equal <2>, got unexpected error thrown: <LoadError.offline>
/// ```
public struct Expectation<Value> {
  @usableFromInline
  let expression: () throws -> Value?

  /// Where the expectation was written.
  public let location: CodeLocation

  /// What the checks made so far came to: ``ExpectationStatus/pending`` until the first check.
  ///
  /// ```swift
  /// if expect(items).to(haveCount(3)).status == .passed {
  ///   expect(items[2]).to(equal("c"))
  /// }
  /// ```
  @inlinable public var status: ExpectationStatus { _status }

  @usableFromInline var _status: ExpectationStatus

  @usableFromInline
  @_transparent
  package init(
    expression: @escaping () throws -> Value?, location: CodeLocation,
    status: ExpectationStatus = .pending
  ) {
    self.expression = expression
    self.location = location
    self._status = status
  }

  /// This expectation with one more check's outcome added to its status.
  ///
  /// `to`, `toNot`, `check` and this are `@_transparent`, not just inlinable: they
  /// return the expectation, closure included, and only mandatory inlining lets the optimizer
  /// see that a passing check's copy is dropped unused. With `@inline(__always)` the closure's
  /// context is allocated on every check (`brisk-bench core` shows the cost).
  @usableFromInline
  @_transparent
  package func adding(_ passed: Bool) -> Self {
    Expectation(expression: expression, location: location, status: _status.adding(passed))
  }

  /// Checks once: evaluates the expression, judges it and reports a failure.
  ///
  /// The hot path: a matcher over the value alone (`equal`, `beNil`…) is judged here, inlined,
  /// with no allocation and no string unless the check fails. Matchers that read the whole
  /// outcome (`throwError`, composites) go to `_check(_:_:_:expression:location:)`.
  @usableFromInline
  @_transparent
  package func check(_ verb: ExpectationVerb, _ matcher: Matcher<Value>, _ description: String?)
    -> Self
  {
    guard case .value(let status, let message) = matcher.body else {
      return adding(_check(matcher, verb, description, expression: expression, location: location))
    }
    let actual: Value?
    let matched: MatcherStatus
    do {
      actual = try expression()
    } catch {
      _reportUnexpectedError(error, message(nil).expectation, verb, description, location)
      return adding(false)
    }
    do {
      matched = try status(actual)
    } catch {
      _reportUnexpectedError(error, message(actual).expectation, verb, description, location)
      return adding(false)
    }
    if matched.passes(negated: verb.isNegated) { return adding(true) }
    _reportFailure(message(actual).rendered(verb, description: description), at: location)
    return adding(false)
  }

  /// Evaluates the actual expression once.
  @usableFromInline
  package func outcome() -> Result<Value?, any Error> {
    Result { try expression() }
  }
}

@usableFromInline
@inline(never)
func _reportUnexpectedError(
  _ error: any Error,
  _ expectation: String,
  _ verb: ExpectationVerb,
  _ description: String?,
  _ location: CodeLocation
) {
  let message = ExpectationMessage.unexpectedError(error, expectation: expectation)
  _reportFailure(message.rendered(verb, description: description), at: location)
}

/// Checks a matcher that reads the whole outcome (`throwError`, composites) or, written the
/// Nimble way, the expression itself: evaluates, judges and reports a failure.
@usableFromInline
func _check<Value>(
  _ matcher: Matcher<Value>, _ verb: ExpectationVerb, _ description: String?,
  expression: @escaping () throws -> Value?, location: CodeLocation
) -> Bool {
  // Only a matcher written the Nimble way reads the expression itself; the others get the
  // outcome, which needs no cache.
  let (status, message) =
    if case .expression = matcher.body {
      matcher.evaluate(Expression(expression: expression, location: location))
    } else {
      matcher.evaluate(Result { try expression() }, at: location)
    }
  return _check(status, verb, description, location, message)
}

/// The step every check ends in, once its matcher has judged: `true` when the status passes the
/// verb; otherwise the failure is reported at `location`, its message built only then, and
/// `false`.
func _check(
  _ status: MatcherStatus, _ verb: ExpectationVerb, _ description: String?,
  _ location: CodeLocation, _ message: () -> ExpectationMessage
) -> Bool {
  if status.passes(negated: verb.isNegated) { return true }
  _reportFailure(at: location) { message().rendered(verb, description: description) }
  return false
}

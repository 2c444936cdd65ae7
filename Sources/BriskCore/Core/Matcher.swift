/// Whether an actual value matches, before `to` or `toNot` is applied.
public enum MatcherStatus: Sendable, Equatable {
  /// The value matches: `to` passes, `toNot` fails.
  case matches
  /// The value does not match: `to` fails, `toNot` passes.
  case doesNotMatch
  /// The matcher cannot judge the value, for example a `nil` actual: both `to` and `toNot` fail.
  case fail

  /// `.matches` for `true`, `.doesNotMatch` for `false`.
  @inlinable
  public init(bool: Bool) {
    self = bool ? .matches : .doesNotMatch
  }

  /// Whether an assertion with this polarity passes.
  @inlinable
  public func passes(negated: Bool) -> Bool {
    switch self {
    case .matches: !negated
    case .doesNotMatch: negated
    case .fail: false
    }
  }
}

/// A matcher's verdict on one value: its status and the message to show if the assertion fails.
public struct MatcherResult: Sendable {
  /// Whether the value matched.
  public var status: MatcherStatus
  /// What to report if the assertion fails.
  public var message: ExpectationMessage

  /// Creates a result.
  /// - Parameters:
  ///   - status: Whether the value matched.
  ///   - message: What to report if the assertion fails.
  public init(status: MatcherStatus, message: ExpectationMessage) {
    self.status = status
    self.message = message
  }

  /// Creates a result that matches when `bool` is `true`.
  /// - Parameters:
  ///   - bool: Whether the value matched.
  ///   - message: What to report if the assertion fails.
  public init(bool: Bool, message: ExpectationMessage) {
    self.init(status: MatcherStatus(bool: bool), message: message)
  }
}

/// A check on an actual value, used with `expect(…).to(…)`.
///
/// A custom matcher takes three lines; the message is `expected to <expectation>, got <actual>`:
///
/// ```swift
/// func beEven() -> Matcher<Int> {
///   Matcher("be even") { $0.isMultiple(of: 2) }
/// }
/// ```
///
/// ```text
/// expected to be even, got <3>
/// ```
///
/// A `nil` actual fails both `to` and `toNot` with `got <nil>`. For full control over the status
/// and the message, use ``init(_:)-((Actual?)->MatcherResult)``, and ``init(outcome:)`` to see an error thrown by the actual
/// expression.
public struct Matcher<Actual> {
  /// How a matcher judges: the fast value path, or the general path over the expression.
  @usableFromInline
  enum Body {
    /// Reads the evaluated value; the message is built only if the assertion fails.
    case value(
      status: (Actual?) throws -> MatcherStatus,
      message: (Actual?) -> ExpectationMessage
    )
    /// Reads the expression itself: it decides when to evaluate it, and sees an error it throws.
    case expression((Expression<Actual>) throws -> MatcherResult)
  }

  @usableFromInline
  let body: Body

  /// Whether polling evaluates the expression on its first poll only and judges that outcome
  /// again at every later one: for matchers, such as `postNotifications`, that watch what the
  /// expression set off rather than what it returns.
  package var judgesFirstPollAgain = false

  @inlinable
  init(body: Body) {
    self.body = body
  }

  /// A matcher from a status check and a message that is built only when an assertion fails.
  ///
  /// This is how Brisk's own matchers are written: a passing assertion builds no string.
  /// - Parameters:
  ///   - status: Judges the actual value.
  ///   - message: Describes the expectation and the actual value, for a failure.
  @inlinable
  public init(
    status: @escaping (Actual?) throws -> MatcherStatus,
    message: @escaping (Actual?) -> ExpectationMessage
  ) {
    self.body = .value(status: status, message: message)
  }

  /// A matcher from a predicate on the non-nil actual value.
  ///
  /// ```swift
  /// Matcher("be even") { $0.isMultiple(of: 2) }
  /// ```
  ///
  /// ```text
  /// expected to be even, got <3>
  /// expected to not be even, got <4>
  /// expected to be even, got <nil>
  /// ```
  /// - Parameters:
  ///   - expectation: What is expected, after `expected to`; built only on failure.
  ///   - predicate: Whether the value matches.
  public init(
    _ expectation: @autoclosure @escaping () -> String,
    _ predicate: @escaping (Actual) throws -> Bool
  ) {
    self.init(
      status: { actual in
        guard let actual else { return .fail }
        return MatcherStatus(bool: try predicate(actual))
      },
      message: { actual in .expected(expectation(), got: actual) }
    )
  }

  /// A matcher that builds its own status and message from the actual value.
  /// - Parameter evaluate: Judges the actual value, `nil` included.
  public init(_ evaluate: @escaping (Actual?) throws -> MatcherResult) {
    self.body = .expression { expression in try evaluate(expression.evaluate()) }
  }

  /// A matcher that sees the whole outcome of the actual expression, including a thrown error.
  ///
  /// Disfavoured, so that a trailing closure that ignores its parameter, `Matcher { _ in … }`,
  /// means ``init(_:)-((Actual?)->MatcherResult)``.
  /// - Parameter outcome: Judges the value or the error.
  @_disfavoredOverload
  public init(outcome: @escaping (Result<Actual?, any Error>) throws -> MatcherResult) {
    self.body = .expression { expression in try outcome(Result { try expression.evaluate() }) }
  }

  /// A matcher that reads the actual expression itself: it decides whether and when to evaluate
  /// it, as Nimble's `Matcher { expression in … }`.
  ///
  /// ```swift
  /// func beEven() -> Matcher<Int> {
  ///   Matcher { expression in
  ///     let value = try expression.evaluate()
  ///     return MatcherResult(
  ///       bool: value.map { $0.isMultiple(of: 2) } ?? false, message: .expected("be even", got: value))
  ///   }
  /// }
  /// ```
  ///
  /// ```text
  /// expected to be even, got <3>
  /// ```
  /// An error thrown by the closure fails the assertion with
  /// `expected to <expectation>, got unexpected error thrown: <error>`.
  /// - Parameter matcher: Judges the expression.
  @_disfavoredOverload
  public init(_ matcher: @escaping (Expression<Actual>) throws -> MatcherResult) {
    self.init(body: .expression(matcher))
  }

  /// Judges an expression: for composing matchers by hand.
  ///
  /// An error thrown by the expression or the matcher is thrown again.
  /// - Parameter expression: The actual expression.
  /// - Returns: The status and the message.
  public func satisfies(_ expression: Expression<Actual>) throws -> MatcherResult {
    switch body {
    case .expression(let evaluate):
      return try evaluate(expression)
    case .value(let status, let message):
      let actual = try expression.evaluate()
      return MatcherResult(status: try status(actual), message: message(actual))
    }
  }
}

extension Matcher {
  /// Judges an outcome. The message closure is called only if the assertion fails.
  /// - Parameters:
  ///   - outcome: The value, or the error the expression threw.
  ///   - location: Where the expectation was written, for matchers that read the expression.
  @usableFromInline
  package func evaluate(
    _ outcome: Result<Actual?, any Error>, at location: CodeLocation = .unknown
  ) -> (status: MatcherStatus, message: () -> ExpectationMessage) {
    switch body {
    case .value(let status, let message):
      switch outcome {
      case .failure(let error):
        return (.fail, { .unexpectedError(error, expectation: message(nil).expectation) })
      case .success(let actual):
        do {
          return (try status(actual), { message(actual) })
        } catch {
          return (.fail, { .unexpectedError(error, expectation: message(actual).expectation) })
        }
      }
    case .expression:
      return evaluate(Expression(outcome: outcome, location: location))
    }
  }

  /// Judges an expression that has not been evaluated yet; a matcher on the general path
  /// decides itself when, and how often, to evaluate it.
  package func evaluate(
    _ expression: Expression<Actual>
  ) -> (status: MatcherStatus, message: () -> ExpectationMessage) {
    guard case .expression(let closure) = body else {
      return evaluate(Result { try expression.evaluate() }, at: expression.location)
    }
    do {
      let result = try closure(expression)
      let actual = { describeOutcome(Result { try expression.evaluate() }) }
      return (result.status, { result.message.fillingActual(actual) })
    } catch {
      let expectation = expectationPhrase
      return (.fail, { .unexpectedError(error, expectation: expectation) })
    }
  }

  /// The expectation phrase alone, for example `equal <2>`: used by composite messages.
  package var expectationPhrase: String {
    switch body {
    case .value(_, let message): message(nil).expectation
    case .expression(let evaluate):
      (try? evaluate(Expression(outcome: .success(nil), location: .unknown)))?.message
        .expectation ?? "match"
    }
  }
}

extension ExpectationMessage {
  /// `expected to <expectation>, got unexpected error thrown: <error>`.
  static func unexpectedError(_ error: any Error, expectation: String) -> ExpectationMessage {
    ExpectationMessage(
      expectation: expectation,
      actual: "unexpected error thrown: <\(stringify(error: error))>"
    )
  }
}

/// Renders `<actual>`, or `unexpected error thrown: <error>` for a thrown error.
func describeOutcome<T>(_ outcome: Result<T?, any Error>) -> String {
  switch outcome {
  case .success(let value): "<\(stringify(value))>"
  case .failure(let error): "unexpected error thrown: <\(stringify(error: error))>"
  }
}

/// Checks a value derived from the actual one: `expect(user).to(map(\.name, equal("Ann")))`.
///
/// The message is the inner matcher's, with the original value under it:
///
/// ```text
/// expected to equal <"Ann">, got <"Bob">
/// difference (- expected, + actual), first at line 1, column 1:
/// - Ann
/// + Bob
///   ^
/// mapped from <User(name: "Bob")>
/// ```
/// - Parameters:
///   - transform: Derives the value to check; it is not called for a `nil` actual.
///   - matcher: The check on the derived value.
/// - Returns: A matcher.
public func map<Value, Mapped>(
  _ transform: @escaping (Value) throws -> Mapped?,
  _ matcher: Matcher<Mapped>
) -> Matcher<Value> {
  Matcher(outcome: { outcome in
    let mapped = outcome.flatMap { value in Result { try value.flatMap(transform) } }
    let (status, message) = matcher.evaluate(mapped)
    var result = message()
    if case .success(let value?) = outcome {
      result.details.append("mapped from <\(stringify(value))>")
    }
    return MatcherResult(status: status, message: result)
  })
}

/// Checks a value derived from the actual one, where deriving may fail: a `nil` from `transform`
/// fails both `to` and `toNot`, as in Nimble.
///
/// ```text
/// expected to equal <3>, got <4>
/// mapped from <"4">
/// expected to map to <Int>, got <"four">
/// the transform returned nil
/// ```
/// - Parameters:
///   - transform: Derives the value to check, or `nil` when it cannot.
///   - matcher: The check on the derived value.
/// - Returns: A matcher.
public func compactMap<Value, Mapped>(
  _ transform: @escaping (Value) throws -> Mapped?,
  _ matcher: Matcher<Mapped>
) -> Matcher<Value> {
  Matcher(outcome: { outcome in
    if case .success(let value?) = outcome, try transform(value) == nil {
      return MatcherResult(
        status: .fail,
        message: ExpectationMessage(
          expectation: "map to <\(Mapped.self)>", actual: "<\(stringify(value))>",
          details: ["the transform returned nil"]))
    }
    let (status, message) = map(transform, matcher).evaluate(outcome)
    return MatcherResult(status: status, message: message())
  })
}

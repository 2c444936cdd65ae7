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

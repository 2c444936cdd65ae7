/// Checks a value derived from the actual one by an async `transform`, or with an async
/// matcher: `await expect(user).to(map({ await $0.avatar() }, equal(avatar)))`.
///
/// The message is the inner matcher's, with the original value under it:
///
/// ```text
/// expected to equal <"Ann">, got <"Bob">
/// mapped from <User(name: "Bob")>
/// ```
/// - Parameters:
///   - transform: Derives the value to check; it is not called for a `nil` actual.
///   - matcher: The check on the derived value, synchronous or async.
/// - Returns: An async matcher.
@_disfavoredOverload
public func map<Value, Mapped>(
  _ transform: nonisolated(nonsending) @escaping (Value) async throws -> Mapped?,
  _ matcher: some AsyncableMatcher<Mapped>
) -> AsyncMatcher<Value> {
  let matcher = matcher.asyncMatcher
  return AsyncMatcher { expression in
    let actual: Value?
    do {
      actual = try await expression.evaluate()
    } catch {
      let failed = AsyncExpression<Mapped>(
        expression: { throw error }, location: expression.location)
      let (status, message) = await matcher.evaluate(failed)
      return MatcherResult(status: status, message: message)
    }
    let mapped = AsyncExpression<Mapped>(
      expression: {
        guard let actual else { return nil }
        return try await transform(actual)
      }, location: expression.location)
    var (status, message) = await matcher.evaluate(mapped)
    if let actual { message.details.append("mapped from <\(stringify(actual))>") }
    return MatcherResult(status: status, message: message)
  }
}

/// Checks a value derived from the actual one by an async `transform` that may fail: a `nil`
/// from `transform` fails both `to` and `toNot`, as in Nimble.
///
/// ```text
/// expected to map to <Int>, got <"four">
/// the transform returned nil
/// ```
/// - Parameters:
///   - transform: Derives the value to check, or `nil` when it cannot.
///   - matcher: The check on the derived value, synchronous or async.
/// - Returns: An async matcher.
@_disfavoredOverload
public func compactMap<Value, Mapped>(
  _ transform: nonisolated(nonsending) @escaping (Value) async throws -> Mapped?,
  _ matcher: some AsyncableMatcher<Mapped>
) -> AsyncMatcher<Value> {
  let mapping = map(transform, matcher)
  return AsyncMatcher { expression in
    if let value = try? await expression.evaluate(), try await transform(value) == nil {
      return MatcherResult(
        status: .fail,
        message: ExpectationMessage(
          expectation: "map to <\(Mapped.self)>", actual: "<\(stringify(value))>",
          details: ["the transform returned nil"]))
    }
    let (status, message) = await mapping.evaluate(expression)
    return MatcherResult(status: status, message: message)
  }
}

// `await expect(x).to(asyncMatcher)`, as Nimble spells it: `to`, `toNot` and `notTo` with an
// ``AsyncMatcher`` on the synchronous expectation. They are disfavoured, so a plain
// `expect(x).to(equal(1))` never picks them; `brisk-bench typecheck` and the 300-check file show
// what they cost the type checker (Benchmarks.md, "Type-checking").
#if compiler(>=6.2)
  extension Expectation {
    /// Checks that the actual value matches an async matcher.
    ///
    /// ```swift
    /// await expect(user.id).to(beRegistered(in: directory))
    /// ```
    /// - Parameters:
    ///   - matcher: The async check.
    ///   - description: Shown on its own line above the failure message.
    ///   - isolation: The caller's actor; the expression and the matcher run on it.
    /// - Returns: The expectation, its ``status`` updated, to chain another check on.
    @_disfavoredOverload
    @discardableResult
    public func to(
      _ matcher: AsyncMatcher<Value>, description: String? = nil,
      isolation: isolated (any Actor)? = #isolation
    ) async -> Self {
      adding(await _verify(matcher, .to, description, asyncExpression, location))
    }

    /// Checks that the actual value does not match an async matcher.
    /// - Parameters:
    ///   - matcher: The async check.
    ///   - description: Shown on its own line above the failure message.
    ///   - isolation: The caller's actor; the expression and the matcher run on it.
    /// - Returns: The expectation, its ``status`` updated, to chain another check on.
    @_disfavoredOverload
    @discardableResult
    public func toNot(
      _ matcher: AsyncMatcher<Value>, description: String? = nil,
      isolation: isolated (any Actor)? = #isolation
    ) async -> Self {
      adding(await _verify(matcher, .toNot, description, asyncExpression, location))
    }

    /// The same as `toNot` with an async matcher.
    /// - Parameters:
    ///   - matcher: The async check.
    ///   - description: Shown on its own line above the failure message.
    ///   - isolation: The caller's actor; the expression and the matcher run on it.
    /// - Returns: The expectation, its ``status`` updated, to chain another check on.
    @_disfavoredOverload
    @discardableResult
    public func notTo(
      _ matcher: AsyncMatcher<Value>, description: String? = nil,
      isolation: isolated (any Actor)? = #isolation
    ) async -> Self {
      adding(await _verify(matcher, .toNot, description, asyncExpression, location))
    }

    /// The synchronous expression, as an async matcher reads it.
    private var asyncExpression: AsyncExpression<Value> {
      let expression = self.expression
      return AsyncExpression(expression: { try expression() }, location: location, isClosure: false)
    }
  }
#endif

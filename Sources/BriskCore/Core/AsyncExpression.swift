/// The actual expression of an async expectation, as an ``AsyncMatcher`` sees it.
///
/// ``evaluate(isolation:)`` runs the expression the first time and returns the same value after
/// that, unless the expression was made ``withoutCaching()``. A thrown error is not cached.
public struct AsyncExpression<Value> {
  private let cache: AsyncExpressionCache<Value>
  private let reevaluates: Bool

  /// Where the expectation was written.
  public let location: CodeLocation
  /// Whether the expression was written as a closure, as in Nimble.
  public let isClosure: Bool

  /// Creates an expression from an async closure; it runs when first evaluated.
  /// - Parameters:
  ///   - expression: Computes the actual value.
  ///   - location: Where the expectation was written.
  ///   - isClosure: Whether the expression is a closure.
  public init(
    expression: @escaping () async throws -> Value?, location: CodeLocation,
    isClosure: Bool = true
  ) {
    self.init(AsyncExpressionCache(expression), location, isClosure, reevaluates: false)
  }

  private init(
    _ cache: AsyncExpressionCache<Value>, _ location: CodeLocation, _ isClosure: Bool,
    reevaluates: Bool
  ) {
    self.cache = cache
    self.location = location
    self.isClosure = isClosure
    self.reevaluates = reevaluates
  }

  /// The actual value, computed once unless the expression is ``withoutCaching()``.
  /// - Parameter isolation: The caller's actor; the expression runs on it.
  /// - Returns: The value, `nil` included.
  public func evaluate(isolation: isolated (any Actor)? = #isolation) async throws -> Value? {
    try await cache.value(reevaluating: reevaluates)
  }

  /// The same expression, computed again on every evaluation.
  /// - Returns: An expression that does not cache.
  public func withoutCaching() -> AsyncExpression<Value> {
    AsyncExpression(cache, location, isClosure, reevaluates: true)
  }

  /// The same expression, computed once from now on.
  /// - Returns: An expression that caches.
  public func withCaching() -> AsyncExpression<Value> {
    AsyncExpression(
      expression: { try await self.evaluate() }, location: location, isClosure: isClosure)
  }

  /// An expression of another type, computed from this one's value.
  /// - Parameter block: Converts the value; it runs when the new expression is evaluated.
  /// - Returns: The converted expression.
  public func cast<U>(_ block: @escaping (Value?) async throws -> U?) -> AsyncExpression<U> {
    AsyncExpression<U>(
      expression: { try await block(self.evaluate()) }, location: location,
      isClosure: isClosure)
  }

  /// Evaluates the expression now and returns a synchronous expression of its outcome.
  /// - Parameter isolation: The caller's actor; the expression runs on it.
  /// - Returns: An expression whose evaluation returns the value or throws the error.
  public func toSynchronousExpression(
    isolation: isolated (any Actor)? = #isolation
  ) async -> Expression<Value> {
    let outcome: Result<Value?, any Error>
    do {
      outcome = .success(try await evaluate())
    } catch {
      outcome = .failure(error)
    }
    return Expression(outcome: outcome, location: location)
  }
}

/// The closure behind an ``AsyncExpression`` and the value it returned last.
final class AsyncExpressionCache<Value> {
  private let compute: () async throws -> Value?
  private var cached: Value??

  init(_ compute: @escaping () async throws -> Value?) {
    self.compute = compute
  }

  func value(
    reevaluating: Bool, isolation: isolated (any Actor)? = #isolation
  ) async throws -> Value? {
    if !reevaluating, let cached { return cached }
    let value = try await compute()
    cached = .some(value)
    return value
  }
}

/// The actual expression of an expectation, as a Nimble-style matcher sees it.
///
/// ``evaluate()`` runs the expression the first time and returns the same value after that,
/// unless the expression was made ``withoutCaching()``. A thrown error is not cached.
///
/// ```swift
/// func beEven() -> Matcher<Int> {
///   Matcher { expression in
///     let value = try expression.evaluate()
///     return MatcherResult(bool: value.map { $0.isMultiple(of: 2) } ?? false,
///                          message: .expected("be even", got: value))
///   }
/// }
/// ```
public struct Expression<Value> {
  private let cache: ExpressionCache<Value>
  private let reevaluates: Bool

  /// Where the expectation was written.
  public let location: CodeLocation
  /// Whether the expression was written as a closure or an autoclosure, as in Nimble; `true`
  /// unless the creator says otherwise.
  public let isClosure: Bool

  /// Creates an expression from a closure; it runs when ``evaluate()`` is first called.
  /// - Parameters:
  ///   - expression: Computes the actual value.
  ///   - location: Where the expectation was written.
  ///   - isClosure: Whether the expression is a closure.
  public init(
    expression: @escaping () throws -> Value?, location: CodeLocation, isClosure: Bool = true
  ) {
    self.init(ExpressionCache(expression), location, isClosure, reevaluates: false)
  }

  private init(
    _ cache: ExpressionCache<Value>, _ location: CodeLocation, _ isClosure: Bool,
    reevaluates: Bool
  ) {
    self.cache = cache
    self.location = location
    self.isClosure = isClosure
    self.reevaluates = reevaluates
  }

  /// An expression whose outcome is already known: a value or an error.
  init(outcome: Result<Value?, any Error>, location: CodeLocation) {
    self.init(expression: { try outcome.get() }, location: location)
  }

  /// The actual value, computed once unless the expression is ``withoutCaching()``.
  /// - Returns: The value, `nil` included.
  public func evaluate() throws -> Value? {
    try cache.value(reevaluating: reevaluates)
  }

  /// The same expression, computed again on every ``evaluate()``.
  /// - Returns: An expression that does not cache.
  public func withoutCaching() -> Expression<Value> {
    Expression(cache, location, isClosure, reevaluates: true)
  }

  /// The same expression, computed once from now on.
  /// - Returns: An expression that caches.
  public func withCaching() -> Expression<Value> {
    Expression(expression: { try self.evaluate() }, location: location, isClosure: isClosure)
  }

  /// An expression of another type, computed from this one's value.
  /// - Parameter block: Converts the value; it runs when the new expression is evaluated.
  /// - Returns: The converted expression.
  public func cast<U>(_ block: @escaping (Value?) throws -> U?) -> Expression<U> {
    Expression<U>(
      expression: { try block(self.evaluate()) }, location: location, isClosure: isClosure)
  }
}

/// The closure behind an ``Expression`` and the value it returned last.
final class ExpressionCache<Value> {
  private let compute: () throws -> Value?
  private var cached: Value??

  init(_ compute: @escaping () throws -> Value?) {
    self.compute = compute
  }

  func value(reevaluating: Bool) throws -> Value? {
    if !reevaluating, let cached { return cached }
    let value = try compute()
    cached = .some(value)
    return value
  }
}

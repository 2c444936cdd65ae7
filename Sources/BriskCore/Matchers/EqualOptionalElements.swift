// `equal` and `==` against an array of optionals or a dictionary of optional values, and `==`
// against a value that is not optional, as Nimble allows: `expect(names) == [lookup("a")]`,
// `expect(point) == .init(x: 1, y: 2)`. All are disfavoured, so an ordinary `equal(…)` or
// `expect(x) == y` never considers them first; Benchmarks.md, "Type-checking", gives their cost.

/// Passes when the actual array equals `expected`, element by element, where `expected` may hold
/// `nil`s: `expect(names).to(equal([lookup("a")]))`.
///
/// ```text
/// expected to equal <["a", nil]>, got <["a", "b"]>
/// ```
/// - Parameter expected: The elements to compare with.
/// - Returns: A matcher.
@_disfavoredOverload
public func equal<Element: Equatable>(_ expected: [Element?]) -> Matcher<[Element]> {
  let areEqual: ([Element?], [Element?]) -> Bool = _sameElements
  return Matcher(
    status: { actual in _equalityStatus(expected, actual.map(_optionalElements), areEqual) },
    message: { actual in _equalMessage(expected, actual.map(_optionalElements)) }
  )
}

/// Passes when the actual dictionary equals `expected`, whose values may be `nil`:
/// `expect(names).to(equal(["a": lookup("a")]))`.
///
/// ```text
/// expected to equal <["a": nil]>, got <["a": "x"]>
/// ```
/// - Parameter expected: The entries to compare with.
/// - Returns: A matcher.
@_disfavoredOverload
public func equal<Key: Hashable, Value: Equatable>(
  _ expected: [Key: Value?]
) -> Matcher<[Key: Value]> {
  let areEqual: ([Key: Value?], [Key: Value?]) -> Bool = _sameEntries
  return Matcher(
    status: { actual in _equalityStatus(expected, actual.map(_optionalValues), areEqual) },
    message: { actual in _equalMessage(expected, actual.map(_optionalValues)) }
  )
}

/// `expect(names) == [lookup("a")]` is `expect(names).to(equal([lookup("a")]))`.
/// - Parameters:
///   - lhs: The expectation.
///   - rhs: The elements to compare with.
@_disfavoredOverload
public func == <Element: Equatable>(lhs: Expectation<[Element]>, rhs: [Element?]) {
  lhs.to(equal(rhs))
}

/// `expect(names) == ["a": lookup("a")]` is `expect(names).to(equal(["a": lookup("a")]))`.
/// - Parameters:
///   - lhs: The expectation.
///   - rhs: The entries to compare with.
@_disfavoredOverload
public func == <Key: Hashable, Value: Equatable>(
  lhs: Expectation<[Key: Value]>, rhs: [Key: Value?]
) {
  lhs.to(equal(rhs))
}

/// `expect(point) == .init(x: 1, y: 2)`: `==` with a value that is not optional, so that an
/// implicit member expression type-checks.
/// - Parameters:
///   - lhs: The expectation.
///   - rhs: The value to compare with.
@_disfavoredOverload
public func == <Value: Equatable>(lhs: Expectation<Value>, rhs: Value) {
  lhs.to(equal(rhs))
}

/// `expect(point) != .init(x: 1, y: 2)`, the negation of the `==` above.
/// - Parameters:
///   - lhs: The expectation.
///   - rhs: The value to compare with.
@_disfavoredOverload
public func != <Value: Equatable>(lhs: Expectation<Value>, rhs: Value) {
  lhs.toNot(equal(rhs))
}

/// The array with each element made optional.
func _optionalElements<Element>(_ array: [Element]) -> [Element?] {
  array.map { element -> Element? in element }
}

/// The dictionary with each value made optional.
func _optionalValues<Key, Value>(_ dictionary: [Key: Value]) -> [Key: Value?] {
  dictionary.mapValues { value -> Value? in value }
}

/// Whether two arrays of optionals hold equal elements in the same order.
func _sameElements<Element: Equatable>(_ lhs: [Element?], _ rhs: [Element?]) -> Bool {
  lhs == rhs
}

/// Whether two dictionaries of optional values hold the same entries.
func _sameEntries<Key: Hashable, Value: Equatable>(
  _ lhs: [Key: Value?], _ rhs: [Key: Value?]
) -> Bool {
  lhs == rhs
}

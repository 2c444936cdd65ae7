/// Passes when the actual value equals `expected`. A `nil` expected matches only a `nil` actual.
///
/// Works for any `Equatable` value, so also for optionals, arrays, dictionaries and sets; tuples of
/// up to six `Equatable` elements have their own overloads.
///
/// ```text
/// expected to equal <2>, got <1>
/// expected to not equal <2>, got <2>
/// expected to equal <2>, got <nil>
/// (use beNil() to match nil)
/// ```
///
/// The lines under the first one show what differs:
///
/// ```text
/// expected to equal <[1, 2, 3]>, got <[1, 5, 3, 4]>
/// count: expected 3, got 4
/// first difference at index 1: expected <2>, got <5>
/// missing: <[2]>
/// extra: <[5, 4]>
/// ```
///
/// ```text
/// expected to equal <User(name: "Ann", age: 3)>, got <User(name: "Ann", age: 4)>
/// differences:
///   .age: expected <3>, got <4>
/// ```
///
/// ```text
/// expected to equal <"hello world">, got <"hello wurld">
/// difference (- expected, + actual), first at line 1, column 8:
/// - hello world
/// + hello wurld
///          ^
/// ```
/// - Parameter expected: The value to compare with.
/// - Returns: A matcher.
@inlinable
public func equal<Value: Equatable>(_ expected: Value?) -> Matcher<Value> {
  Matcher(
    status: { actual in _equalityStatus(expected, actual, ==) },
    message: { actual in _equalMessage(expected, actual) }
  )
}

/// The same as ``equal(_:)-(Value?)``, for a value that is not optional; as in Nimble, it lets
/// `equal(.init(…))` and a bare literal where a closure's `Void` result would otherwise decide
/// its type (`{ try require(1).toNever(equal(1)) }`) type-check. Disfavoured, so an ordinary
/// `equal(2)` never considers it first.
/// - Parameter expected: The value to compare with.
/// - Returns: A matcher.
@_disfavoredOverload
@inlinable
public func equal<Value: Equatable>(_ expected: Value) -> Matcher<Value> {
  equal(Optional(expected))
}

/// Passes when the actual pair equals `expected`.
/// - Parameter expected: The tuple to compare with.
/// - Returns: A matcher.
@_disfavoredOverload
@inlinable
public func equal<A: Equatable, B: Equatable>(_ expected: (A, B)?) -> Matcher<(A, B)> {
  Matcher(
    status: { actual in _equalityStatus(expected, actual, ==) },
    message: { actual in _equalMessage(expected, actual) }
  )
}

/// Passes when the actual triple equals `expected`.
/// - Parameter expected: The tuple to compare with.
/// - Returns: A matcher.
@_disfavoredOverload
@inlinable
public func equal<A: Equatable, B: Equatable, C: Equatable>(
  _ expected: (A, B, C)?
) -> Matcher<(A, B, C)> {
  Matcher(
    status: { actual in _equalityStatus(expected, actual, ==) },
    message: { actual in _equalMessage(expected, actual) }
  )
}

/// Passes when the actual 4-tuple equals `expected`.
/// - Parameter expected: The tuple to compare with.
/// - Returns: A matcher.
@_disfavoredOverload
@inlinable
public func equal<A: Equatable, B: Equatable, C: Equatable, D: Equatable>(
  _ expected: (A, B, C, D)?
) -> Matcher<(A, B, C, D)> {
  Matcher(
    status: { actual in _equalityStatus(expected, actual, ==) },
    message: { actual in _equalMessage(expected, actual) }
  )
}

/// Passes when the actual 5-tuple equals `expected`.
/// - Parameter expected: The tuple to compare with.
/// - Returns: A matcher.
@_disfavoredOverload
@inlinable
public func equal<A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable>(
  _ expected: (A, B, C, D, E)?
) -> Matcher<(A, B, C, D, E)> {
  Matcher(
    status: { actual in _equalityStatus(expected, actual, ==) },
    message: { actual in _equalMessage(expected, actual) }
  )
}

/// Passes when the actual 6-tuple equals `expected`.
/// - Parameter expected: The tuple to compare with.
/// - Returns: A matcher.
@_disfavoredOverload
@inlinable
public func equal<
  A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable, F: Equatable
>(
  _ expected: (A, B, C, D, E, F)?
) -> Matcher<(A, B, C, D, E, F)> {
  Matcher(
    status: { actual in _equalityStatus(expected, actual, ==) },
    message: { actual in _equalMessage(expected, actual) }
  )
}

/// `nil` expected matches only `nil`; a `nil` actual against a value fails both ways.
@inlinable
func _equalityStatus<T>(_ expected: T?, _ actual: T?, _ areEqual: (T, T) -> Bool)
  -> MatcherStatus
{
  switch (expected, actual) {
  case (nil, nil): .matches
  case (nil, _?): .doesNotMatch
  case (_?, nil): .fail
  case (let expected?, let actual?): areEqual(expected, actual) ? .matches : .doesNotMatch
  }
}

@usableFromInline
func _equalMessage<T>(_ expected: T?, _ actual: T?) -> ExpectationMessage {
  // One time budget for the whole message: both values and the diff.
  RenderBudget.run { _ in _equalMessageWithinBudget(expected, actual) }
}

private func _equalMessageWithinBudget<T>(_ expected: T?, _ actual: T?) -> ExpectationMessage {
  var message = ExpectationMessage.expected("equal <\(stringify(expected))>", got: actual)
  if actual == nil, expected != nil {
    message.details = ["(use beNil() to match nil)"]
  } else if !Stringify.isScalarType(T.self) {
    message.details = ValueDiff.lines(expected: expected, actual: actual)
  }
  return message
}

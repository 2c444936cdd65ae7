public import Foundation

/// Passes when the actual collection (array, set, dictionary, string…) has no elements.
///
/// ```text
/// expected to be empty, got <[1, 2]>
/// expected to not be empty, got <[]>
/// expected to be empty, got <nil>
/// ```
/// - Returns: A matcher.
@inlinable
public func beEmpty<Value: Collection>() -> Matcher<Value> {
  Matcher(
    status: { actual in actual.map { MatcherStatus(bool: $0.isEmpty) } ?? .fail },
    message: { actual in .expected("be empty", got: actual) }
  )
}

/// Passes when the actual sequence has no elements: `NSArray`, `NSSet`, `NSDictionary`, lazy
/// sequences and any other `Sequence` that is not a `Collection`.
///
/// ```text
/// expected to be empty, got <[1, 2]>
/// expected to not be empty, got <[]>
/// expected to be empty, got <nil>
/// ```
/// - Returns: A matcher.
@_disfavoredOverload
public func beEmpty<Value: Sequence>() -> Matcher<Value> {
  Matcher(
    status: { actual in
      guard let actual else { return .fail }
      var iterator = actual.makeIterator()
      return MatcherStatus(bool: iterator.next() == nil)
    },
    message: { actual in .expected("be empty", got: actual) }
  )
}

/// Passes when the actual set (an `OptionSet` or any other `SetAlgebra`) has no members.
///
/// ```text
/// expected to be empty, got <Options(rawValue: 1)>
/// expected to not be empty, got <Options(rawValue: 0)>
/// expected to be empty, got <nil>
/// ```
/// - Returns: A matcher.
@_disfavoredOverload
public func beEmpty<Value: SetAlgebra>() -> Matcher<Value> {
  Matcher(
    status: { actual in actual.map { MatcherStatus(bool: $0.isEmpty) } ?? .fail },
    message: { actual in .expected("be empty", got: actual) }
  )
}

/// Passes when the actual `NSString` has no characters.
///
/// ```text
/// expected to be empty, got <"hi">
/// expected to not be empty, got <"">
/// expected to be empty, got <nil>
/// ```
/// - Returns: A matcher.
@_disfavoredOverload
public func beEmpty() -> Matcher<NSString> {
  Matcher(
    status: { actual in actual.map { MatcherStatus(bool: $0.length == 0) } ?? .fail },
    message: { actual in .expected("be empty", got: actual) }
  )
}

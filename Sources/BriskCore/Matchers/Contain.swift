public import Foundation

/// Passes when the actual sequence contains every one of `items`.
///
/// ```text
/// expected to contain <4>, got <[1, 2, 3]>
/// expected to contain <2, 4>, got <[1, 2, 3]>
/// missing: <4>
/// expected to not contain <2>, got <[1, 2, 3]>
/// expected to contain <4>, got <nil>
/// expected to contain <>, got <[1]>
/// contain() needs at least one item
/// ```
/// - Parameter items: The elements that must all be present.
/// - Returns: A matcher.
@inlinable
public func contain<Value: Sequence>(_ items: Value.Element...) -> Matcher<Value>
where Value.Element: Equatable {
  Matcher(
    status: { actual in
      guard let actual, !items.isEmpty else { return .fail }
      return MatcherStatus(bool: items.allSatisfy { actual.contains($0) })
    },
    message: { actual in
      _containMessage(items.map { $0 }, actual) { actual, item in actual.contains(item) }
    }
  )
}

/// Passes when the actual sequence contains every element of `items`: Nimble's array form,
/// `contain([1, 2])`.
///
/// ```text
/// expected to contain <2, 4>, got <[1, 2, 3]>
/// missing: <4>
/// ```
/// - Parameter items: The elements that must all be present.
/// - Returns: A matcher.
@_disfavoredOverload
public func contain<Value: Sequence>(_ items: [Value.Element]) -> Matcher<Value>
where Value.Element: Equatable {
  Matcher(
    status: { actual in
      guard let actual, !items.isEmpty else { return .fail }
      return MatcherStatus(bool: items.allSatisfy { actual.contains($0) })
    },
    message: { actual in _containMessage(items, actual) { actual, item in actual.contains(item) } }
  )
}

/// Passes when the actual string contains every one of `substrings`.
///
/// ```text
/// expected to contain <"world">, got <"hello">
/// expected to not contain <"ell">, got <"hello">
/// expected to contain <"world">, got <nil>
/// ```
/// - Parameter substrings: The substrings that must all be present.
/// - Returns: A matcher.
public func contain(_ substrings: String...) -> Matcher<String> {
  Matcher(
    status: { actual in
      guard let actual else { return .fail }
      return MatcherStatus(
        bool: substrings.allSatisfy { $0.isEmpty || actual.range(of: $0) != nil })
    },
    message: { actual in
      _containMessage(substrings, actual) { actual, item in
        item.isEmpty || actual.range(of: item) != nil
      }
    }
  )
}

/// Passes when the actual set (an `OptionSet` or any other `SetAlgebra`) contains every one of
/// `items`.
///
/// ```text
/// expected to contain <Permissions(rawValue: 2)>, got <Permissions(rawValue: 1)>
/// expected to not contain <Permissions(rawValue: 1)>, got <Permissions(rawValue: 1)>
/// expected to contain <Permissions(rawValue: 2)>, got <nil>
/// ```
/// - Parameter items: The members that must all be present.
/// - Returns: A matcher.
@_disfavoredOverload
public func contain<Value: SetAlgebra>(_ items: Value.Element...) -> Matcher<Value> {
  Matcher(
    status: { actual in
      guard let actual, !items.isEmpty else { return .fail }
      return MatcherStatus(bool: items.allSatisfy { actual.contains($0) })
    },
    message: { actual in _containMessage(items, actual) { actual, item in actual.contains(item) } }
  )
}

/// Passes when the actual `NSArray` or `NSSet` contains every one of `items`, compared with
/// `isEqual(_:)`.
///
/// ```text
/// expected to contain <3>, got <[1, 2]>
/// expected to not contain <1>, got <[1, 2]>
/// expected to contain <3>, got <nil>
/// ```
/// - Parameter items: The objects that must all be present.
/// - Returns: A matcher.
@_disfavoredOverload
public func contain<Value: Sequence>(_ items: Any...) -> Matcher<Value> where Value.Element == Any {
  Matcher(
    status: { actual in
      guard let actual, !items.isEmpty else { return .fail }
      return MatcherStatus(bool: items.allSatisfy { _containsObject(actual, $0) })
    },
    message: { actual in _containMessage(items, actual, _containsObject) }
  )
}

/// Passes when the actual `NSString` contains every one of `substrings`.
///
/// ```text
/// expected to contain <"world">, got <"hello">
/// expected to not contain <"ell">, got <"hello">
/// expected to contain <"world">, got <nil>
/// ```
/// - Parameter substrings: The substrings that must all be present.
/// - Returns: A matcher.
@_disfavoredOverload
public func contain(_ substrings: NSString...) -> Matcher<NSString> {
  let contains = { (actual: NSString, item: NSString) in
    item.length == 0 || actual.range(of: item as String).location != NSNotFound
  }
  return Matcher(
    status: { actual in
      guard let actual, !substrings.isEmpty else { return .fail }
      return MatcherStatus(bool: substrings.allSatisfy { contains(actual, $0) })
    },
    message: { actual in _containMessage(substrings, actual, contains) }
  )
}

/// Whether a Foundation collection holds an object equal to `item` (`isEqual(_:)`).
func _containsObject<Value: Sequence>(_ collection: Value, _ item: Any) -> Bool
where Value.Element == Any {
  collection.contains { ($0 as? NSObject)?.isEqual(item) ?? false }
}

@usableFromInline
func _containMessage<Value, Item>(
  _ items: [Item], _ actual: Value?, _ contains: (Value, Item) -> Bool
) -> ExpectationMessage {
  let list = items.map { stringify($0) }.joined(separator: ", ")
  var message = ExpectationMessage.expected("contain <\(list)>", got: actual)
  if items.isEmpty { message.details = ["contain() needs at least one item"] }
  if let actual, items.count > 1 {
    let missing = items.filter { !contains(actual, $0) }.map { stringify($0) }
    if !missing.isEmpty { message.details = ["missing: <\(missing.joined(separator: ", "))>"] }
  }
  return message
}

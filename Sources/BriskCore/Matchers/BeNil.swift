/// Passes when the actual value is `nil`, at any depth: an element `nil` of an `[Int?]` checked
/// with `allPass(beNil())` is `nil` too.
///
/// ```text
/// expected to be nil, got <3>
/// expected to not be nil, got <nil>
/// ```
/// - Returns: A matcher.
@inlinable
public func beNil<Value>() -> Matcher<Value> {
  Matcher(
    status: { actual in MatcherStatus(bool: actual.map(_holdsNil) ?? true) },
    message: { actual in .expected("be nil", got: actual) }
  )
}

/// Whether `value` is an optional that holds `nil` (at any depth).
@inlinable
func _holdsNil<Value>(_ value: Value) -> Bool {
  (value as? any _OptionalValue)?._isNil ?? false
}

/// Lets `beNil` see through an optional wrapped in a generic value.
@usableFromInline
protocol _OptionalValue {
  var _isNil: Bool { get }
}

extension Optional: _OptionalValue {
  @usableFromInline
  var _isNil: Bool {
    switch self {
    case .none: true
    case .some(let wrapped): _holdsNil(wrapped)
    }
  }
}

/// Passes when the actual object is the very instance `expected` (`===`).
///
/// ```text
/// expected to be identical to <Detail (0x000060000171c2a0)>, got <Other (0x0000600000cbc000)>
/// expected to not be identical to <Detail (0x000060000171c2a0)>, got <Detail (0x000060000171c2a0)>
/// expected to be identical to <Detail (0x000060000171c2a0)>, got <nil>
/// ```
/// - Parameter expected: The instance to compare with; `nil` matches only `nil`.
/// - Returns: A matcher.
@inlinable
public func beIdenticalTo<Value: AnyObject>(_ expected: Value?) -> Matcher<Value> {
  Matcher(
    status: { actual in _equalityStatus(expected, actual, ===) },
    message: { actual in
      ExpectationMessage(
        expectation: "be identical to <\(_identity(expected))>",
        actual: "<\(_identity(actual))>"
      )
    }
  )
}

/// `Type (0x…)`: the type name and the address of an object, or `nil`. Identity is about which
/// instance, so descriptions (which may carry an address of their own) are left out.
@usableFromInline
func _identity(_ object: AnyObject?) -> String {
  guard let object else { return "nil" }
  return "\(Stringify.typeName(of: object)) (\(Unmanaged.passUnretained(object).toOpaque()))"
}

/// A type check that `require(…).to` turns into the checked type: what `beAKindOf` and
/// `beAnInstanceOf` give a requirement.
///
/// ```swift
/// let admin = try require(user).to(beAKindOf(Admin.self))  // an Admin
/// admin.level = 3
/// ```
///
/// Everywhere else (`expect(…).to`, `toNot`, polling, composites) the same call gives the plain
/// ``Matcher``, and the messages are the same:
///
/// ```text
/// expected to be a kind of <Admin>, got <Person>
/// ```
public struct TypeNarrowing<Expected>: Sendable {
  /// Whether subclasses fail the check (`beAnInstanceOf`) or pass it (`beAKindOf`).
  let exactType: Bool

  /// The same check as a matcher on the requirement's value.
  func matcher<Value>(for _: Value.Type) -> Matcher<Value> {
    exactType ? beAnInstanceOf(Expected.self) : beAKindOf(Expected.self)
  }
}

/// Passes when the actual value is an instance of `type` or of a subtype; `require(…).to`
/// returns the value as `type`.
///
/// ```text
/// expected to be a kind of <Admin>, got <Person>
/// expected to be a kind of <Admin>, got <nil>
/// ```
/// - Parameter type: The expected type.
/// - Returns: A type check for `try require(…).to(…)`.
public func beAKindOf<Expected>(_ type: Expected.Type) -> TypeNarrowing<Expected> {
  TypeNarrowing(exactType: false)
}

/// Passes when the actual value's dynamic type is exactly `type`; `require(…).to` returns the
/// value as `type`.
///
/// ```text
/// expected to be an instance of <Admin>, got <SuperAdmin>
/// ```
/// - Parameter type: The expected type.
/// - Returns: A type check for `try require(…).to(…)`.
public func beAnInstanceOf<Expected>(_ type: Expected.Type) -> TypeNarrowing<Expected> {
  TypeNarrowing(exactType: true)
}

/// Passes when the actual expression produced `()`, such as a function that returns nothing.
///
/// A `nil` actual is not void, so `toNot` passes for it.
///
/// ```text
/// expected to be void, got <nil>
/// expected to not be void, got <()>
/// ```
/// - Returns: A matcher.
@inlinable
public func beVoid() -> Matcher<Void> {
  Matcher(
    status: { actual in MatcherStatus(bool: actual != nil) },
    message: { actual in .expected("be void", got: actual) }
  )
}

extension Expectation where Value == Void {
  /// `expect(()) == ()` is `expect(()).to(beVoid())`.
  @inlinable
  public static func == (lhs: Expectation, rhs: ()) {
    lhs.to(beVoid())
  }

  /// `expect(()) != ()` is `expect(()).toNot(beVoid())`.
  @inlinable
  public static func != (lhs: Expectation, rhs: ()) {
    lhs.toNot(beVoid())
  }
}

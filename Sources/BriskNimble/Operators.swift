public import BriskCore

extension Expectation where Value: Equatable {
  /// `expect(x) == y` is `expect(x).to(equal(y))`.
  @inlinable
  public static func == (lhs: Expectation, rhs: Value?) {
    lhs.to(equal(rhs))
  }

  /// `expect(x) != y` is `expect(x).toNot(equal(y))`.
  @inlinable
  public static func != (lhs: Expectation, rhs: Value?) {
    lhs.toNot(equal(rhs))
  }
}

extension Expectation where Value: Comparable {
  /// `expect(x) < y` is `expect(x).to(beLessThan(y))`.
  @inlinable
  public static func < (lhs: Expectation, rhs: Value) {
    lhs.to(beLessThan(rhs))
  }

  /// `expect(x) <= y` is `expect(x).to(beLessThanOrEqualTo(y))`.
  @inlinable
  public static func <= (lhs: Expectation, rhs: Value) {
    lhs.to(beLessThanOrEqualTo(rhs))
  }

  /// `expect(x) > y` is `expect(x).to(beGreaterThan(y))`.
  @inlinable
  public static func > (lhs: Expectation, rhs: Value) {
    lhs.to(beGreaterThan(rhs))
  }

  /// `expect(x) >= y` is `expect(x).to(beGreaterThanOrEqualTo(y))`.
  @inlinable
  public static func >= (lhs: Expectation, rhs: Value) {
    lhs.to(beGreaterThanOrEqualTo(rhs))
  }
}

extension Expectation where Value: AnyObject {
  /// `expect(a) === b` is `expect(a).to(beIdenticalTo(b))`.
  @inlinable
  public static func === (lhs: Expectation, rhs: Value?) {
    lhs.to(beIdenticalTo(rhs))
  }

  /// `expect(a) !== b` is `expect(a).toNot(beIdenticalTo(b))`.
  @inlinable
  public static func !== (lhs: Expectation, rhs: Value?) {
    lhs.toNot(beIdenticalTo(rhs))
  }
}

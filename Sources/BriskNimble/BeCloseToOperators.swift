public import BriskCore
public import Foundation

/// `expect(x) ≈ y`: Nimble's operator for `beCloseTo`.
infix operator ≈ : ComparisonPrecedence

/// Binds tighter than arithmetic, so `1.0 ± 0.1` is one pair.
precedencegroup PlusMinusOperatorPrecedence {
  higherThan: BitwiseShiftPrecedence
}

/// `y ± delta`: a value and the delta allowed around it, for `≈`.
infix operator ± : PlusMinusOperatorPrecedence

extension Expectation where Value: FloatingPoint {
  /// `expect(x) ≈ y` is `expect(x).to(beCloseTo(y))`.
  public static func ≈ (lhs: Expectation, rhs: Value) {
    lhs.to(beCloseTo(rhs))
  }

  /// `expect(x) ≈ (y, delta)` and `expect(x) ≈ y ± delta` are
  /// `expect(x).to(beCloseTo(y, within: delta))`.
  public static func ≈ (lhs: Expectation, rhs: (expected: Value, delta: Value)) {
    lhs.to(beCloseTo(rhs.expected, within: rhs.delta))
  }

}

extension Expectation where Value: Collection, Value.Element: FloatingPoint {
  /// `expect(xs) ≈ ys` is `expect(xs).to(beCloseTo(ys))`.
  public static func ≈ (lhs: Expectation, rhs: Value) {
    lhs.to(beCloseTo(rhs))
  }
}

extension Expectation where Value == Date {
  /// `expect(date) ≈ other` is `expect(date).to(beCloseTo(other))`.
  public static func ≈ (lhs: Expectation, rhs: Date) {
    lhs.to(beCloseTo(rhs))
  }

  /// `expect(date) ≈ other ± seconds` is `expect(date).to(beCloseTo(other, within: seconds))`.
  public static func ≈ (lhs: Expectation, rhs: (expected: Date, delta: TimeInterval)) {
    lhs.to(beCloseTo(rhs.expected, within: rhs.delta))
  }

}

extension Expectation where Value: NSNumber {
  /// `expect(number) ≈ other` is `expect(number).to(beCloseTo(other))`.
  public static func ≈ (lhs: Expectation, rhs: Value) {
    lhs.to(beCloseTo(rhs))
  }

  /// `expect(number) ≈ (other, delta)` is `expect(number).to(beCloseTo(other, within: delta))`.
  public static func ≈ (lhs: Expectation, rhs: (expected: Value, delta: Double)) {
    lhs.to(beCloseTo(rhs.expected, within: rhs.delta))
  }

}

extension Expectation where Value: NSDate {
  /// `expect(date) ≈ other` is `expect(date).to(beCloseTo(other))`.
  public static func ≈ (lhs: Expectation, rhs: Value) {
    lhs.to(beCloseTo(rhs))
  }

  /// `expect(date) ≈ (other, seconds)` is `expect(date).to(beCloseTo(other, within: seconds))`.
  public static func ≈ (lhs: Expectation, rhs: (expected: Value, delta: TimeInterval)) {
    lhs.to(beCloseTo(rhs.expected, within: rhs.delta))
  }

}

/// `y ± delta`: the pair that `≈` takes.
/// - Parameters:
///   - lhs: The expected value.
///   - rhs: The largest allowed difference.
/// - Returns: The value and the delta.
public func ± <Value: FloatingPoint>(lhs: Value, rhs: Value) -> (expected: Value, delta: Value) {
  (lhs, rhs)
}

/// `date ± seconds`: the pair that `≈` takes.
/// - Parameters:
///   - lhs: The expected date.
///   - rhs: The largest allowed difference, in seconds.
/// - Returns: The date and the delta.
public func ± (lhs: Date, rhs: TimeInterval) -> (expected: Date, delta: TimeInterval) {
  (lhs, rhs)
}

/// `number ± delta`: the pair that `≈` takes, for `NSNumber`.
/// - Parameters:
///   - lhs: The expected number.
///   - rhs: The largest allowed difference.
/// - Returns: The number and the delta.
public func ± <Value: NSNumber>(lhs: Value, rhs: Double) -> (expected: Value, delta: Double) {
  (lhs, rhs)
}

/// `date ± seconds`: the pair that `≈` takes, for `NSDate`.
/// - Parameters:
///   - lhs: The expected date.
///   - rhs: The largest allowed difference, in seconds.
/// - Returns: The date and the delta.
public func ± <Value: NSDate>(lhs: Value, rhs: TimeInterval) -> (
  expected: Value, delta: TimeInterval
) {
  (lhs, rhs)
}

// `==` with a delta, Nimble's other spelling of `≈`: global functions, as the tuple `==`
// are, and for the same reason (see EqualTupleOperators.swift).

/// `expect(x) == (y, delta)` and `expect(x) == y ± delta`, for a number, are
/// `expect(x).to(beCloseTo(y, within: delta))`.
@_disfavoredOverload
public func == <Number: FloatingPoint>(
  lhs: Expectation<Number>, rhs: (expected: Number, delta: Number)
) {
  lhs.to(beCloseTo(rhs.expected, within: rhs.delta))
}

/// `expect(x) == (y, delta)` and `expect(x) == y ± delta`, for a date, are
/// `expect(x).to(beCloseTo(y, within: delta))`.
@_disfavoredOverload
public func == (lhs: Expectation<Date>, rhs: (expected: Date, delta: TimeInterval)) {
  lhs.to(beCloseTo(rhs.expected, within: rhs.delta))
}

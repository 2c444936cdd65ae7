public import BriskCore
public import Foundation

// `≈`, and `==` with a delta, on async expectations, as in Nimble:
// `await expect { await reading() } ≈ 1.5 ± 0.1`. The expression runs on the caller's actor.

extension AsyncExpectation where Value: FloatingPoint {
  /// `await expect { … } ≈ y` is `await expect { … }.to(beCloseTo(y))`.
  nonisolated(nonsending)
    public static func ≈ (lhs: AsyncExpectation, rhs: Value) async
  {
    await lhs.to(beCloseTo(rhs))
  }

  /// `await expect { … } ≈ (y, delta)` is `await expect { … }.to(beCloseTo(y, within: delta))`.
  nonisolated(nonsending)
    public static func ≈ (lhs: AsyncExpectation, rhs: (expected: Value, delta: Value)) async
  {
    await lhs.to(beCloseTo(rhs.expected, within: rhs.delta))
  }

}

extension AsyncExpectation where Value: Collection, Value.Element: FloatingPoint {
  /// `await expect { … } ≈ ys` is `await expect { … }.to(beCloseTo(ys))`.
  nonisolated(nonsending)
    public static func ≈ (lhs: AsyncExpectation, rhs: Value) async
  {
    await lhs.to(beCloseTo(rhs))
  }
}

extension AsyncExpectation where Value == Date {
  /// `await expect { … } ≈ y` is `await expect { … }.to(beCloseTo(y))`.
  nonisolated(nonsending)
    public static func ≈ (lhs: AsyncExpectation, rhs: Date) async
  {
    await lhs.to(beCloseTo(rhs))
  }

  /// `await expect { … } ≈ (y, delta)` is `await expect { … }.to(beCloseTo(y, within: delta))`.
  nonisolated(nonsending)
    public static func ≈ (lhs: AsyncExpectation, rhs: (expected: Date, delta: TimeInterval)) async
  {
    await lhs.to(beCloseTo(rhs.expected, within: rhs.delta))
  }

}

extension AsyncExpectation where Value: NSNumber {
  /// `await expect { … } ≈ y` is `await expect { … }.to(beCloseTo(y))`.
  nonisolated(nonsending)
    public static func ≈ (lhs: AsyncExpectation, rhs: Value) async
  {
    await lhs.to(beCloseTo(rhs))
  }

  /// `await expect { … } ≈ (y, delta)` is `await expect { … }.to(beCloseTo(y, within: delta))`.
  nonisolated(nonsending)
    public static func ≈ (lhs: AsyncExpectation, rhs: (expected: Value, delta: Double)) async
  {
    await lhs.to(beCloseTo(rhs.expected, within: rhs.delta))
  }

}

extension AsyncExpectation where Value: NSDate {
  /// `await expect { … } ≈ y` is `await expect { … }.to(beCloseTo(y))`.
  nonisolated(nonsending)
    public static func ≈ (lhs: AsyncExpectation, rhs: Value) async
  {
    await lhs.to(beCloseTo(rhs))
  }

  /// `await expect { … } ≈ (y, delta)` is `await expect { … }.to(beCloseTo(y, within: delta))`.
  nonisolated(nonsending)
    public static func ≈ (lhs: AsyncExpectation, rhs: (expected: Value, delta: TimeInterval)) async
  {
    await lhs.to(beCloseTo(rhs.expected, within: rhs.delta))
  }

}

// `==` with a delta: global functions, as in BeCloseToOperators.swift.

/// `await expect { … } == (y, delta)` and `await expect { … } == y ± delta`, for a number, are
/// `await expect { … }.to(beCloseTo(y, within: delta))`.
@_disfavoredOverload
nonisolated(nonsending)
  public func == <Number: FloatingPoint>(
    lhs: AsyncExpectation<Number>, rhs: (expected: Number, delta: Number)
  ) async
{
  await lhs.to(beCloseTo(rhs.expected, within: rhs.delta))
}

/// `await expect { … } == (y, delta)` and `await expect { … } == y ± delta`, for a date, are
/// `await expect { … }.to(beCloseTo(y, within: delta))`.
@_disfavoredOverload
nonisolated(nonsending)
  public func == (lhs: AsyncExpectation<Date>, rhs: (expected: Date, delta: TimeInterval)) async
{
  await lhs.to(beCloseTo(rhs.expected, within: rhs.delta))
}

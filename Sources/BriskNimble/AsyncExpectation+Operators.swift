public import BriskCore

extension AsyncExpectation where Value: Equatable {
  /// `await expect { … } == y` is `await expect { … }.to(equal(y))`, as in Nimble.
  ///
  /// The expression runs on the caller's actor.
  nonisolated(nonsending)
    public static func == (lhs: AsyncExpectation, rhs: Value?) async
  {
    await lhs.to(equal(rhs))
  }

  /// `await expect { … } != y` is `await expect { … }.toNot(equal(y))`, as in Nimble.
  ///
  /// The expression runs on the caller's actor.
  nonisolated(nonsending)
    public static func != (lhs: AsyncExpectation, rhs: Value?) async
  {
    await lhs.toNot(equal(rhs))
  }
}

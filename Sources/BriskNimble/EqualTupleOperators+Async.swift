// `==` and `!=` on async expectations of arrays of tuples of two to six `Equatable` elements, as
// in Nimble: `await expect { await pairs() } == [(1, "a")]`. Global and disfavoured, for the
// reason given in EqualTupleOperators.swift. The expression runs on the caller's actor.
//
// Nimble also has `==` on an async expectation of a single tuple; Brisk leaves it out, because
// every `==` overload makes every `==` in a user's file slower to type-check, and
// `await expect { await pair() }.to(equal((1, "a")))` says the same.

public import BriskCore

/// `await expect { … } == y` for an array of pairs: `await expect { … }.to(equal(y))`.
@_disfavoredOverload
nonisolated(nonsending)
  public func == <A: Equatable, B: Equatable>(lhs: AsyncExpectation<[(A, B)]>, rhs: [(A, B)]?) async
{
  await lhs.to(equal(rhs))
}

/// `await expect { … } != y` for an array of pairs: `await expect { … }.toNot(equal(y))`.
@_disfavoredOverload
nonisolated(nonsending)
  public func != <A: Equatable, B: Equatable>(lhs: AsyncExpectation<[(A, B)]>, rhs: [(A, B)]?) async
{
  await lhs.toNot(equal(rhs))
}

/// `await expect { … } == y` for an array of triples: `await expect { … }.to(equal(y))`.
@_disfavoredOverload
nonisolated(nonsending)
  public func == <A: Equatable, B: Equatable, C: Equatable>(
    lhs: AsyncExpectation<[(A, B, C)]>, rhs: [(A, B, C)]?
  ) async
{
  await lhs.to(equal(rhs))
}

/// `await expect { … } != y` for an array of triples: `await expect { … }.toNot(equal(y))`.
@_disfavoredOverload
nonisolated(nonsending)
  public func != <A: Equatable, B: Equatable, C: Equatable>(
    lhs: AsyncExpectation<[(A, B, C)]>, rhs: [(A, B, C)]?
  ) async
{
  await lhs.toNot(equal(rhs))
}

/// `await expect { … } == y` for an array of 4-tuples: `await expect { … }.to(equal(y))`.
@_disfavoredOverload
nonisolated(nonsending)
  public func == <A: Equatable, B: Equatable, C: Equatable, D: Equatable>(
    lhs: AsyncExpectation<[(A, B, C, D)]>, rhs: [(A, B, C, D)]?
  ) async
{
  await lhs.to(equal(rhs))
}

/// `await expect { … } != y` for an array of 4-tuples: `await expect { … }.toNot(equal(y))`.
@_disfavoredOverload
nonisolated(nonsending)
  public func != <A: Equatable, B: Equatable, C: Equatable, D: Equatable>(
    lhs: AsyncExpectation<[(A, B, C, D)]>, rhs: [(A, B, C, D)]?
  ) async
{
  await lhs.toNot(equal(rhs))
}

/// `await expect { … } == y` for an array of 5-tuples: `await expect { … }.to(equal(y))`.
@_disfavoredOverload
nonisolated(nonsending)
  public func == <A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable>(
    lhs: AsyncExpectation<[(A, B, C, D, E)]>, rhs: [(A, B, C, D, E)]?
  ) async
{
  await lhs.to(equal(rhs))
}

/// `await expect { … } != y` for an array of 5-tuples: `await expect { … }.toNot(equal(y))`.
@_disfavoredOverload
nonisolated(nonsending)
  public func != <A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable>(
    lhs: AsyncExpectation<[(A, B, C, D, E)]>, rhs: [(A, B, C, D, E)]?
  ) async
{
  await lhs.toNot(equal(rhs))
}

/// `await expect { … } == y` for an array of 6-tuples: `await expect { … }.to(equal(y))`.
@_disfavoredOverload
nonisolated(nonsending)
  public func == <
    A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable, F: Equatable
  >(lhs: AsyncExpectation<[(A, B, C, D, E, F)]>, rhs: [(A, B, C, D, E, F)]?) async
{
  await lhs.to(equal(rhs))
}

/// `await expect { … } != y` for an array of 6-tuples: `await expect { … }.toNot(equal(y))`.
@_disfavoredOverload
nonisolated(nonsending)
  public func != <
    A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable, F: Equatable
  >(lhs: AsyncExpectation<[(A, B, C, D, E, F)]>, rhs: [(A, B, C, D, E, F)]?) async
{
  await lhs.toNot(equal(rhs))
}

// `==` and `!=` on async expectations of tuples of two to six `Equatable` elements, and of
// arrays of them, as in Nimble: `await expect { await pairs() } == [(1, "a")]`. Global functions
// for the reason given in EqualTupleOperators.swift. The expression runs on the caller's actor.

/// `await expect { … } == y` for a pair: `await expect { … }.to(equal(y))`.
nonisolated(nonsending)
  public func == <A: Equatable, B: Equatable>(lhs: AsyncExpectation<(A, B)>, rhs: (A, B)?) async
{
  await lhs.to(equal(rhs))
}

/// `await expect { … } != y` for a pair: `await expect { … }.toNot(equal(y))`.
nonisolated(nonsending)
  public func != <A: Equatable, B: Equatable>(lhs: AsyncExpectation<(A, B)>, rhs: (A, B)?) async
{
  await lhs.toNot(equal(rhs))
}

/// `await expect { … } == y` for an array of pairs: `await expect { … }.to(equal(y))`.
nonisolated(nonsending)
  public func == <A: Equatable, B: Equatable>(lhs: AsyncExpectation<[(A, B)]>, rhs: [(A, B)]?) async
{
  await lhs.to(equal(rhs))
}

/// `await expect { … } != y` for an array of pairs: `await expect { … }.toNot(equal(y))`.
nonisolated(nonsending)
  public func != <A: Equatable, B: Equatable>(lhs: AsyncExpectation<[(A, B)]>, rhs: [(A, B)]?) async
{
  await lhs.toNot(equal(rhs))
}

/// `await expect { … } == y` for a triple: `await expect { … }.to(equal(y))`.
nonisolated(nonsending)
  public func == <A: Equatable, B: Equatable, C: Equatable>(
    lhs: AsyncExpectation<(A, B, C)>, rhs: (A, B, C)?
  ) async
{
  await lhs.to(equal(rhs))
}

/// `await expect { … } != y` for a triple: `await expect { … }.toNot(equal(y))`.
nonisolated(nonsending)
  public func != <A: Equatable, B: Equatable, C: Equatable>(
    lhs: AsyncExpectation<(A, B, C)>, rhs: (A, B, C)?
  ) async
{
  await lhs.toNot(equal(rhs))
}

/// `await expect { … } == y` for an array of triples: `await expect { … }.to(equal(y))`.
nonisolated(nonsending)
  public func == <A: Equatable, B: Equatable, C: Equatable>(
    lhs: AsyncExpectation<[(A, B, C)]>, rhs: [(A, B, C)]?
  ) async
{
  await lhs.to(equal(rhs))
}

/// `await expect { … } != y` for an array of triples: `await expect { … }.toNot(equal(y))`.
nonisolated(nonsending)
  public func != <A: Equatable, B: Equatable, C: Equatable>(
    lhs: AsyncExpectation<[(A, B, C)]>, rhs: [(A, B, C)]?
  ) async
{
  await lhs.toNot(equal(rhs))
}

/// `await expect { … } == y` for a 4-tuple: `await expect { … }.to(equal(y))`.
nonisolated(nonsending)
  public func == <A: Equatable, B: Equatable, C: Equatable, D: Equatable>(
    lhs: AsyncExpectation<(A, B, C, D)>, rhs: (A, B, C, D)?
  ) async
{
  await lhs.to(equal(rhs))
}

/// `await expect { … } != y` for a 4-tuple: `await expect { … }.toNot(equal(y))`.
nonisolated(nonsending)
  public func != <A: Equatable, B: Equatable, C: Equatable, D: Equatable>(
    lhs: AsyncExpectation<(A, B, C, D)>, rhs: (A, B, C, D)?
  ) async
{
  await lhs.toNot(equal(rhs))
}

/// `await expect { … } == y` for an array of 4-tuples: `await expect { … }.to(equal(y))`.
nonisolated(nonsending)
  public func == <A: Equatable, B: Equatable, C: Equatable, D: Equatable>(
    lhs: AsyncExpectation<[(A, B, C, D)]>, rhs: [(A, B, C, D)]?
  ) async
{
  await lhs.to(equal(rhs))
}

/// `await expect { … } != y` for an array of 4-tuples: `await expect { … }.toNot(equal(y))`.
nonisolated(nonsending)
  public func != <A: Equatable, B: Equatable, C: Equatable, D: Equatable>(
    lhs: AsyncExpectation<[(A, B, C, D)]>, rhs: [(A, B, C, D)]?
  ) async
{
  await lhs.toNot(equal(rhs))
}

/// `await expect { … } == y` for a 5-tuple: `await expect { … }.to(equal(y))`.
nonisolated(nonsending)
  public func == <A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable>(
    lhs: AsyncExpectation<(A, B, C, D, E)>, rhs: (A, B, C, D, E)?
  ) async
{
  await lhs.to(equal(rhs))
}

/// `await expect { … } != y` for a 5-tuple: `await expect { … }.toNot(equal(y))`.
nonisolated(nonsending)
  public func != <A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable>(
    lhs: AsyncExpectation<(A, B, C, D, E)>, rhs: (A, B, C, D, E)?
  ) async
{
  await lhs.toNot(equal(rhs))
}

/// `await expect { … } == y` for an array of 5-tuples: `await expect { … }.to(equal(y))`.
nonisolated(nonsending)
  public func == <A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable>(
    lhs: AsyncExpectation<[(A, B, C, D, E)]>, rhs: [(A, B, C, D, E)]?
  ) async
{
  await lhs.to(equal(rhs))
}

/// `await expect { … } != y` for an array of 5-tuples: `await expect { … }.toNot(equal(y))`.
nonisolated(nonsending)
  public func != <A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable>(
    lhs: AsyncExpectation<[(A, B, C, D, E)]>, rhs: [(A, B, C, D, E)]?
  ) async
{
  await lhs.toNot(equal(rhs))
}

/// `await expect { … } == y` for a 6-tuple: `await expect { … }.to(equal(y))`.
nonisolated(nonsending)
  public func == <
    A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable, F: Equatable
  >(lhs: AsyncExpectation<(A, B, C, D, E, F)>, rhs: (A, B, C, D, E, F)?) async
{
  await lhs.to(equal(rhs))
}

/// `await expect { … } != y` for a 6-tuple: `await expect { … }.toNot(equal(y))`.
nonisolated(nonsending)
  public func != <
    A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable, F: Equatable
  >(lhs: AsyncExpectation<(A, B, C, D, E, F)>, rhs: (A, B, C, D, E, F)?) async
{
  await lhs.toNot(equal(rhs))
}

/// `await expect { … } == y` for an array of 6-tuples: `await expect { … }.to(equal(y))`.
nonisolated(nonsending)
  public func == <
    A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable, F: Equatable
  >(lhs: AsyncExpectation<[(A, B, C, D, E, F)]>, rhs: [(A, B, C, D, E, F)]?) async
{
  await lhs.to(equal(rhs))
}

/// `await expect { … } != y` for an array of 6-tuples: `await expect { … }.toNot(equal(y))`.
nonisolated(nonsending)
  public func != <
    A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable, F: Equatable
  >(lhs: AsyncExpectation<[(A, B, C, D, E, F)]>, rhs: [(A, B, C, D, E, F)]?) async
{
  await lhs.toNot(equal(rhs))
}

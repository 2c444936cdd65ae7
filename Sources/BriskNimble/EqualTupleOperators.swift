// `==` and `!=` on tuples of two to six `Equatable` elements, and on arrays of them, as in
// Nimble. Tuples are not `Equatable`, so `Expectation where Value: Equatable` cannot take them.
//
// Every `==` overload makes every `==` in a user's file, `y == 5` included, slower to
// type-check, so these are global functions and disfavoured: the cheapest shape measured
// (Benchmarks.md, "Type-checking", has the figures beside static members of `Expectation`).

public import BriskCore

/// `expect(x) == y` for a pair: `expect(x).to(equal(y))`.
@_disfavoredOverload
public func == <A: Equatable, B: Equatable>(lhs: Expectation<(A, B)>, rhs: (A, B)?) {
  lhs.to(equal(rhs))
}

/// `expect(x) != y` for a pair: `expect(x).toNot(equal(y))`.
@_disfavoredOverload
public func != <A: Equatable, B: Equatable>(lhs: Expectation<(A, B)>, rhs: (A, B)?) {
  lhs.toNot(equal(rhs))
}

/// `expect(x) == y` for an array of pairs: `expect(x).to(equal(y))`.
@_disfavoredOverload
public func == <A: Equatable, B: Equatable>(lhs: Expectation<[(A, B)]>, rhs: [(A, B)]?) {
  lhs.to(equal(rhs))
}

/// `expect(x) != y` for an array of pairs: `expect(x).toNot(equal(y))`.
@_disfavoredOverload
public func != <A: Equatable, B: Equatable>(lhs: Expectation<[(A, B)]>, rhs: [(A, B)]?) {
  lhs.toNot(equal(rhs))
}

/// `expect(x) == y` for a triple: `expect(x).to(equal(y))`.
@_disfavoredOverload
public func == <A: Equatable, B: Equatable, C: Equatable>(
  lhs: Expectation<(A, B, C)>, rhs: (A, B, C)?
) {
  lhs.to(equal(rhs))
}

/// `expect(x) != y` for a triple: `expect(x).toNot(equal(y))`.
@_disfavoredOverload
public func != <A: Equatable, B: Equatable, C: Equatable>(
  lhs: Expectation<(A, B, C)>, rhs: (A, B, C)?
) {
  lhs.toNot(equal(rhs))
}

/// `expect(x) == y` for an array of triples: `expect(x).to(equal(y))`.
@_disfavoredOverload
public func == <A: Equatable, B: Equatable, C: Equatable>(
  lhs: Expectation<[(A, B, C)]>, rhs: [(A, B, C)]?
) {
  lhs.to(equal(rhs))
}

/// `expect(x) != y` for an array of triples: `expect(x).toNot(equal(y))`.
@_disfavoredOverload
public func != <A: Equatable, B: Equatable, C: Equatable>(
  lhs: Expectation<[(A, B, C)]>, rhs: [(A, B, C)]?
) {
  lhs.toNot(equal(rhs))
}

/// `expect(x) == y` for a 4-tuple: `expect(x).to(equal(y))`.
@_disfavoredOverload
public func == <A: Equatable, B: Equatable, C: Equatable, D: Equatable>(
  lhs: Expectation<(A, B, C, D)>, rhs: (A, B, C, D)?
) {
  lhs.to(equal(rhs))
}

/// `expect(x) != y` for a 4-tuple: `expect(x).toNot(equal(y))`.
@_disfavoredOverload
public func != <A: Equatable, B: Equatable, C: Equatable, D: Equatable>(
  lhs: Expectation<(A, B, C, D)>, rhs: (A, B, C, D)?
) {
  lhs.toNot(equal(rhs))
}

/// `expect(x) == y` for an array of 4-tuples: `expect(x).to(equal(y))`.
@_disfavoredOverload
public func == <A: Equatable, B: Equatable, C: Equatable, D: Equatable>(
  lhs: Expectation<[(A, B, C, D)]>, rhs: [(A, B, C, D)]?
) {
  lhs.to(equal(rhs))
}

/// `expect(x) != y` for an array of 4-tuples: `expect(x).toNot(equal(y))`.
@_disfavoredOverload
public func != <A: Equatable, B: Equatable, C: Equatable, D: Equatable>(
  lhs: Expectation<[(A, B, C, D)]>, rhs: [(A, B, C, D)]?
) {
  lhs.toNot(equal(rhs))
}

/// `expect(x) == y` for a 5-tuple: `expect(x).to(equal(y))`.
@_disfavoredOverload
public func == <A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable>(
  lhs: Expectation<(A, B, C, D, E)>, rhs: (A, B, C, D, E)?
) {
  lhs.to(equal(rhs))
}

/// `expect(x) != y` for a 5-tuple: `expect(x).toNot(equal(y))`.
@_disfavoredOverload
public func != <A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable>(
  lhs: Expectation<(A, B, C, D, E)>, rhs: (A, B, C, D, E)?
) {
  lhs.toNot(equal(rhs))
}

/// `expect(x) == y` for an array of 5-tuples: `expect(x).to(equal(y))`.
@_disfavoredOverload
public func == <A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable>(
  lhs: Expectation<[(A, B, C, D, E)]>, rhs: [(A, B, C, D, E)]?
) {
  lhs.to(equal(rhs))
}

/// `expect(x) != y` for an array of 5-tuples: `expect(x).toNot(equal(y))`.
@_disfavoredOverload
public func != <A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable>(
  lhs: Expectation<[(A, B, C, D, E)]>, rhs: [(A, B, C, D, E)]?
) {
  lhs.toNot(equal(rhs))
}

/// `expect(x) == y` for a 6-tuple: `expect(x).to(equal(y))`.
@_disfavoredOverload
public func == <A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable, F: Equatable>(
  lhs: Expectation<(A, B, C, D, E, F)>, rhs: (A, B, C, D, E, F)?
) {
  lhs.to(equal(rhs))
}

/// `expect(x) != y` for a 6-tuple: `expect(x).toNot(equal(y))`.
@_disfavoredOverload
public func != <A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable, F: Equatable>(
  lhs: Expectation<(A, B, C, D, E, F)>, rhs: (A, B, C, D, E, F)?
) {
  lhs.toNot(equal(rhs))
}

/// `expect(x) == y` for an array of 6-tuples: `expect(x).to(equal(y))`.
@_disfavoredOverload
public func == <A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable, F: Equatable>(
  lhs: Expectation<[(A, B, C, D, E, F)]>, rhs: [(A, B, C, D, E, F)]?
) {
  lhs.to(equal(rhs))
}

/// `expect(x) != y` for an array of 6-tuples: `expect(x).toNot(equal(y))`.
@_disfavoredOverload
public func != <A: Equatable, B: Equatable, C: Equatable, D: Equatable, E: Equatable, F: Equatable>(
  lhs: Expectation<[(A, B, C, D, E, F)]>, rhs: [(A, B, C, D, E, F)]?
) {
  lhs.toNot(equal(rhs))
}

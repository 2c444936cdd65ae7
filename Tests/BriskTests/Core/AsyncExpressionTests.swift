import BriskCore
import Testing

private struct Boom: Error {}

/// Counts how often an expression runs; used from one test's task only.
private actor AsyncCounter {
  var calls = 0

  func next() -> Int {
    calls += 1
    return calls
  }
}

@Suite struct AsyncExpressionTests {
  @Test func evaluatesOnceAndCaches() async throws {
    let counter = AsyncCounter()
    let expression = AsyncExpression(expression: { await counter.next() }, location: CodeLocation())
    #expect(try await expression.evaluate() == 1)
    #expect(try await expression.evaluate() == 1)
    #expect(await counter.calls == 1)
  }

  @Test func withoutCachingEvaluatesEveryTime() async throws {
    let counter = AsyncCounter()
    let expression = AsyncExpression(expression: { await counter.next() }, location: CodeLocation())
      .withoutCaching()
    #expect(try await expression.evaluate() == 1)
    #expect(try await expression.evaluate() == 2)
    let cachedAgain = expression.withCaching()
    #expect(try await cachedAgain.evaluate() == 3)
    #expect(try await cachedAgain.evaluate() == 3)
  }

  @Test func anErrorIsThrown() async {
    let expression = AsyncExpression<Int>(expression: { throw Boom() }, location: CodeLocation())
    await #expect(throws: Boom.self) { try await expression.evaluate() }
    let synchronous = await expression.toSynchronousExpression()
    #expect(throws: Boom.self) { try synchronous.evaluate() }
  }

  @Test func castAndSynchronousFormKeepTheValue() async throws {
    let location = CodeLocation()
    let expression = AsyncExpression(expression: { 2 }, location: location, isClosure: false)
    let doubled = expression.cast { $0.map { $0 * 2 } }
    #expect(try await doubled.evaluate() == 4)
    #expect(!doubled.isClosure)
    let synchronous = await expression.toSynchronousExpression()
    #expect(try synchronous.evaluate() == 2)
    #expect(synchronous.location == location)
  }
}

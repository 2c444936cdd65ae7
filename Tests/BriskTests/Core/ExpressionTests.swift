import BriskCore
import Testing

private struct Boom: Error {}

/// Counts how often an expression runs.
private final class Counter {
  var calls = 0

  func next() -> Int {
    calls += 1
    return calls
  }
}

@Suite struct ExpressionTests {
  @Test func evaluatesOnceAndCaches() throws {
    let counter = Counter()
    let expression = Expression(expression: { counter.next() }, location: CodeLocation())
    #expect(try expression.evaluate() == 1)
    #expect(try expression.evaluate() == 1)
    #expect(counter.calls == 1)
  }

  @Test func withoutCachingEvaluatesEveryTime() throws {
    let counter = Counter()
    let expression = Expression(expression: { counter.next() }, location: CodeLocation())
      .withoutCaching()
    #expect(try expression.evaluate() == 1)
    #expect(try expression.evaluate() == 2)
    let cachedAgain = expression.withCaching()
    #expect(try cachedAgain.evaluate() == 3)
    #expect(try cachedAgain.evaluate() == 3)
  }

  @Test func anErrorIsThrownAndNotCached() {
    var fails = true
    let expression = Expression<Int>(
      expression: {
        if fails { throw Boom() }
        return 1
      }, location: CodeLocation())
    #expect(throws: Boom.self) { try expression.evaluate() }
    fails = false
    #expect((try? expression.evaluate()) == 1)
  }

  @Test func nilIsAValue() throws {
    let counter = Counter()
    let expression = Expression<Int>(
      expression: {
        _ = counter.next()
        return nil
      }, location: CodeLocation())
    #expect(try expression.evaluate() == nil)
    #expect(try expression.evaluate() == nil)
    #expect(counter.calls == 1)
  }

  @Test func castConvertsLazily() throws {
    let counter = Counter()
    let expression = Expression(expression: { counter.next() }, location: CodeLocation())
    let text = expression.cast { $0.map { "#\($0)" } }
    #expect(counter.calls == 0)
    #expect(try text.evaluate() == "#1")
    #expect(text.location == expression.location)
  }

  @Test func keepsLocationAndIsClosure() {
    let location = CodeLocation()
    let expression = Expression(expression: { 1 }, location: location, isClosure: false)
    #expect(expression.location == location)
    #expect(!expression.isClosure)
    #expect(Expression(expression: { 1 }, location: location).isClosure)
    #expect(!expression.withoutCaching().isClosure)
  }
}

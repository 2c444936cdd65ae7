import Brisk

private struct Person: Named, Sendable {
  var name: String
}

extension Harness {
  static func exerciseGreeting() {
    check("21 GreetingSpy: existentials and compositions") {
      let spy = GreetingSpy()
      spy.greetHandler = { "Hi \($0.name)" }
      expect(spy.greet(Person(name: "Ada"))) == "Hi Ada"
      expect(spy.greetCalls.last?.name) == "Ada"
      spy.greetAllReturnValue = ["x"]
      expect(spy.greetAll([Person(name: "B")])) == ["x"]
      spy.farewell(nil)
      expect(spy.farewellCalls.count) == 1
    }
  }
}

import BriskCore
import Testing

@Suite struct ExpectationMessageTests {
  @Test func rendersEveryVerb() {
    let message = ExpectationMessage.expected("equal <5>", got: 3)
    let rendered = [
      ExpectationVerb.to, .toNot, .toEventually, .toEventuallyNot, .toNever, .toAlways,
    ]
    .map { message.rendered($0) }
    #expect(
      rendered == [
        "expected to equal <5>, got <3>", "expected to not equal <5>, got <3>",
        "expected to eventually equal <5>, got <3>",
        "expected to eventually not equal <5>, got <3>",
        "expected to never equal <5>, got <3>", "expected to always equal <5>, got <3>",
      ])
  }

  @Test func descriptionFirstDetailsLast() {
    let message = ExpectationMessage(
      expectation: "be ready", actual: "<false>", details: ["a", "b"])
    #expect(
      message.rendered(.to, description: "login")
        == "login\nexpected to be ready, got <false>\na\nb")
    #expect(message.rendered(.to, description: "") == "expected to be ready, got <false>\na\nb")
  }

  @Test func withoutAnActualThereIsNoGotPart() {
    #expect(ExpectationMessage(expectation: "throw Boom").rendered() == "expected to throw Boom")
  }
}

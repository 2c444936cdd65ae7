import Brisk
import BriskTestSupport
import Foundation
import Testing

private final class Screen {}

@Suite struct IdentityAsStringTests {
  @Test func anObjectIsItsAddressAsPercentPWritesIt() {
    let screen = Screen()
    let written = String(format: "<%p>", unsafeBitCast(screen, to: Int.self))
    #expect(identityAsString(screen) == written)
    #expect(identityAsString(screen as Screen?) == written)
    #expect(identityAsString(screen as Any) == written)
  }

  @Test func theSameInstanceReadsTheSameAndAnotherDiffers() {
    let (one, two) = (Screen(), Screen())
    #expect(identityAsString(one) == identityAsString(one))
    #expect(identityAsString(one) != identityAsString(two))
  }

  @Test func nilIsNil() {
    #expect(identityAsString(nil) == "nil")
    #expect(identityAsString(nil as Screen?) == "nil")
  }

  /// A custom matcher written the Nimble way builds its message with it.
  @Test func aNimbleStyleMatcherWritesInstancesWithIt() {
    func beTheSameScreen(as expected: Screen) -> Matcher<Screen> {
      Matcher.define { expression, _ in
        let actual = try expression.evaluate()
        return MatcherResult(
          bool: actual === expected,
          message: .expectedCustomValueTo(
            "be \(identityAsString(expected))", actual: identityAsString(actual)))
      }
    }
    let (one, two) = (Screen(), Screen())
    expectNoFailure { expect(one).to(beTheSameScreen(as: one)) }
    let (first, second) = (
      String(format: "<%p>", unsafeBitCast(one, to: Int.self)),
      String(format: "<%p>", unsafeBitCast(two, to: Int.self))
    )
    expectMessages([
      "expected to be \(first), got \(second)",
      "expected to not be \(first), got \(first)",
    ]) {
      expect(two).to(beTheSameScreen(as: one))
      expect(one).toNot(beTheSameScreen(as: one))
    }
  }
}

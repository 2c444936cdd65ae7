import Brisk
import BriskTestSupport
import Testing

private final class Screen {}

private func address(_ object: AnyObject) -> String {
  "\(Unmanaged.passUnretained(object).toOpaque())"
}

/// Nimble's comparison and identity operators: each is its matcher, with the matcher's message.
@Suite struct ComparisonOperatorsTests {
  @Test func pass() {
    let screen = Screen()
    expectNoFailure {
      expect(2) > 1
      expect(2) >= 2
      expect(1) < 2
      expect(2) <= 2
      expect(screen) === screen
      expect(screen) !== Screen()
      expect(nil as Screen?) !== screen
    }
  }

  @Test func fail() {
    let screen = Screen()
    expectMessages([
      "expected to be greater than <2>, got <1>",
      "expected to be greater than or equal to <2>, got <1>",
      "expected to be less than <1>, got <2>",
      "expected to be less than or equal to <2>, got <3>",
      "expected to be identical to <Screen (\(address(screen)))>, got <nil>",
      "expected to not be identical to <Screen (\(address(screen)))>, got <Screen (\(address(screen)))>",
    ]) {
      expect(1) > 2
      expect(1) >= 2
      expect(2) < 1
      expect(3) <= 2
      expect(nil as Screen?) === screen
      expect(screen) !== screen
    }
  }

  @Test func nilActualFails() {
    expectMessages([
      "expected to be greater than <1>, got <nil>",
      "expected to be less than <1>, got <nil>",
    ]) {
      expect(nil as Int?) > 1
      expect(nil as Int?) < 1
    }
  }
}

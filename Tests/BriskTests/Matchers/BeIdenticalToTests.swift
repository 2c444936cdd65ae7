import Brisk
import BriskTestSupport
import Testing

private final class Screen {}
private final class Detail {}

private func address(_ object: AnyObject) -> String {
  "\(Unmanaged.passUnretained(object).toOpaque())"
}

@Suite struct BeIdenticalToTests {
  @Test func passesForTheSameInstance() {
    let screen = Screen()
    expectNoFailure {
      expect(screen).to(beIdenticalTo(screen))
      expect(screen) === screen
      expect(nil as Screen?).to(beIdenticalTo(nil))
    }
  }

  @Test func failsForAnotherInstanceShowingBothAddresses() {
    let (one, two) = (Screen(), Screen())
    expectMessage(
      "expected to be identical to <Screen (\(address(one)))>, got <Screen (\(address(two)))>"
    ) {
      expect(two).to(beIdenticalTo(one))
    }
  }

  @Test func negation() {
    let (one, two) = (Detail(), Detail())
    expectNoFailure {
      expect(one).toNot(beIdenticalTo(two))
      expect(one) !== two
    }
    expectMessage(
      "expected to not be identical to <Detail (\(address(one)))>, got <Detail (\(address(one)))>"
    ) {
      expect(one).toNot(beIdenticalTo(one))
    }
  }

  @Test func nilActualFails() {
    let screen = Screen()
    expectMessage("expected to be identical to <Screen (\(address(screen)))>, got <nil>") {
      expect(nil as Screen?).to(beIdenticalTo(screen))
    }
  }
}

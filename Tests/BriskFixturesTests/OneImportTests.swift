// This file imports only `Brisk` (and Swift Testing): the umbrella brings the expectation API,
// Nimble's spellings, the spies and the fixtures, so a test file needs one import.
import Brisk
import Testing

private protocol Checkout {
  func pay(cents: Int)
}

private enum CheckoutCall: Equatable, Sendable {
  case pay(cents: Int)
}

private final class CheckoutSpy: Checkout {
  let log = CallLog<CheckoutCall>()
  func pay(cents: Int) { log.record(.pay(cents: cents)) }
}

private final class Screen {}

@MainActor
@Suite struct OneImportTests {
  @Test func expectationsSpiesAndFixturesWithOneImport() {
    let spy = CheckoutSpy()
    spy.pay(cents: 250)
    let alerts = AlertSpy()
    alerts.present(.alert(title: "Paid", actions: [.default("OK")]), from: Screen())
    let animator = RecordingAnimator()
    var alpha = 0.0
    animator.animate(withDuration: 0.3, animations: { alpha = 1 })
    animator.runAnimations()
    animator.complete()
    #expect(withFailureCollection { withLeakTracking { trackForLeaks(Screen()) } }.isEmpty)
    let failures = withFailureCollection {
      expect(spy.log).to(haveReceived(.pay(cents: 250)))
      expect(alerts).to(haveShownAlert(title: "Paid"))
      expect(animator).to(haveAnimated(withDuration: 0.3))
      expect(alpha) == 1  // a Nimble spelling, from BriskNimble
      expect(spy.log).to(haveReceived(.pay(cents: 100)))
    }
    #expect(
      failures.map(\.message) == [
        "expected to have received <pay(cents: 100)>, got <[pay(cents: 250)]>"
      ])
  }
}

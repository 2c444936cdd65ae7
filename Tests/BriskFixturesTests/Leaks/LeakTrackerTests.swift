import Testing

@testable import BriskFixtures

@Suite struct LeakTrackerTests {
  @Test func namesTheObjectByTypeAndTheBoundaryInTheMessage() {
    let tracker = LeakTracker(boundary: "the screen closes")
    let screen = LeakyScreen()
    screen.makeCycle()
    let location = CodeLocation()
    tracker.track(screen, at: location)
    let failures = withFailureCollection { tracker.verify() }
    #expect(
      failures.map(\.message) == [
        "expected <LeakyScreen> to be released when the screen closes, but it is still alive"
      ])
    #expect(failures.first?.location == location)
    screen.breakCycle()
  }

  @Test func verifyingForgetsWhatWasTracked() {
    let tracker = LeakTracker(boundary: "the test ends")
    let screen = PlainScreen()
    tracker.track(screen, at: CodeLocation())
    #expect(withFailureCollection { tracker.verify() }.count == 1)
    #expect(withFailureCollection { tracker.verify() }.isEmpty)
  }

  @Test func holdsTheObjectsWeakly() {
    let tracker = LeakTracker(boundary: "the test ends")
    weak var released: PlainScreen?
    do {
      let screen = PlainScreen()
      released = screen
      tracker.track(screen, at: CodeLocation())
    }
    #expect(released == nil)
    #expect(withFailureCollection { tracker.verify() }.isEmpty)
  }

  @Test func aScopeIsCurrentOnlyInsideItsBody() {
    #expect(LeakTracker.current == nil)
    LeakTracker.scope("inner ends") {
      #expect(LeakTracker.current?.boundary == "inner ends")
    }
    #expect(LeakTracker.current == nil)
  }
}

import BriskSeams
import Foundation
import XCTest

/// The main run loop runs only on the main thread, where XCTest runs its tests (Swift Testing
/// runs them elsewhere, on Linux): these tests spin it until the event, within a generous bound,
/// and check the order of what ran, never the time it took.
final class RunLoopTimerSchedulerTests: XCTestCase {
  /// The timers are added in deadline order: swift-corelibs-foundation's run loop, on Linux, fires
  /// a timer added after another no earlier than that one (timers of 0.05, 0.001 and 0.02 s added
  /// in that order fire in that order), where Apple's fires each at its own date.
  func testDelaysRunOnTheMainThreadAfterTheCall() {
    MainActor.assumeIsolated {
      var events: [String] = []
      let scheduler: any TimerScheduler = .runLoop
      scheduler.schedule(after: -1) { events.append("-1 \(Thread.isMainThread)") }
      scheduler.schedule(after: 0.02) { events.append("0.02 \(Thread.isMainThread)") }
      scheduler.schedule(after: 0.05) { events.append("0.05 \(Thread.isMainThread)") }
      XCTAssertEqual(events, [], "nothing runs during the call")
      spinMainRunLoop { events.count == 3 }
      XCTAssertEqual(events, ["-1 true", "0.02 true", "0.05 true"])
    }
  }

  func testACancelledDelayNeverRunsAndAnInfiniteOneNeverFires() {
    MainActor.assumeIsolated {
      var events: [String] = []
      let scheduler = RunLoopTimerScheduler()
      let cancelled = scheduler.schedule(after: 0.01) { events.append("cancelled") }
      cancelled.cancel()
      scheduler.schedule(after: .infinity) { events.append("infinity") }
      scheduler.schedule(after: 0.05) { events.append("later") }
      spinMainRunLoop { events.count == 1 }
      XCTAssertEqual(events, ["later"])
      XCTAssertTrue(cancelled.isCancelled)
    }
  }

  func testARepeatingTimerFiresUntilItsActionCancelsIt() {
    MainActor.assumeIsolated {
      var events: [String] = []
      let scheduler = RunLoopTimerScheduler(mode: .default)
      XCTAssertEqual(scheduler.mode, .default)
      var ticks = 0
      let timer = scheduler.schedule(every: 0.01) { timer in
        ticks += 1
        events.append("tick \(ticks)")
        if ticks == 3 { timer.cancel() }
      }
      spinMainRunLoop { events.count == 3 }
      scheduler.schedule(after: 0.1) { events.append("after") }
      spinMainRunLoop { events.count == 4 }
      XCTAssertEqual(events, ["tick 1", "tick 2", "tick 3", "after"])
      XCTAssertTrue(timer.isCancelled)
    }
  }

  func testARepeatingTimerStopsWhenCancelledFromOutside() {
    MainActor.assumeIsolated {
      var events: [String] = []
      let scheduler = RunLoopTimerScheduler()
      let timer = scheduler.schedule(every: 0.01) { _ in events.append("tick") }
      scheduler.schedule(after: 0.035) {
        timer.cancel()
        events.append("stop")
      }
      scheduler.schedule(after: 0.1) { events.append("after") }
      spinMainRunLoop { events.last == "after" }
      XCTAssertEqual(events.first, "tick")
      XCTAssertEqual(events.drop { $0 == "tick" }, ["stop", "after"])
    }
  }
}

/// Runs the main run loop until `done` holds, or for at most 30 s.
@MainActor
private func spinMainRunLoop(until done: () -> Bool) {
  let bound = Date(timeIntervalSinceNow: 30)
  while !done(), Date() < bound {
    _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.05))
  }
}

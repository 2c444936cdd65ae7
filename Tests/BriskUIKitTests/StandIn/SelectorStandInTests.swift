import Testing
import UIKit

@MainActor
@Suite struct SelectorStandInTests {
  @MainActor final class Target: NSObject {
    var received: [String] = []

    func didPan(_ recognizer: UIPanGestureRecognizer) {
      received.append("didPan: \(recognizer.state.rawValue)")
    }

    func refresh() {
      received.append("refresh")
    }
  }

  @MainActor final class Other: NSObject {}

  /// A class that is not isolated to an actor, as many Objective-C targets are not.
  final class Counter: NSObject {
    var ticks: [String] = []
    var threads: [Thread] = []

    func tick(_ sender: Any?) {
      ticks.append("tick \(sender as? String ?? "-")")
      threads.append(Thread.current)
    }

    func reset() {
      ticks = []
    }
  }

  @Test func selectorsAreEqualByName() {
    #expect(Selector(standIn: "didPan:", Target.didPan) == Selector("didPan:"))
    #expect(Selector("didPan:") != Selector("refresh"))
    #expect(Set([Selector(standIn: "refresh", Target.refresh), Selector("refresh")]).count == 1)
    #expect(Selector("didPan:").description == "didPan:")
  }

  @Test func performCallsTheMethodWithTheArgument() {
    let target = Target()
    target.perform(Selector(standIn: "didPan:", Target.didPan), with: UIPanGestureRecognizer())
    target.perform(Selector(standIn: "refresh", Target.refresh), with: nil)
    #expect(target.received == ["didPan: 0", "refresh"])
  }

  @Test func aTargetOfAnotherClassOrAWrongArgumentGetsNothing() {
    let other = Other()
    other.perform(Selector(standIn: "refresh", Target.refresh), with: nil)
    let target = Target()
    target.perform(Selector(standIn: "didPan:", Target.didPan), with: UITapGestureRecognizer())
    target.perform(Selector("didPan:"), with: UIPanGestureRecognizer())
    target.perform(nil, with: nil)
    #expect(target.received.isEmpty)
  }

  @Test func respondsToTheMethodsOfItsClass() {
    let pan = Selector(standIn: "didPan:", Target.didPan)
    #expect(Target().responds(to: pan))
    #expect(!Other().responds(to: pan))
    #expect(!Target().responds(to: Selector("didPan:")))
    #expect(!Target().responds(to: nil))
  }

  // NSObjectProtocol declares responds(to:) and perform(_:with:) without an actor (the
  // ObjectiveC overlay), and perform(_:with:) sends the message at once, on the calling thread
  // (developer.apple.com, NSObjectProtocol perform(_:with:)).
  @Test nonisolated func respondsToAndPerformWorkFromANonisolatedContext() {
    let counter = Counter()
    let (tick, reset) = (
      Selector(standIn: "tick:", Counter.tick), Selector(standIn: "reset", Counter.reset)
    )
    #expect(counter.responds(to: tick))
    #expect(counter.responds(to: reset))
    #expect(!counter.responds(to: Selector("tick:")))
    counter.perform(tick, with: "a")
    counter.perform(tick, with: nil)
    #expect(counter.ticks == ["tick a", "tick -"])
    counter.perform(reset, with: nil)
    #expect(counter.ticks.isEmpty)
  }

  @Test nonisolated func performRunsTheMethodOnTheCallingThreadDuringTheCall() {
    let counter = Counter()
    counter.perform(Selector(standIn: "tick:", Counter.tick), with: "now")
    #expect(counter.ticks == ["tick now"])
    #expect(counter.threads.count == 1)
    #expect(counter.threads.first === Thread.current)
  }
}

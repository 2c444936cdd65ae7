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

  @Test func selectorsAreEqualByName() {
    #expect(Selector("didPan:", Target.didPan) == Selector("didPan:"))
    #expect(Selector("didPan:") != Selector("refresh"))
    #expect(Set([Selector("refresh", Target.refresh), Selector("refresh")]).count == 1)
    #expect(Selector("didPan:").description == "didPan:")
  }

  @Test func performCallsTheMethodWithTheArgument() {
    let target = Target()
    target.perform(Selector("didPan:", Target.didPan), with: UIPanGestureRecognizer())
    target.perform(Selector("refresh", Target.refresh), with: nil)
    #expect(target.received == ["didPan: 0", "refresh"])
  }

  @Test func aTargetOfAnotherClassOrAWrongArgumentGetsNothing() {
    let other = Other()
    other.perform(Selector("refresh", Target.refresh), with: nil)
    let target = Target()
    target.perform(Selector("didPan:", Target.didPan), with: UITapGestureRecognizer())
    target.perform(Selector("didPan:"), with: UIPanGestureRecognizer())
    target.perform(nil, with: nil)
    #expect(target.received.isEmpty)
  }

  @Test func respondsToTheMethodsOfItsClass() {
    let pan = Selector("didPan:", Target.didPan)
    #expect(Target().responds(to: pan))
    #expect(!Other().responds(to: pan))
    #expect(!Target().responds(to: Selector("didPan:")))
    #expect(!Target().responds(to: nil))
  }
}

import BriskTestSupport
import BriskUIKit
import Testing
import UIKit

@MainActor
@Suite struct PlayOnClockTests {
  private func fade(_ view: UIView, duration: TimeInterval = 1) -> UIViewPropertyAnimator {
    UIViewPropertyAnimator(duration: duration, curve: .linear) { view.alpha = 0 }
  }

  /// The positions the animator's completions are given. Added in a synchronous function: in an
  /// async one, Apple's SDK flags the closure form of `addCompletion` for its async form.
  private final class Positions {
    var all: [UIViewAnimatingPosition] = []
  }

  private func completions(of animator: UIViewPropertyAnimator) -> Positions {
    let positions = Positions()
    animator.addCompletion { positions.all.append($0) }
    return positions
  }

  @Test @available(iOS 16, tvOS 16, visionOS 1, *)
  func theAnimationMovesWithTheClockAndATimerOnIt() async {
    let clock = VirtualClock()
    let view = UIView()
    let animator = fade(view)
    let positions = completions(of: animator)
    var shown: [String] = []
    let scheduler = VirtualTimerScheduler(clock: clock)
    await onScreen(view) {
      play(animator, on: clock, framesPerSecond: 10)
      // Between frames, which come every 0.1 s: a timer at a frame's instant may see it or not.
      for delay in [0.25, 0.55, 0.75] {
        scheduler.schedule(after: delay) {
          let alpha = view.layer.presentation().map { Double($0.opacity) } ?? -1
          shown.append("\(clock.now): \((alpha * 100).rounded() / 100)")
        }
      }
      await clock.advance(by: .milliseconds(750))
      #expect(shown == ["0.25 s: 0.8", "0.55 s: 0.5", "0.75 s: 0.3"])
      #expect(animator.state == .active)
      #expect(positions.all == [])
      await clock.advance(by: .milliseconds(250))
    }
    #expect(positions.all == [.end])
    #expect(animator.state == .inactive)
    #expect(view.alpha == 0)
    #expect(animator.programmerErrors.isEmpty)
  }

  @Test @available(iOS 16, tvOS 16, visionOS 1, *)
  func cancellingFinishesTheAnimatorWhereItIs() async {
    let clock = VirtualClock()
    let view = UIView()
    let animator = fade(view)
    let positions = completions(of: animator)
    let playing = play(animator, on: clock)
    await clock.advance(by: .milliseconds(500))
    playing.cancel()
    #expect(positions.all == [.current])
    #expect(animator.state == .inactive)
    #expect(clock.sleeperCount == 0)
    #expect(animator.programmerErrors.isEmpty)
  }

  @Test @available(iOS 16, tvOS 16, visionOS 1, *)
  func badInputIsReportedAtTheCallersLineAndPlaysNothing() {
    let clock = VirtualClock()
    let animator = fade(UIView())
    let line = #line + 2
    let failures = withFailureCollection {
      play(animator, on: clock, framesPerSecond: 0)
      animator.startAnimation()
      animator.pauseAnimation()
      animator.stopAnimation(false)
      play(animator, on: clock)
    }
    #expect(
      failures.map(\.message) == [
        "play(framesPerSecond: 0) needs at least 1 frame a second; nothing was played",
        "play needs an inactive or active animator, got a stopped one; finish it with "
          + "finishAnimation(at:) first",
      ])
    #expect(failures.first?.location.line == UInt(line))
    #expect(clock.sleeperCount == 0)
    animator.finishAnimation(at: .current)
  }
}

import BriskTestSupport
import BriskUIKit
import Testing
import UIKit

@MainActor
@Suite struct StepThroughTests {
  private struct Frame: Equatable {
    let progress: CGFloat
    let name: String
    let alpha: CGFloat
  }

  private func fade(_ view: UIView) -> UIViewPropertyAnimator {
    UIViewPropertyAnimator(duration: 2, curve: .easeIn) { view.alpha = 0 }
  }

  @Test func stepsThroughElevenFramesThenFinishesAtTheCurrentPosition() {
    let view = UIView()
    let animator = fade(view)
    var positions: [UIViewAnimatingPosition] = []
    animator.addCompletion { positions.append($0) }
    var frames: [Frame] = []
    stepThrough(animator) { progress, name in
      frames.append(Frame(progress: progress, name: name, alpha: view.alpha))
    }
    #expect(frames.map(\.name) == (0...10).map { "animation_" + ($0 < 10 ? "0\($0)" : "\($0)") })
    #expect(frames.map(\.progress) == (0...10).map { CGFloat($0) / 10 })
    for frame in frames {
      #expect(abs(frame.alpha - (1 - frame.progress)) < 1e-9, "\(frame.name)")
    }
    #expect(animator.state == .inactive)
    #expect(positions == [.current])
    #expect(view.alpha == 0)
    #expect(animator.programmerErrors.isEmpty)
  }

  @Test func namesArePaddedToTheWidthOfTheLastFrame() {
    var names: [String] = []
    stepThrough(fade(UIView()), frames: 101, named: "pulse") { _, name in names.append(name) }
    #expect(names.first == "pulse_000")
    #expect(names[42] == "pulse_042")
    #expect(names.last == "pulse_100")
    var progress: [CGFloat] = []
    stepThrough(fade(UIView()), frames: 2) { value, _ in progress.append(value) }
    #expect(progress == [0, 1])
  }

  @Test func aRunningAnimatorIsPausedAndStepped() {
    let view = UIView()
    let animator = fade(view)
    animator.startAnimation()
    var alphas: [CGFloat] = []
    stepThrough(animator, frames: 3) { _, _ in alphas.append(view.alpha) }
    #expect(alphas == [1, 0.5, 0])
    #expect(animator.state == .inactive)
    #expect(animator.programmerErrors.isEmpty)
  }

  @Test func fewerThanTwoFramesAreReportedAtTheCallerAndNothingIsStepped() {
    let view = UIView()
    let animator = fade(view)
    var calls = 0
    let line = #line + 2
    let failures = withFailureCollection {
      stepThrough(animator, frames: 1) { _, _ in calls += 1 }
    }
    #expect(
      failures.map(\.message) == [
        "stepThrough(frames: 1) needs at least 2 frames, the start and the end; "
          + "nothing was stepped"
      ])
    #expect(failures.first?.location.line == UInt(line))
    #expect(calls == 0)
    #expect(animator.state == .inactive)
    #expect(view.alpha == 1)
  }

  @Test func aStoppedAnimatorIsReportedAndLeftAlone() {
    let animator = fade(UIView())
    animator.pauseAnimation()
    animator.stopAnimation(false)
    var calls = 0
    expectMessage(
      "stepThrough needs an inactive or active animator, got a stopped one; "
        + "finish it with finishAnimation(at:) first"
    ) {
      stepThrough(animator) { _, _ in calls += 1 }
    }
    #expect(calls == 0)
    #expect(animator.state == .stopped)
    #expect(animator.programmerErrors.isEmpty)
  }

  @Test func aStepThatStopsTheAnimatorEndsTheSteppingCleanly() {
    let animator = fade(UIView())
    var names: [String] = []
    expectMessage(
      "stepThrough could not step to animation_04: the animator is no longer paused "
        + "(it is stopped)"
    ) {
      stepThrough(animator) { _, name in
        names.append(name)
        if name == "animation_03" { animator.stopAnimation(false) }
      }
    }
    #expect(names.last == "animation_03")
    #expect(animator.state == .inactive)
    #expect(animator.programmerErrors.isEmpty)
  }

  @Test func aStepThatFinishesOrRestartsTheAnimatorIsReported() {
    let finished = fade(UIView())
    expectMessage(
      "stepThrough could not step to animation_01: the animator is no longer paused "
        + "(it is inactive)"
    ) {
      stepThrough(finished) { _, _ in
        finished.stopAnimation(false)
        finished.finishAnimation(at: .end)
      }
    }
    let restarted = fade(UIView())
    expectMessage(
      "stepThrough could not step to animation_01: the animator is no longer paused "
        + "(it is running)"
    ) {
      stepThrough(restarted) { _, _ in restarted.startAnimation() }
    }
    #expect(finished.state == .inactive)
    #expect(restarted.state == .inactive)
    #expect(finished.programmerErrors.isEmpty)
    #expect(restarted.programmerErrors.isEmpty)
  }

  @Test func anErrorFromTheBodyStillFinishesTheAnimator() {
    struct SnapshotMismatch: Error {}
    let animator = fade(UIView())
    #expect(throws: SnapshotMismatch.self) {
      try stepThrough(animator) { progress, _ in
        if progress > 0.5 { throw SnapshotMismatch() }
      }
    }
    #expect(animator.state == .inactive)
    #expect(animator.programmerErrors.isEmpty)
  }
}

import BriskTestSupport
import BriskUIKit
import Testing
import UIKit

@MainActor
@Suite struct StepThroughTests {
  private struct Frame: Equatable {
    let progress: CGFloat
    let name: String
    let shown: CGFloat
    let model: CGFloat
  }

  private func fade(_ view: UIView) -> UIViewPropertyAnimator {
    UIViewPropertyAnimator(duration: 2, curve: .easeIn) { view.alpha = 0 }
  }

  // On iOS the model holds the end value from the start and the presentation layer moves
  // ("UIViewPropertyAnimator", stopAnimation(_:): the animator "sets the values of any animatable
  // properties" only when it stops), so each frame is read from `presentation(of:)`.
  @Test func eachFrameShowsThePresentationWhileTheModelHoldsTheEndValue() {
    let view = UIView()
    let animator = fade(view)
    var positions: [UIViewAnimatingPosition] = []
    animator.addCompletion { positions.append($0) }
    var frames: [Frame] = []
    onScreen(view) {
      stepThrough(animator) { frame in
        frames.append(
          Frame(
            progress: frame.progress, name: frame.name,
            shown: frame.presentation(of: view).alpha, model: view.alpha))
      }
    }
    #expect(frames.map(\.name) == (0...10).map { "animation_" + ($0 < 10 ? "0\($0)" : "\($0)") })
    #expect(frames.map(\.progress) == (0...10).map { CGFloat($0) / 10 })
    for frame in frames {
      #expect(abs(frame.shown - (1 - frame.progress)) < 1e-6, "\(frame.name)")
      #expect(frame.model == 0, "\(frame.name)")
    }
    #expect(animator.state == .inactive)
    #expect(positions == [.current])
    #expect(view.alpha == 0)
    #expect(animator.programmerErrors.isEmpty)
  }

  @Test func namesArePaddedToTheWidthOfTheLastFrame() {
    var names: [String] = []
    stepThrough(fade(UIView()), frames: 101, named: "pulse") { names.append($0.name) }
    #expect(names.first == "pulse_000")
    #expect(names[42] == "pulse_042")
    #expect(names.last == "pulse_100")
    var progress: [CGFloat] = []
    stepThrough(fade(UIView()), frames: 2) { progress.append($0.progress) }
    #expect(progress == [0, 1])
  }

  @Test func aRunningAnimatorIsPausedAndStepped() {
    let view = UIView()
    let animator = fade(view)
    animator.startAnimation()
    var alphas: [CGFloat] = []
    onScreen(view) {
      stepThrough(animator, frames: 3) { alphas.append($0.presentation(of: view).alpha) }
    }
    #expect(alphas == [1, 0.5, 0])
    #expect(animator.state == .inactive)
    #expect(animator.programmerErrors.isEmpty)
  }

  @Test func aViewThatIsNotOnScreenIsReportedOnceAndReadsItsModel() {
    let view = UIView()
    let animator = fade(view)
    var alphas: [CGFloat] = []
    let line = #line + 2
    let failures = withFailureCollection {
      stepThrough(animator, frames: 3) { alphas.append($0.presentation(of: view).alpha) }
    }
    #expect(
      failures.map(\.message) == [
        "stepThrough: <UIView> has no presentation layer at animation_00: it is not in a visible "
          + "window, so nothing of it is on screen; host it in one (withKeyWindow) to step "
          + "through what it shows"
      ])
    #expect(failures.first?.location.line == UInt(line))
    #expect(alphas == [0, 0, 0])
    #expect(animator.state == .inactive)
  }

  @Test func fewerThanTwoFramesAreReportedAtTheCallerAndNothingIsStepped() {
    let view = UIView()
    let animator = fade(view)
    var calls = 0
    let line = #line + 2
    let failures = withFailureCollection {
      stepThrough(animator, frames: 1) { _ in calls += 1 }
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
      stepThrough(animator) { _ in calls += 1 }
    }
    #expect(calls == 0)
    #expect(animator.state == .stopped)
    #expect(animator.programmerErrors.isEmpty)
    animator.finishAnimation(at: .end)
  }

  @Test func aStepThatStopsTheAnimatorEndsTheSteppingCleanly() {
    let animator = fade(UIView())
    var names: [String] = []
    expectMessage(
      "stepThrough could not step to animation_04: the animator is no longer paused "
        + "(it is stopped)"
    ) {
      stepThrough(animator) { frame in
        names.append(frame.name)
        if frame.name == "animation_03" { animator.stopAnimation(false) }
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
      stepThrough(finished) { _ in
        finished.stopAnimation(false)
        finished.finishAnimation(at: .end)
      }
    }
    let restarted = fade(UIView())
    expectMessage(
      "stepThrough could not step to animation_01: the animator is no longer paused "
        + "(it is running)"
    ) {
      stepThrough(restarted) { _ in restarted.startAnimation() }
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
      try stepThrough(animator) { frame in
        if frame.progress > 0.5 { throw SnapshotMismatch() }
      }
    }
    #expect(animator.state == .inactive)
    #expect(animator.programmerErrors.isEmpty)
  }

  @Test func theModelAndThePresentationOfAViewDifferWhileAnimating() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.layer.cornerRadius = 4
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
      view.frame.origin.x = 100
      view.backgroundColor = .red
    }
    onScreen(view) {
      animator.fractionComplete = 0.25
      let shown = ViewPresentation(presentationOf: view)
      #expect(shown.frame == CGRect(x: 25, y: 0, width: 10, height: 10))
      #expect(shown.backgroundColor == UIColor(red: 0.25, green: 0, blue: 0, alpha: 0.25))
      #expect(shown.cornerRadius == 4)
      let model = ViewPresentation(modelOf: view)
      #expect(model.frame == CGRect(x: 100, y: 0, width: 10, height: 10))
      #expect(model.backgroundColor == .red)
      animator.stopAnimation(false)
      animator.finishAnimation(at: .end)
    }
    #expect(ViewPresentation(presentationOf: view) == ViewPresentation(modelOf: view))
  }
}

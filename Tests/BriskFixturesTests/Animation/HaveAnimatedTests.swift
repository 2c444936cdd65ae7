import BriskFixtures
import BriskTestSupport
import Testing

@MainActor @Suite struct HaveAnimatedTests {
  private func animated(_ durations: Double...) -> RecordingAnimator {
    let animator = RecordingAnimator()
    for duration in durations { animator.animate(withDuration: duration, animations: {}) }
    return animator
  }

  @Test func passes() {
    let animator = animated(0.3)
    expectNoFailure {
      expect(animator).to(haveAnimated(times: 1))
      expect(animator).to(haveAnimated(withDuration: 0.3))
      expect(animator).to(havePendingCompletions(1))
      expect(ImmediateAnimator()).to(havePendingCompletions(0))
    }
  }

  @Test func failsListingTheRecordedAnimations() {
    let animator = animated(0.3)
    expectMessages([
      "expected to have animated 2 times, got 1: <[animate(duration: 0.3)]>",
      "expected to have animated with duration <1.0>, got <[animate(duration: 0.3)]>",
      "expected to have 0 pending completions, got 1: <[animate(duration: 0.3)]>",
    ]) {
      expect(animator).to(haveAnimated(times: 2))
      expect(animator).to(haveAnimated(withDuration: 1))
      expect(animator).to(havePendingCompletions(0))
    }
  }

  @Test func negation() {
    let animator = animated(0.3)
    expectNoFailure { expect(animator).toNot(haveAnimated(withDuration: 1)) }
    expectMessages([
      "expected to not have animated 1 time, got 1: <[animate(duration: 0.3)]>",
      "expected to not have animated with duration <0.3>, got <[animate(duration: 0.3)]>",
      "expected to not have 1 pending completion, got 1: <[animate(duration: 0.3)]>",
    ]) {
      expect(animator).toNot(haveAnimated(times: 1))
      expect(animator).toNot(haveAnimated(withDuration: 0.3))
      expect(animator).toNot(havePendingCompletions(1))
    }
  }

  @Test func nilFails() {
    expectMessages([
      "expected to have animated 2 times, got <nil>",
      "expected to have animated with duration <0.3>, got <nil>",
      "expected to have 0 pending completions, got <nil>",
    ]) {
      expect(nil as RecordingAnimator?).to(haveAnimated(times: 2))
      expect(nil as RecordingAnimator?).to(haveAnimated(withDuration: 0.3))
      expect(nil as RecordingAnimator?).to(havePendingCompletions(0))
    }
  }
}

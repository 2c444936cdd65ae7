import BriskFixtures
import BriskTestSupport
import Foundation
import Testing

private let folderName = "__Snapshots__/MatchTimelineTests"

/// A badge that pulses with keyframes over 2 s: bigger and red by the middle, back by the end.
@MainActor
private final class Badge {
  var scale = 1.0
  var color = "blue"

  func pulse(animator: some Animator) {
    animator.animateKeyframes(
      withDuration: 2, delay: 0, options: [],
      animations: {
        animator.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
          self.scale = 1.5
          self.color = "red"
        }
        animator.addKeyframe(withRelativeStartTime: 1, relativeDuration: 0) {
          self.scale = 1
          self.color = "blue"
        }
      }, completion: nil)
  }
}

@MainActor
@Suite struct MatchTimelineTests {
  @Test func passesWhenTheGoldenTimelineBesideTheTestMatches() {
    let badge = Badge()
    let animator = VirtualTimeAnimator()
    badge.pulse(animator: animator)
    SnapshotSettings.$environment.withValue([:]) {
      expectNoFailure { expect(animator).to(matchTimeline(of: badge, frames: 5)) }
    }
    #expect(animator.now == 2)
    #expect(animator.pendingCompletions.isEmpty)
  }

  @Test func aMissingTimelineIsRecordedFrameByFrame() {
    let folder = SnapshotFolder()
    defer { folder.remove() }
    let badge = Badge()
    let animator = VirtualTimeAnimator()
    badge.pulse(animator: animator)
    let file = "\(folderName)/aMissingTimelineIsRecordedFrameByFrame.1.txt"
    folder.run {
      expectMessage(
        "expected to match timeline \(file), got no file; it was recorded now: review it and run "
          + "the test again"
      ) {
        expect(animator).to(matchTimeline(of: badge, frames: 3))
      }
    }
    #expect(
      folder.text(file) == """
        progress 0.0
        Badge(scale: 1.0, color: "blue")

        progress 0.5
        Badge(scale: 1.5, color: "red")

        progress 1.0
        Badge(scale: 1.0, color: "blue")

        """)
  }

  @Test func aDifferenceNamesTheFirstFrameAndProperty() {
    let folder = SnapshotFolder()
    defer { folder.remove() }
    let file = "\(folderName)/aDifferenceNamesTheFirstFrameAndProperty.1.txt"
    folder.write(
      file,
      Data(
        "progress 0.0\nBadge(scale: 1.0, color: \"blue\")\n\nprogress 1.0\nBadge(scale: 1.0, color: \"blue\")"
          .utf8))
    let badge = Badge()
    let animator = VirtualTimeAnimator()
    badge.pulse(animator: animator)
    folder.run {
      expectMessage(
        """
        expected to match timeline \(file)
        the snapshot has 2 frames, the animation now 3
        difference (- expected, + actual), first at line 4, column 10:
        …
          Badge(scale: 1.0, color: "blue")
          \("")
        + progress 0.5
                   ^
        + Badge(scale: 1.5, color: "red")
        + \("")
          progress 1.0
          Badge(scale: 1.0, color: "blue")
        """
      ) {
        expect(animator).to(matchTimeline(of: badge, frames: 3))
      }
    }
  }

  @Test func noPendingAnimationIsReported() {
    let folder = SnapshotFolder()
    defer { folder.remove() }
    folder.run {
      expectMessage(
        "expected to match timeline \(folderName)/noPendingAnimationIsReported.1.txt, got no "
          + "timeline: the VirtualTimeAnimator has no pending animation to step through"
      ) {
        expect(VirtualTimeAnimator()).to(matchTimeline(of: Badge()))
      }
    }
  }

  @Test func tooFewFramesAreReported() {
    let folder = SnapshotFolder()
    defer { folder.remove() }
    let animator = VirtualTimeAnimator()
    Badge().pulse(animator: animator)
    folder.run {
      expectMessage(
        "expected to match timeline \(folderName)/tooFewFramesAreReported.1.txt, got no timeline: "
          + "matchTimeline(frames: 1) needs at least 2 frames, the start and the end; nothing was "
          + "stepped"
      ) {
        expect(animator).to(matchTimeline(of: Badge(), frames: 1))
      }
    }
    #expect(animator.now == 0)
  }

  @Test @available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
  func anAnimatorOnAClockIsRefused() {
    let folder = SnapshotFolder()
    defer { folder.remove() }
    let animator = VirtualTimeAnimator(clock: VirtualClock())
    Badge().pulse(animator: animator)
    folder.run {
      expectMessage(
        "expected to match timeline \(folderName)/anAnimatorOnAClockIsRefused.1.txt, got no "
          + "timeline: matchTimeline steps an animator's own time, and this VirtualTimeAnimator "
          + "runs on a VirtualClock; make it with VirtualTimeAnimator() to match its timeline"
      ) {
        expect(animator).to(matchTimeline(of: Badge(), frames: 3))
      }
    }
    #expect(animator.now == 0)
  }

  @Test func negationAndNil() {
    let folder = SnapshotFolder()
    defer { folder.remove() }
    folder.write("\(folderName)/negationAndNil.1.txt", Data("other".utf8))
    let animator = VirtualTimeAnimator()
    Badge().pulse(animator: animator)
    folder.write(
      "\(folderName)/negationAndNil.2.txt",
      Data(
        "progress 0.0\nBadge(scale: 1.0, color: \"blue\")\n\nprogress 1.0\nBadge(scale: 1.0, color: \"blue\")"
          .utf8))
    let again = VirtualTimeAnimator()
    Badge().pulse(animator: again)
    folder.run {
      expectNoFailure { expect(animator).toNot(matchTimeline(of: Badge(), frames: 2)) }
      expectMessage("expected to not match timeline \(folderName)/negationAndNil.2.txt") {
        expect(again).toNot(matchTimeline(of: Badge(), frames: 2))
      }
      expectMessage("expected to match a timeline, got <nil>") {
        expect(nil as VirtualTimeAnimator?).to(matchTimeline(of: Badge()))
      }
    }
  }
}

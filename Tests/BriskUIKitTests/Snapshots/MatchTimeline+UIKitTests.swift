import BriskTestSupport
import BriskUIKit
import Foundation
import Testing
import UIKit

private let folderName = "__Snapshots__/MatchTimeline+UIKitTests"

/// A panel whose button fades out and slides down by 100 points over 1 s.
@MainActor
private final class Panel {
  let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
  let button = UIButton(frame: CGRect(x: 20, y: 20, width: 100, height: 40))

  init() {
    button.accessibilityIdentifier = "go"
    view.addSubview(button)
  }

  func hideAnimator(alpha: CGFloat = 0) -> UIViewPropertyAnimator {
    UIViewPropertyAnimator(duration: 1, curve: .linear) { [button] in
      button.alpha = alpha
      button.frame.origin.y = 120
    }
  }
}

@MainActor
@Suite struct MatchTimelineUIKitTests {
  @Test func passesWhenTheGoldenTimelineBesideTheTestMatchesAndLeavesTheAnimatorFinished() {
    let panel = Panel()
    let animator = panel.hideAnimator()
    SnapshotSettings.$environment.withValue([:]) {
      onScreen(panel.view) {
        expectNoFailure { expect(animator).to(matchTimeline(of: panel.view, frames: 11)) }
      }
    }
    #expect(animator.state == .inactive)
    #expect(panel.button.alpha == 0)
    #expect(panel.button.frame.origin.y == 120)
  }

  /// Records the timeline of `animator` in a scratch folder and returns its text.
  private func recorded(
    _ animator: UIViewPropertyAnimator, of view: UIView, frames: Int = 11, as file: String
  ) -> String? {
    let scratch = SnapshotFolder()
    defer { scratch.remove() }
    scratch.run {
      _ = failureMessages {
        expect(animator).to(matchTimeline(of: view, frames: frames, named: "golden"))
      }
    }
    return scratch.text(file)
  }

  @Test func aDifferenceNamesTheFirstFrameTheViewAndTheProperty() {
    let folder = SnapshotFolder()
    defer { folder.remove() }
    let file = "\(folderName)/aDifferenceNamesTheFirstFrameTheViewAndTheProperty.golden.txt"
    let golden = Panel()
    let changed = Panel()
    let messages = onScreen(golden.view, changed.view) {
      folder.write(
        file,
        Data((recorded(golden.hideAnimator(), of: golden.view, frames: 3, as: file) ?? "").utf8))
      return folder.run {
        failureMessages {
          expect(changed.hideAnimator(alpha: 0.5))
            .to(matchTimeline(of: changed.view, frames: 3, named: "golden"))
        }
      }
    }
    #expect(
      messages == [
        """
        expected to match timeline \(file)
        first difference: progress 0.5, UIView > UIButton, alpha: 0.5 in the snapshot, 0.75 now
        difference (- expected, + actual), first at line 7, column 44:
        …
          progress 0.5
          UIView frame=(0, 0, 200, 300) alpha=1 hidden=false transform=identity background=nil cornerRadius=0
        -   UIButton frame=(20, 70, 100, 40) alpha=0.5 hidden=false transform=identity background=nil cornerRadius=0 identifier="go"
        +   UIButton frame=(20, 70, 100, 40) alpha=0.75 hidden=false transform=identity background=nil cornerRadius=0 identifier="go"
                                                     ^
        \("  ")
          progress 1.0
          UIView frame=(0, 0, 200, 300) alpha=1 hidden=false transform=identity background=nil cornerRadius=0
        -   UIButton frame=(20, 120, 100, 40) alpha=0 hidden=false transform=identity background=nil cornerRadius=0 identifier="go"
        +   UIButton frame=(20, 120, 100, 40) alpha=0.5 hidden=false transform=identity background=nil cornerRadius=0 identifier="go"
        """
      ])
  }

  @Test func aViewOffScreenFailsWithStepThroughsReason() {
    let folder = SnapshotFolder()
    defer { folder.remove() }
    let panel = Panel()
    folder.run {
      expectMessage(
        "expected to match timeline \(folderName)/aViewOffScreenFailsWithStepThroughsReason.1.txt"
          + ", got no timeline: stepThrough: <UIView> has no presentation layer at animation_00: "
          + "it is not in a visible window, so nothing of it is on screen; host it in one "
          + "(withKeyWindow) to step through what it shows"
      ) {
        expect(panel.hideAnimator()).to(matchTimeline(of: panel.view))
      }
    }
    #expect(!FileManager.default.fileExists(atPath: folder.base + "/__Snapshots__"))
  }

  @Test func tooFewFramesFailWithoutStepping() {
    let folder = SnapshotFolder()
    defer { folder.remove() }
    let panel = Panel()
    let animator = panel.hideAnimator()
    folder.run {
      expectMessage(
        "expected to match timeline \(folderName)/tooFewFramesFailWithoutStepping.1.txt, got no "
          + "timeline: stepThrough(frames: 1) needs at least 2 frames, the start and the end; "
          + "nothing was stepped"
      ) {
        expect(animator).to(matchTimeline(of: panel.view, frames: 1))
      }
    }
    #expect(animator.state == .inactive)
  }

  @Test func negation() {
    let folder = SnapshotFolder()
    defer { folder.remove() }
    let file = "\(folderName)/negation.golden.txt"
    folder.write("\(folderName)/negation.other.txt", Data("other".utf8))
    let panel = Panel()
    onScreen(panel.view) {
      folder.write(
        file, Data((recorded(panel.hideAnimator(), of: panel.view, as: file) ?? "").utf8))
      panel.button.alpha = 1
      panel.button.frame.origin.y = 20
      folder.run {
        expectMessage("expected to not match timeline \(file)") {
          expect(panel.hideAnimator()).toNot(matchTimeline(of: panel.view, named: "golden"))
        }
        expectNoFailure {
          expect(panel.hideAnimator()).toNot(matchTimeline(of: panel.view, named: "other"))
        }
      }
    }
  }

  @Test func nilActualFails() {
    let panel = Panel()
    expectMessage("expected to match a timeline, got <nil>") {
      expect(nil as UIViewPropertyAnimator?).to(matchTimeline(of: panel.view))
    }
  }

  @Test func aVirtualTimeAnimatorStepsTheModelValues() {
    let folder = SnapshotFolder()
    defer { folder.remove() }
    let panel = Panel()
    let animator = VirtualTimeAnimator()
    animator.animate(
      withDuration: 1, delay: 0, options: [],
      animations: {
        panel.button.alpha = 0
      }, completion: nil)
    let file = "\(folderName)/aVirtualTimeAnimatorStepsTheModelValues.1.txt"
    folder.run {
      _ = failureMessages { expect(animator).to(matchTimeline(of: panel.view, frames: 2)) }
    }
    #expect(
      folder.text(file) == """
        progress 0.0
        UIView frame=(0, 0, 200, 300) alpha=1 hidden=false transform=identity background=nil cornerRadius=0
          UIButton frame=(20, 20, 100, 40) alpha=0 hidden=false transform=identity background=nil cornerRadius=0 identifier="go"

        progress 1.0
        UIView frame=(0, 0, 200, 300) alpha=1 hidden=false transform=identity background=nil cornerRadius=0
          UIButton frame=(20, 20, 100, 40) alpha=0 hidden=false transform=identity background=nil cornerRadius=0 identifier="go"

        """)
    #expect(animator.pendingCompletions.isEmpty)
  }
}

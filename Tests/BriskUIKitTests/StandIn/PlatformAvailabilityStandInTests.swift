import Testing
import UIKit

/// What tvOS and visionOS lack exists on iOS, the platform the stand-in plays by default.
///
/// The stand-in marks each declaration as Apple's headers do, which Linux ignores, and leaves it
/// out when `BRISK_UIKIT_STANDIN` is `tvOS` or `visionOS`; `.ci/check-platforms` builds BriskUIKit
/// so and checks that each is missing there.
@MainActor
@Suite struct PlatformAvailabilityStandInTests {
  // UIPinchGestureRecognizer.h: API_AVAILABLE(ios(3.2)) API_UNAVAILABLE(tvos).
  // UIRotationGestureRecognizer.h: API_UNAVAILABLE(tvos, watchos).
  @Test func pinchAndRotationRecognizersExistOnIOS() {
    let (pinch, rotation) = (UIPinchGestureRecognizer(), UIRotationGestureRecognizer())
    #expect(pinch.scale == 1)
    #expect(rotation.rotation == 0)
  }

  // UIPopoverPresentationController.h: API_AVAILABLE(ios(8.0)) API_UNAVAILABLE(tvos), so
  // UIViewController.popoverPresentationController is not on tvOS either; UIViewController.h:
  // UIModalPresentationPopover API_AVAILABLE(ios(8.0)) API_UNAVAILABLE(tvos) = 7.
  @Test func popoversExistOnIOS() {
    let controller = UIViewController()
    controller.modalPresentationStyle = .popover
    #expect(UIModalPresentationStyle.popover.rawValue == 7)
    #expect(controller.popoverPresentationController?.presentedViewController === controller)
  }

  // UIScreen.h: API_UNAVAILABLE(visionos, watchos); mainScreen is deprecated "to be deprecated"
  // on iOS and visionOS, so Swift shows no warning.
  @Test func theScreenExistsOnIOS() {
    #expect(UIScreen.main.bounds.size == CGSize(width: 393, height: 852))
  }
}

// The UIKit probe: plain UIKit code that uses, once and with its exact Swift type, every UIKit
// declaration BriskSeams and BriskUIKit rely on. CI compiles it against the stand-in, and
// `.ci/check-uikit-api` fails when Brisk uses stand-in API the probe does not exercise; compiled
// unchanged against Apple's SDK, it shows that Apple declares all of it the same way
// (CONTRIBUTING.md, "The UIKit API guard"). It is no SwiftPM target: nothing here ships.
import UIKit

// Conformances are checked through generic constraints: each call below compiles only if the
// type conforms.

func probeEquatable<T: Equatable>(_: T.Type) {}
func probeSetAlgebra<T: SetAlgebra>(_: T.Type) {}
func probeOptionSet<T: OptionSet>(_: T.Type) {}
func probeCustomStringConvertible<T: CustomStringConvertible>(_: T.Type) {}

func probeConformances() {
  probeEquatable(CGAffineTransform.self)
  probeEquatable(Selector.self)
  probeCustomStringConvertible(Selector.self)
  probeOptionSet(UIControl.Event.self)
  probeEquatable(UIGestureRecognizer.State.self)
  probeEquatable(UIUserInterfaceSizeClass.self)
  probeSetAlgebra(UIView.AnimationOptions.self)
  probeSetAlgebra(UIView.KeyframeAnimationOptions.self)
  probeEquatable(UIViewAnimatingState.self)
  probeEquatable(UIAlertController.Style.self)
  probeEquatable(UIAlertAction.Style.self)
  probeEquatable(UIScene.ActivationState.self)
}

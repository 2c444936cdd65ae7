// What the UIKit stand-in adds to UIKit for these tests, made again from Apple's API, so that the
// suite also compiles and runs against the real UIKit (`BRISK_UIKIT_STANDIN=none` on a Mac; see
// CONTRIBUTING.md, "Running on a Mac"). On Linux the stand-in declares them, and this file is
// empty. Never run here: check it on a Mac.
#if canImport(ObjectiveC)
  import ObjectiveC
  import UIKit

  extension Selector {
    /// The stand-in's `#selector`, on Apple platforms: adds `method` to `Target` under `name`, as
    /// `@objc` would, so the runtime finds it, and returns the selector.
    /// - Parameters:
    ///   - name: The Objective-C name, with a colon for the argument: `"didPan:"`.
    ///   - method: The method, unapplied: `Self.didPan`.
    init<Target: AnyObject, Sender>(
      standIn name: String, _ method: @escaping @MainActor (Target) -> (Sender) -> Void
    ) {
      self.init(name)
      let body: @convention(block) (AnyObject, AnyObject?) -> Void = { target, argument in
        nonisolated(unsafe) let (target, argument) = (target, argument)
        MainActor.assumeIsolated {
          guard let target = target as? Target, let sender = argument as? Sender else { return }
          method(target)(sender)
        }
      }
      class_replaceMethod(Target.self, self, imp_implementationWithBlock(body), "v@:@")
    }

    /// The stand-in's `#selector` for a method without arguments, on Apple platforms.
    /// - Parameters:
    ///   - name: The Objective-C name, without a colon: `"refresh"`.
    ///   - method: The method, unapplied: `Self.refresh`.
    init<Target: AnyObject>(
      standIn name: String, _ method: @escaping @MainActor (Target) -> () -> Void
    ) {
      self.init(name)
      let body: @convention(block) (AnyObject) -> Void = { target in
        nonisolated(unsafe) let target = target
        MainActor.assumeIsolated {
          guard let target = target as? Target else { return }
          method(target)()
        }
      }
      class_replaceMethod(Target.self, self, imp_implementationWithBlock(body), "v@:")
    }
  }

  extension UIAlertController {
    /// The stand-in's tap on an alert's button, on Apple platforms, where no public API taps
    /// one: UIKit's private `_dismissWithAction:`, which dismisses the alert and then runs the
    /// action's handler, as a person's tap does. Only this test suite uses it; Brisk's libraries
    /// use no private API.
    /// - Parameter title: The title of the button to tap.
    func tapAction(standIn title: String) {
      let dismissWithAction = NSSelectorFromString("_dismissWithAction:")
      guard let action = actions.first(where: { $0.title == title && $0.isEnabled }),
        responds(to: dismissWithAction)
      else { return }
      perform(dismissWithAction, with: action)
    }
  }

  extension UIViewPropertyAnimator {
    /// The stand-in lists the misuses UIKit raises an exception for; on a device they raise, so
    /// a test that gets past them has made none.
    var programmerErrors: [String] { [] }
  }
#endif

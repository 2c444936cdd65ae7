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

  extension UIViewPropertyAnimator {
    /// The stand-in lists the misuses UIKit raises an exception for; on a device they raise, so
    /// a test that gets past them has made none.
    var programmerErrors: [String] { [] }
  }
#endif

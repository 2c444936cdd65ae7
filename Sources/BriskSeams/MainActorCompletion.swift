#if canImport(UIKit)
  import Dispatch
  import Foundation

  /// Hands a main-actor completion to a UIKit method that declares its completion `@Sendable`.
  ///
  /// Apple's Swift interface declares `UIView.animateKeyframes(…completion:)`'s completion as
  /// `(@Sendable (Bool) -> Void)?`, while ``Animator``'s completion is a plain closure that runs on
  /// the main actor, as every UIKit animation completion does. The closure is made on the main
  /// actor and only ever called there: at once when UIKit calls back on the main thread, as it
  /// does, and otherwise on the main queue, so a call from another thread never runs it there.
  enum MainActorCompletion {
    /// A completion that UIKit can take as `@Sendable` and that runs `completion` on the main
    /// actor.
    /// - Parameter completion: The completion to run, or `nil`.
    /// - Returns: `nil` for `nil`, otherwise a `@Sendable` closure that calls `completion`.
    @MainActor
    static func sendable(_ completion: ((Bool) -> Void)?) -> (@Sendable (Bool) -> Void)? {
      guard let completion else { return nil }
      // Made on the main actor, so it may hold the completion; as a main-actor closure it is
      // `Sendable`.
      let body: @MainActor (Bool) -> Void = { completion($0) }
      return { finished in
        if Thread.isMainThread {
          MainActor.assumeIsolated { body(finished) }
        } else {
          DispatchQueue.main.async { MainActor.assumeIsolated { body(finished) } }
        }
      }
    }
  }
#endif

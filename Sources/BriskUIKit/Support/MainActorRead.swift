// How a matcher reads UIKit state without trapping when it is evaluated off the main actor.
// Internal; the matchers in Interactions/ and Snapshots/ call it.
#if canImport(UIKit)
  import BriskCore
  import Dispatch
  import Foundation

  /// Reads UIKit state from a matcher's closures, which Brisk's core runs wherever the
  /// expectation runs.
  ///
  /// The matchers that read UIKit are `@MainActor`, so in Swift 6 (and for a direct call in
  /// Swift 5) one made off the main actor does not compile. A Swift 5 test target can still
  /// evaluate one off it with only a warning, by handing a matcher made on the main actor to
  /// other code (a `DispatchQueue.global()` block, a detached task). `MainActor.assumeIsolated`
  /// would stop the test run there; this reads only when the caller is on the main actor, and
  /// otherwise gives `nil`, which the matchers turn into a failure that says so.
  enum MainActorRead {
    /// Runs `body` on the main actor's behalf when the caller is on it.
    /// - Parameter body: The read of UIKit state.
    /// - Returns: What `body` returns, or `nil` when the caller is not on the main actor.
    static func ifOnMainActor<Value: Sendable>(_ body: @MainActor () throws -> Value) rethrows
      -> Value?
    {
      guard isOnMainActor else { return nil }
      return try MainActor.assumeIsolated(body)
    }

    /// Runs `body` when the caller is on the main actor, and otherwise throws ``OffMainActor``:
    /// for a snapshot format, whose thrown error fails the check.
    /// - Parameters:
    ///   - matcher: The matcher's name, as called: `matchSnapshot(as: .viewTree)`.
    ///   - body: The read of UIKit state.
    /// - Returns: What `body` returns.
    static func onMainActor<Value: Sendable>(
      _ matcher: String, _ body: @MainActor () throws -> Value
    ) throws -> Value {
      guard isOnMainActor else { throw OffMainActor(matcher: matcher) }
      return try MainActor.assumeIsolated(body)
    }

    /// The error of a snapshot format rendered off the main actor.
    struct OffMainActor: Error, CustomStringConvertible {
      /// The matcher's name, as called.
      let matcher: String

      var description: String {
        MainActorRead.offMainActor(matcher)
      }
    }

    /// The failure a matcher reports when it was evaluated off the main actor.
    /// - Parameter matcher: The matcher's name, as called: `beEnabled()`.
    /// - Returns: The message's detail line.
    static func offMainActor(_ matcher: String) -> String {
      "\(matcher) reads UIKit state, which only the main actor may read, and it ran off the main "
        + "actor (a Swift 5 test target allows that with a warning): evaluate it in a @MainActor "
        + "test or inside MainActor.run { }"
    }

    /// Whether the caller runs on the main actor. On Apple platforms that is the main thread. On
    /// Linux, Swift Testing runs a `@MainActor` test on the main queue but not always on the main
    /// thread, so a queue-specific value marks the main queue as well.
    private static var isOnMainActor: Bool {
      if Thread.isMainThread { return true }
      #if canImport(ObjectiveC)
        return false
      #else
        return DispatchQueue.getSpecific(key: mainQueueKey) == true
      #endif
    }

    #if !canImport(ObjectiveC)
      /// Set on the main queue once, on first use, and never changed.
      private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
      }()
    #endif
  }
#endif

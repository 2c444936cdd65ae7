import Dispatch
import Foundation

/// When a leak-tracking scope takes its verdict: once what the system still holds for a moment
/// has been let go, so that only a real leak is reported.
///
/// Two things hold objects after the code that used them has finished:
/// - **Autorelease pools** (Apple platforms): UIKit returns many objects autoreleased, and they
///   live until the pool they are in drains. A synchronous scope runs its body in a pool of its
///   own (`autoreleasepool`), which drains before the verdict.
/// - **A later main-queue turn**: UIKit finishes a transition without animation, and lets go of
///   the controllers it dismissed, at a later turn of the main queue, and the main run loop's own
///   pool drains between turns. An async scope on the main actor waits for one main-queue turn
///   before its verdict; an XCTest test's leak checks, on the main thread, run the main run loop
///   once.
///
/// Linux has no autorelease pools, so CI shows only the second (Leaks tests in
/// BriskFixturesTests and BriskUIKitTests: an object released at the next main-queue turn is not
/// reported). Whether a given UIKit object is autoreleased, and into which pool, only a device
/// or simulator shows (Tests/UIKitStandIn/README.md, "What the stand-in verifies").
enum LeakVerdict {
  /// Runs `body` in an autorelease pool of its own where there are pools, so what it
  /// autoreleased is released when it returns.
  /// - Parameter body: The scope's body.
  /// - Returns: What `body` returns.
  static func drainingPool<Result>(_ body: () throws -> Result) rethrows -> Result {
    #if canImport(ObjectiveC)
      try autoreleasepool(invoking: body)
    #else
      try body()
    #endif
  }

  /// Returns after one turn of the main queue when `isolation` is the main actor, whose executor
  /// is the main queue, so the turn always comes; elsewhere it returns at once.
  /// - Parameter isolation: The scope's actor.
  static func afterMainQueueTurn(isolation: isolated (any Actor)?) async {
    guard let isolation, isolation === MainActor.shared as any Actor else { return }
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      DispatchQueue.main.async { continuation.resume() }
    }
  }

  /// Runs the main run loop once, in a pool of its own, when called on the main thread, as an
  /// XCTest teardown is: the main queue's pending turn runs and the pools drain.
  static func afterMainRunLoopTurn() {
    guard Thread.isMainThread else { return }
    drainingPool { _ = RunLoop.current.run(mode: .default, before: Date()) }
  }
}

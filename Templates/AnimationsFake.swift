// Brisk animations fake template, for a static wrapper around UIView.animate.
//
// Code that animates through a static wrapper type, for example
//
//   @MainActor protocol Animations {
//     static func animate(
//       withDuration duration: TimeInterval, delay: TimeInterval,
//       animations: @escaping () -> Void, completion: ((Bool) -> Void)?)
//   }
//   enum UIViewAnimations: Animations { /* calls UIView.animate */ }
//   final class CardView: UIView { var animations: any Animations.Type = UIViewAnimations.self }
//
// gets this fake in tests (`card.animations = AnimationsFake.self`). Every animation runs at
// once and completes with `true`, so a test never waits. To see the calls, record them:
//
//   let log = AnimationsFake.record { card.flip() }
//   expect(log).to(haveReceived(.animate(duration: 0.3, delay: 0)))
//
// Recording is task-local, so tests that run in parallel never see each other's calls. A
// negative duration or delay is reported as a test failure at the line that called `record`.
// Fill in the placeholders and keep the methods your wrapper has.

import BriskFixtures
import Foundation

/// A fake `<#Protocol#>`: runs every animation at once and records it while `record` runs.
@MainActor
enum <#Spy#>: <#Protocol#> {
  /// One case per animation, with its timing.
  enum Call: Equatable, Sendable {
    case animate(duration: TimeInterval, delay: TimeInterval)
  }

  /// The log of the `record` call running on this task, if any.
  @TaskLocal private static var log: CallLog<Call>?

  /// Runs `body` and returns the animations it started, in order.
  /// - Parameter body: The code that animates.
  /// - Returns: The recorded calls.
  static func record(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ body: () throws -> Void
  ) rethrows -> CallLog<Call> {
    let log = CallLog<Call>(fileID: fileID, filePath: filePath, line: line, column: column)
    try $log.withValue(log, operation: body)
    return log
  }

  /// Runs async `body` and returns the animations it started, in order.
  /// - Parameter body: The code that animates.
  /// - Returns: The recorded calls.
  static func record(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ body: () async throws -> Void
  ) async rethrows -> CallLog<Call> {
    let log = CallLog<Call>(fileID: fileID, filePath: filePath, line: line, column: column)
    try await $log.withValue(log, operation: body)
    return log
  }

  static func animate(
    withDuration duration: TimeInterval,
    delay: TimeInterval,
    animations: @escaping () -> Void,
    completion: ((Bool) -> Void)?
  ) {
    log?.record(.animate(duration: duration, delay: delay))
    if duration < 0 || delay < 0 {
      log?.fail(
        "<#Spy#>.animate was called with a negative duration (\(duration)) or delay (\(delay))")
    }
    animations()
    completion?(true)
  }
}

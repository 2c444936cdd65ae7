import Foundation

/// An animator that records each animation and runs nothing until the test says so.
///
/// Between ``runAnimations()`` and ``complete(finished:)`` a test sees the state after the
/// animation block and before its completion, and `complete(finished: false)` exercises the path
/// of an interrupted animation.
///
/// ```swift
/// let animator = RecordingAnimator()
/// card.flip(animator: animator)
/// animator.runAnimations()
/// expect(card.frame) == frontFrame
/// animator.complete(finished: true)
/// expect(card.frame) == backFrame
/// ```
///
/// Misuse is reported at the line where the animator was made:
///
/// ```text
/// complete(finished:) was called, but no animation is pending
/// RecordingAnimator was released with 1 pending completion: [animate(duration: 0.3)]; call complete(finished:) or completeAll()
/// ```
@MainActor
public final class RecordingAnimator: _LedgerAnimator, AnimationRecording {
  private nonisolated let record: AnimationRecord
  private let ledger: AnimationLedger

  /// Creates an animator.
  /// - Parameters:
  ///   - checksPendingCompletions: Report a failure if the animator is released while
  ///     completions are still pending.
  ///   - fileID: The caller's file ID; leave the default.
  ///   - filePath: The caller's file path; leave the default.
  ///   - line: The caller's line; leave the default.
  ///   - column: The caller's column; leave the default.
  public init(
    checksPendingCompletions: Bool = false,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    record = AnimationRecord(
      CallLog(fileID: fileID, filePath: filePath, line: line, column: column),
      checkingOnReleaseAs: checksPendingCompletions ? "RecordingAnimator" : nil)
    ledger = AnimationLedger(record)
  }

  public nonisolated var log: CallLog<AnimationRequest> {
    record.log
  }

  public nonisolated var pendingCompletions: [AnimationRequest] {
    record.inOrder
  }

  /// Runs the animation blocks (and keyframes, in start order) of every pending animation that
  /// has not run yet. Completions are not called.
  public func runAnimations() {
    for animation in ledger.pending where !animation.started {
      ledger.start(animation, andKeyframes: true)
    }
  }

  /// Completes the oldest pending animation: runs its block if it has not run, then calls its
  /// completion with `finished`.
  /// - Parameter finished: What the completion receives; `false` for an interrupted animation.
  public func complete(finished: Bool = true) {
    guard let oldest = ledger.oldest else {
      return log.fail("complete(finished:) was called, but no animation is pending")
    }
    ledger.complete(oldest, finished: finished)
  }

  /// Completes every pending animation, oldest first, including those started by completions.
  /// - Parameter finished: What every completion receives.
  public func completeAll(finished: Bool = true) {
    var completed = 0
    while let oldest = ledger.oldest {
      guard completed < 1_000 else {
        return log.fail(
          "completeAll() stopped after 1000 completions: each completion starts another animation")
      }
      ledger.complete(oldest, finished: finished)
      completed += 1
    }
  }

  /// Records `call`, then keeps the animation for the test to run and complete.
  /// - Parameter call: The call of one of `Animator`'s methods.
  @_documentation(visibility: internal)
  public func _accept(_ call: _AnimatorCall) {
    ledger.handle(call) { _ in }
  }
}

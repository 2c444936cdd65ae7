import Foundation

/// An animator that runs each animation block and then its completion with `true`, at once.
///
/// Use it to check the end state of animated code without waiting. Keyframes run in order of
/// their start time. Every request is recorded for `haveAnimated`.
///
/// ```swift
/// let animator = ImmediateAnimator()
/// let toast = ToastPresenter(animator: animator)
/// toast.show(view)
/// expect(view.alpha) == 1
/// expect(animator).to(haveAnimated(withDuration: 0.3))
/// ```
@MainActor
public final class ImmediateAnimator: _LedgerAnimator, AnimationRecording {
  private nonisolated let record: AnimationRecord
  private let ledger: AnimationLedger

  /// Creates an animator; misuse is reported at the caller's line.
  public init(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    record = AnimationRecord(
      CallLog(fileID: fileID, filePath: filePath, line: line, column: column))
    ledger = AnimationLedger(record)
  }

  public nonisolated var log: CallLog<AnimationRequest> {
    record.log
  }

  public nonisolated var pendingCompletions: [AnimationRequest] {
    record.inOrder
  }

  /// Records `call`, then runs the animation at once (after the running completion, if any).
  /// - Parameter call: The call of one of `Animator`'s methods.
  @_documentation(visibility: internal)
  public func _accept(_ call: _AnimatorCall) {
    ledger.handle(call, then: run)
  }

  /// Animations requested from a completion, run once it has returned: a completion that starts
  /// the next animation (a pulse, a blink) loops here instead of recursing. Animations requested
  /// inside an animation block still run at once, as they would under UIKit.
  private var queued: [PendingAnimation] = []
  private var inCompletion = false

  /// How many animations one call may run through completions that start more.
  static let maxChainedAnimations = 1_000

  private func run(_ animation: PendingAnimation) {
    guard !inCompletion else { return queued.append(animation) }
    var next: PendingAnimation? = animation
    var ran = 0
    while let current = next {
      guard ran < Self.maxChainedAnimations else {
        queued.removeAll()
        return log.fail(
          "ImmediateAnimator stopped after \(Self.maxChainedAnimations) animations: each completion "
            + "starts another one; use VirtualTimeAnimator to step through a repeating animation")
      }
      ledger.start(current, andKeyframes: true)
      inCompletion = true
      ledger.complete(current, finished: true)
      inCompletion = false
      ran += 1
      next = queued.isEmpty ? nil : queued.removeFirst()
    }
  }
}

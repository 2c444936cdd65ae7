/// A fake animator whose requests can be checked with `haveAnimated` and `havePendingCompletions`.
///
/// Both properties can be read from any thread.
public protocol AnimationRecording: AnyObject, Sendable {
  /// Every animation requested so far, oldest first.
  var log: CallLog<AnimationRequest> { get }
  /// The animations whose completion has not been called yet, oldest first.
  var pendingCompletions: [AnimationRequest] { get }
}

/// What an animation completion reported, for a completion UIKit declares `@Sendable` (the
/// keyframe one): UIKit calls it on the main thread, so it writes here on the main actor.
///
/// ```swift
/// let finished = CompletionFlag()
/// UIView.animateKeyframes(…, completion: { flag in MainActor.assumeIsolated { finished.value = flag } })
/// ```
@MainActor
final class CompletionFlag {
  /// The completion's argument, once it has run.
  var value: Bool?
}

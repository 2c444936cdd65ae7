/// What a fake animator shows any thread: its log, and the requests whose completion has not been
/// called. Given a name, it fails at the log's line when it is released with any still pending,
/// which is when its animator is.
final class AnimationRecord: Sendable {
  let log: CallLog<AnimationRequest>
  /// The pending requests at their sequence number minus one; completed ones are `nil`.
  let pending = Locked([AnimationRequest?]())
  /// The animator's name in the failure on release, or `nil` for no check.
  private let checkedOnRelease: String?

  init(_ log: CallLog<AnimationRequest>, checkingOnReleaseAs name: String? = nil) {
    self.log = log
    checkedOnRelease = name
  }

  /// The pending requests, oldest first.
  var inOrder: [AnimationRequest] {
    pending.withLock { $0.compactMap { $0 } }
  }

  deinit {
    guard let name = checkedOnRelease else { return }
    let pending = inOrder
    guard !pending.isEmpty else { return }
    let noun = pending.count == 1 ? "completion" : "completions"
    log.fail(
      "\(name) was released with \(pending.count) pending \(noun): \(stringify(pending)); "
        + "call complete(finished:) or completeAll()")
  }
}

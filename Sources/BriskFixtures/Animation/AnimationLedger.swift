import Foundation

/// What the fake animators share: the log of requests, the animations still pending, keyframe
/// collection and misuse reports.
///
/// Requests and completions cost O(1), so a fake keeps up with thousands of pending animations.
@MainActor
final class AnimationLedger {
  let log: CallLog<AnimationRequest>
  /// The pending requests at their sequence number minus one, readable from any thread for
  /// matchers; completed ones are `nil`.
  let pendingRequests: Locked<[AnimationRequest?]>
  /// Pending animations in request order; completed ones leave a hole until compaction.
  private var slots: [PendingAnimation?] = []
  private var head = 0
  private(set) var pendingCount = 0
  private var collecting: [PendingAnimation] = []
  private var sequence = 0

  init(_ record: AnimationRecord) {
    log = record.log
    pendingRequests = record.pending
  }

  /// The pending animations, oldest first.
  var pending: [PendingAnimation] {
    slots[head...].compactMap { $0 }
  }

  /// The oldest pending animation.
  var oldest: PendingAnimation? {
    while head < slots.count, slots[head] == nil { head += 1 }
    return head < slots.count ? slots[head] : nil
  }

  /// Records a request and queues it.
  func request(
    _ kind: AnimationRequest.Kind, _ duration: TimeInterval, _ delay: TimeInterval,
    _ options: AnimationOptions, _ animations: (() -> Void)?, _ completion: ((Bool) -> Void)?
  ) -> PendingAnimation {
    let request = AnimationRequest(kind: kind, duration: duration, delay: delay, options: options)
    log.record(request)
    sequence += 1
    let animation = PendingAnimation(request, sequence, animations, completion)
    animation.slot = slots.count
    slots.append(animation)
    pendingCount += 1
    pendingRequests.withLock { $0.append(request) }
    return animation
  }

  /// Runs the animation block. For keyframes it only collects the keyframes unless `andKeyframes`.
  func start(_ animation: PendingAnimation, andKeyframes: Bool) {
    guard !animation.started else { return }
    animation.started = true
    let block = animation.animations
    animation.animations = nil
    guard animation.request.kind == .keyframes else { return block?() ?? () }
    collecting.append(animation)
    block?()
    collecting.removeLast()
    animation.keyframes.sort { $0.start < $1.start }
    if andKeyframes { runKeyframes(of: animation, through: .infinity) }
  }

  /// Runs the keyframes that start at or before `fraction` of the animation, in start order.
  func runKeyframes(of animation: PendingAnimation, through fraction: Double) {
    while animation.nextKeyframe < animation.keyframes.count,
      animation.keyframes[animation.nextKeyframe].start <= fraction
    {
      let keyframe = animation.keyframes[animation.nextKeyframe]
      animation.nextKeyframe += 1
      keyframe.animations()
    }
  }

  func addKeyframe(_ start: Double, _ duration: Double, _ animations: @escaping () -> Void) {
    guard let animation = collecting.last else {
      return log.fail(
        "addKeyframe(withRelativeStartTime: \(start), relativeDuration: \(duration)) was called "
          + "outside an animateKeyframes block; the keyframe was ignored")
    }
    animation.keyframes.append(Keyframe(start: start, duration: duration, animations: animations))
  }

  /// Runs what has not run yet, removes the animation and calls its completion.
  func complete(_ animation: PendingAnimation, finished: Bool) {
    guard animation.slot >= 0 else { return }
    start(animation, andKeyframes: true)
    runKeyframes(of: animation, through: .infinity)
    slots[animation.slot] = nil
    animation.slot = -1
    pendingCount -= 1
    pendingRequests.withLock { $0[animation.sequence - 1] = nil }
    compactIfSparse()
    let completion = animation.completion
    animation.completion = nil
    completion?(finished)
  }

  private func compactIfSparse() {
    guard head > 1_024, head * 2 > slots.count else { return }
    slots.removeFirst(head)
    head = 0
    for (index, animation) in slots.enumerated() { animation?.slot = index }
  }
}

/// An animation a fake has been asked for and not yet completed.
@MainActor
final class PendingAnimation {
  let request: AnimationRequest
  let sequence: Int
  var animations: (() -> Void)?
  var completion: ((Bool) -> Void)?
  var started = false
  var keyframes: [Keyframe] = []
  var nextKeyframe = 0
  /// The position in the ledger, or -1 once completed.
  var slot = -1
  /// Virtual time at which the animation starts (after its delay).
  var startTime: TimeInterval = 0

  init(
    _ request: AnimationRequest, _ sequence: Int, _ animations: (() -> Void)?,
    _ completion: ((Bool) -> Void)?
  ) {
    self.request = request
    self.sequence = sequence
    self.animations = animations
    self.completion = completion
  }

  var isPending: Bool {
    slot >= 0
  }

  var endTime: TimeInterval {
    startTime + request.duration
  }
}

struct Keyframe {
  let start: Double
  let duration: Double
  let animations: () -> Void
}

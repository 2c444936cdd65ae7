/// Failures raised off every test's task inside the closure of a `waitUntil` in progress, kept
/// until that wait's `done()` claims them.
///
/// Such a failure belongs to the wait's test when two things hold: its line lies inside the
/// closure passed to the wait (``ClosureExtent``), and the wait's `done()` is the next one called
/// from where it was raised: the same task, or the same thread with no task. That is the pattern
/// `waitUntil { done in queue.async { expect(…); done() } }`. Anything else (a failure `done()`
/// never follows, or one in code outside the closure) is not shown to be the wait's and goes to
/// Swift Testing's «unknown» test when no wait is left to claim it.
final class CallbackClaims: Sendable {
  /// The claims of the whole process.
  static let shared = CallbackClaims()

  /// A `waitUntil` in progress.
  final class Region: Sendable {
    let scope: WaitScope
    let location: CodeLocation

    init(scope: WaitScope, location: CodeLocation) {
      self.scope = scope
      self.location = location
    }
  }

  /// A failure waiting for a claim: where it was raised, which waits may claim it, and the waits
  /// in progress when it was raised (for the message, if none does).
  struct Pending: Sendable {
    let failure: RecordedFailure
    let origin: ExecutionOrigin
    var regions: [ObjectIdentifier]
    let waits: [String]
  }

  private let state = Locked((regions: [Region](), pending: [Pending]()))

  /// Starts taking failures raised inside `region`'s closure.
  func begin(_ region: Region) {
    state.withLock { $0.regions.append(region) }
  }

  /// Keeps `failure` if a wait in progress has it inside its closure, and returns whether it did.
  func hold(_ failure: RecordedFailure, from origin: ExecutionOrigin, waits: [String]) -> Bool {
    let candidates = state.withLock { $0.regions }.filter { region in
      region.location.filePath.description == failure.location.filePath.description
        && ClosureExtent.lines(of: region.location)?.contains(failure.location.line) == true
    }
    guard !candidates.isEmpty else { return false }
    return state.withLock { state in
      let ids = candidates.map(ObjectIdentifier.init).filter { id in
        state.regions.contains { ObjectIdentifier($0) == id }
      }
      guard !ids.isEmpty else { return false }
      state.pending.append(Pending(failure: failure, origin: origin, regions: ids, waits: waits))
      return true
    }
  }

  /// The failures raised from `origin` that `region` may claim, taken: its `done()` was called
  /// there.
  func claim(for region: Region, from origin: ExecutionOrigin) -> [RecordedFailure] {
    let id = ObjectIdentifier(region)
    return state.withLock { state in
      var claimed: [RecordedFailure] = []
      state.pending.removeAll { pending in
        guard pending.origin == origin, pending.regions.contains(id) else { return false }
        claimed.append(pending.failure)
        return true
      }
      return claimed
    }
  }

  /// Stops taking failures for `region`, and returns those no wait is left to claim.
  func end(_ region: Region) -> [Pending] {
    let id = ObjectIdentifier(region)
    return state.withLock { state in
      state.regions.removeAll { $0 === region }
      var orphans: [Pending] = []
      for index in state.pending.indices.reversed() {
        state.pending[index].regions.removeAll { $0 == id }
        if state.pending[index].regions.isEmpty {
          orphans.insert(state.pending.remove(at: index), at: 0)
        }
      }
      return orphans
    }
  }
}

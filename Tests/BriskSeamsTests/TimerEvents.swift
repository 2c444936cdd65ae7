/// What the live schedulers' actions did, in order, and a wait for them that gives up after a
/// generous bound instead of hanging: the tests check the order, never the time it took.
@MainActor
final class TimerEvents {
  private(set) var names: [String] = []
  private var waiter: (done: ([String]) -> Bool, resume: CheckedContinuation<Void, Never>)?
  private var bound: Task<Void, Never>?

  func record(_ name: String) {
    names.append(name)
    if let waiter, waiter.done(names) { finishWaiting() }
  }

  /// Returns once `count` events were recorded, or after a generous bound.
  func wait(for count: Int) async {
    await wait { $0.count >= count }
  }

  /// Returns once `done` holds for the events recorded, or after `seconds`, whichever comes first.
  func wait(upTo seconds: UInt64 = 30, until done: @escaping ([String]) -> Bool) async {
    guard !done(names) else { return }
    await withCheckedContinuation { continuation in
      waiter = (done, continuation)
      bound = Task { @MainActor in
        // Cancelled when the events came first: then this wait is over, and another may have
        // begun, which is not this bound's to end.
        try? await Task.sleep(nanoseconds: seconds * 1_000_000_000)
        guard !Task.isCancelled else { return }
        self.finishWaiting()
      }
    }
  }

  private func finishWaiting() {
    bound?.cancel()
    bound = nil
    waiter?.resume.resume()
    waiter = nil
  }
}

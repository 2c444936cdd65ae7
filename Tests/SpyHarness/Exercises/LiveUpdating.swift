import Brisk

extension Harness {
  static func exerciseLiveUpdating() async {
    await check("54 LiveUpdatingSpy: a stream given to init, an optional callback, async start") {
      let (changes, continuation) = AsyncStream.makeStream(of: Int.self)
      let spy = LiveUpdatingSpy(changes: changes)
      continuation.yield(1)
      continuation.yield(2)
      continuation.finish()
      var seen: [Int] = []
      for await change in spy.changes { seen.append(change) }
      expect(seen) == [1, 2]

      var finished = false
      spy.onFinish = { finished = true }
      spy.onFinish?()
      expect(finished) == true

      try await spy.start(every: 0.5)
      spy.startError = HarnessError(code: 2)
      await expect { try await spy.start(every: 1) }.to(throwError(HarnessError(code: 2)))
      expect(spy.startCalls.calls) == [0.5, 1]
    }
  }
}

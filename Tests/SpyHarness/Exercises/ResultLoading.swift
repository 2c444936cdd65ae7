import Brisk

extension Harness {
  static func exerciseResultLoading() {
    check("53 ResultLoadingSpy: generic type aliases, escaping and not") {
      let spy = ResultLoadingSpy()
      var loaded: [Member] = []
      spy.load(id: 7) { loaded.append(try! $0.get()) }
      spy.loadCalls.last?.completion(.success(Member(id: 7)))
      expect(loaded) == [Member(id: 7)]
      expect(spy.loadCalls.last?.id) == 7

      spy.loadAllHandler = { completion in completion(.failure(HarnessError(code: 1))) }
      var failed = false
      spy.loadAll { if case .failure = $0 { failed = true } }
      expect(failed) == true

      spy.forEachCachedHandler = { body in
        body(Member(id: 1))
        body(Member(id: 2))
      }
      var visited: [Int] = []
      spy.forEachCached { visited.append($0.id) }
      expect(visited) == [1, 2]
      expect(spy.forEachCachedCalls.count) == 1
      expect(spy.log.calls) == [.load, .loadAll, .forEachCached]
    }
  }
}

import Brisk

extension Harness {
  static func exerciseAccountLoading() {
    check("33 AccountLoadingSpy: protocols written without the usual spaces") {
      let spy = AccountLoadingSpy()
      var loaded: Account?
      spy.loadHandler = { completion in completion(.success(Account(id: 7))) }
      spy.load { loaded = try? $0.get() }
      expect(loaded) == Account(id: 7)
      expect(spy.loadCalls.count) == 1

      spy.saveReturnValue = true
      expect(spy.save(Account(id: 1), force: true)) == true
      expect(spy.saveCalls.last?.account) == Account(id: 1)
      expect(spy.saveCalls.last?.force) == true

      spy.unlockError = .locked
      expect { try spy.unlock(id: 3) }.to(throwError(AccountError.locked))
      spy.unlockError = nil
      spy.unlockReturnValue = Account(id: 3)
      expect(try spy.unlock(id: 3)) == Account(id: 3)
      expect(spy.unlockCalls.calls) == [3, 3]

      spy.merge(["a": 1], ["b": 2])
      expect(spy.mergeCalls.last?.second) == ["b": 2]
      spy.refresh {}
      spy.export { _ in }
      spy.observe { _ in }
      spy.name = "main"
      expect(spy.name) == "main"
      spy.count = 2
      expect(spy.count) == 2
      expect(spy.log.calls) == [
        .load, .save, .unlock, .unlock, .merge, .refresh, .export, .observe,
      ]
    }
  }
}

import Brisk

extension Harness {
  static func exerciseUseCase() {
    check("40 CancellableUseCaseSpy<Input, Output>: associated types of an inherited protocol") {
      let spy = CancellableUseCaseSpy<String, Int>()
      spy.executeHandler = { input, completion in completion(.success(input.count)) }
      var result: Int?
      spy.execute("four") { result = try? $0.get() }
      expect(result) == 4
      expect(spy.executeCalls.last?.input) == "four"
      spy.cancel()
      expect(spy.log.calls) == [.execute, .cancel]
    }
  }
}

import Brisk

extension Harness {
  static func exerciseKeywordHeavy() {
    check("10 KeywordHeavySpy: keywords as names") {
      let spy = KeywordHeavySpy()
      spy.defaultReturnValue = true
      expect(spy.default(for: 2, in: 0..<3)) == true
      expect(spy.defaultCalls.last?.range) == 0..<3
      spy.call(for: 1, in: "x")
      expect(spy.callCalls.last?.for) == 1
      expect(spy.callCalls.last?.in) == "x"
      expect(spy.import("m") == nil) == true
      expect(spy.protocol) == ""
      expect(spy.log.calls) == [.default, .call, .import]
    }
  }
}

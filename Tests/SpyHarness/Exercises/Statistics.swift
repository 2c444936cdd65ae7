import Brisk

extension Harness {
  static func exerciseStatistics() {
    check("17 StatisticsSpy: each unstubbed call reports and returns a default") {
      let spy = StatisticsSpy()
      let messages = failures {
        expect(spy.count()) == 0
        expect(spy.mean()) == 0
        expect(spy.ratio()) == 0
        expect(spy.names()) == []
        expect(spy.table()) == [:]
        expect(spy.unique()) == []
        expect(spy.label()) == ""
        expect(spy.flag()) == false
        expect(spy.byte()) == 0
        expect(spy.pair().1) == ""
        expect(spy.fields()) == [:]
      }
      expect(messages.count) == 11
      expect(messages.first)
        == ("StatisticsSpy.count() was called, but no return value was stubbed; "
          + "set countReturnValue or countHandler")
      let optionals = failures {
        expect(spy.maybe() == nil) == true
        let forced: Int? = spy.forced()
        expect(forced == nil) == true
      }
      expect(optionals) == []
      spy.forcedReturnValue = 3
      let forced: Int = spy.forced()
      expect(forced) == 3
    }
  }
}

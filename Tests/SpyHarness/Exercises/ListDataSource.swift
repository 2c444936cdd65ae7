import Brisk

extension Harness {
  static func exerciseListDataSource() {
    check("39 ListDataSourceSpy<Section, Row>: two associated types and a where clause") {
      let spy = ListDataSourceSpy<Int, String>()
      spy.sections = [0, 1]
      spy.rowsHandler = { section in section == 0 ? ["a", "b"] : [] }
      expect(spy.rows(in: 0)) == ["a", "b"]
      spy.select("b", in: 0)
      expect(spy.selectCalls.last?.row) == "b"
      expect(spy.selectCalls.last?.section) == 0
      spy.titleReturnValue = "First"
      expect(spy.title(for: 0)) == "First"
      expect(spy.sections) == [0, 1]
      expect(spy.log).to(haveReceived(.select))
      expect(spy.log.calls) == [.rows, .select, .title]
    }
  }
}

import Brisk

extension Harness {
  static func exerciseGrid() {
    check("43 GridSpy: init requirements of a @MainActor protocol, and a settable subscript") {
      @MainActor func make<G: Grid>(_: G.Type) -> (G, G?) { (G(), G(rows: 2, columns: 3)) }
      let (plain, sized) = make(GridSpy.self)
      expect(plain.initRowsColumnsArguments == nil) == true
      expect(sized?.initRowsColumnsArguments?.rows) == 2
      expect(sized?.initRowsColumnsArguments?.columns) == 3
      plain[0] = "a"
      expect(plain.subscriptWrites.last?.newValue) == "a"
      plain.subscriptReturnValue = "b"
      expect(plain[0]) == "b"
      plain.count = 1
      expect(plain.count) == 1
      expect(plain.log.calls) == [.subscript]
    }
  }

  static func exerciseBoard() {
    check("43 BoardSpy: a subscript whose value comes from init") {
      let spy = BoardSpy(subscriptReturnValue: Cell(value: 1))
      expect(spy[x: 1, y: 2]) == Cell(value: 1)
      expect(spy.subscriptCalls.last?.x) == 1
      expect(spy.subscriptCalls.last?.y) == 2
    }
  }
}

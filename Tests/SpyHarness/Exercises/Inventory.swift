import Brisk

extension Harness {
  static func exerciseInventory() {
    check("26 InventorySpy: clashing names are numbered") {
      let spy = InventorySpy()
      spy.itemsCalls = 4
      spy.items2ReturnValue = ["a"]
      expect(spy.items()) == ["a"]
      spy.itemsInReturnValue = ["b"]
      expect(spy.items(in: "c")) == ["b"]
      expect(spy.itemsInCalls.last) == "c"
      expect(spy.log.calls) == [.items2, .itemsIn]
    }
  }
}

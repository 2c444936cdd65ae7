import Brisk

extension Harness {
  static func exerciseServiceRegistry() {
    check("20 ServiceRegistrySpy: metatypes and closures as results") {
      let spy = ServiceRegistrySpy()
      spy.register(Int.self, name: "int")
      expect(spy.registerCalls.last?.type == Int.self) == true
      expect(spy.resolve("int") == nil) == true
      spy.resolveReturnValue = 3
      expect(spy.resolve("int") as? Int) == 3
      spy.factoryReturnValue = { "made" }
      expect(spy.factory(for: "x")?() as? String) == "made"
      spy.allTypesReturnValue = [String.self]
      expect(spy.allTypes().count) == 1
    }
  }
}

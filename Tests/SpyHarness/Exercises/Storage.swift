import Brisk

extension Harness {
  static func exerciseStorage() {
    check("36 StorageSpy: generic values, variadic generics and a static generic factory") {
      let spy = StorageSpy()
      try spy.save([1, 2], forKey: "ids")
      expect(spy.saveCalls.last?.value as? [Int]) == [1, 2]
      expect(spy.saveCalls.last?.Value) == "Array<Int>"

      spy.loadReturnValue = "stored"
      expect(try spy.load(String.self, forKey: "name")) == "stored"
      expect(spy.loadCalls.last?.type == String.self) == true

      spy.loadAllHandler = { keys, _ in keys.map(\.count) }
      let lengths: [Int] = spy.loadAll(forKeys: "a", "bb")
      expect(lengths) == [1, 2]

      spy.removeReturnValue = 2
      expect(spy.remove("a", "b")) == 2
      expect(spy.removeCalls.last?.keys.count) == 2
      expect(spy.removeCalls.last?.Key) == "String"

      StorageSpy.resetStatics()
      StorageSpy.migrateHandler = { _, new, _, _ in new == Int.self ? 2 as Any : "two" }
      expect(try StorageSpy.migrate(from: String.self, to: Int.self)) == 2
      var thrown: (any Error)?
      let messages = failures {
        do { _ = try StorageSpy.migrate(from: Int.self, to: Double.self) } catch { thrown = error }
      }
      expect(messages) == [
        "StorageSpy.migrate(from:to:) must return Double, but its stub is String; set "
          + "migrateReturnValue or migrateHandler to a Double"
      ]
      expect(thrown is UnstubbedCallError) == true
      expect(StorageSpy.migrateCalls.last?.New) == "Double"
      let noShared: Int? = StorageSpy.shared(forKey: "a")
      expect(noShared).to(beNil())
      StorageSpy.sharedReturnValue = "text"
      let sharedMismatch = failures {
        let shared: Int? = StorageSpy.shared(forKey: "a")
        expect(shared).to(beNil())
      }
      expect(sharedMismatch) == [
        "StorageSpy.shared(forKey:) must return Int, but its stub is String; set "
          + "sharedReturnValue or sharedHandler to a Int"
      ]
      StorageSpy.defaultsReturnValue = [1, 2]
      let defaults: [Int] = StorageSpy.defaults()
      expect(defaults) == [1, 2]
      let defaultsMismatch = failures {
        let strings: [String] = StorageSpy.defaults()
        expect(strings).to(beEmpty())
      }
      expect(defaultsMismatch.count) == 1
      expect(StorageSpy.staticLog.calls) == [
        .migrate, .migrate, .shared, .shared, .defaults, .defaults,
      ]
      StorageSpy.resetStatics()
      expect(StorageSpy.migrateHandler == nil) == true
    }
  }
}

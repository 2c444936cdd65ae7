import Brisk
import Foundation

extension Harness {
  static func exercisePersistence() {
    check("45 persistence: defaults, keychain, files, a generic cache and a managed store") {
      let defaults = DefaultsStoringSpy()
      defaults.boolReturnValue = true
      expect(defaults.bool(forKey: "onboarded")) == true
      defaults.set(false, forKey: "onboarded")
      expect(defaults.setCalls.last?.value) == false
      expect(defaults.string(forKey: "name")).to(beNil())
      defaults.removeObject(forKey: "name")
      expect(defaults.removeObjectCalls.calls) == ["name"]

      let keychain = KeychainAccessingSpy()
      keychain.readReturnValue = Data([1])
      expect(try keychain.read(service: "app", account: "me")) == Data([1])
      keychain.writeError = HarnessError(code: 3)
      expect { try keychain.write(Data(), service: "app", account: "me") }.to(
        throwError(HarnessError(code: 3)))
      try keychain.delete(service: "app", account: "me")
      expect(keychain.deleteCalls.last?.account) == "me"

      let files = FileStoringSpy()
      files.contentsReturnValue = Data([2])
      expect(try files.contents(at: "/a")) == Data([2])
      try files.write(Data([3]), to: "/b", atomically: true)
      expect(files.writeCalls.last?.atomically) == true
      let unstubbed = failures { expect(files.fileExists(atPath: "/c")) == false }
      expect(unstubbed.count) == 1
      files.listFilesReturnValue = ["a"]
      expect(files.listFiles(in: "/")) == ["a"]

      let cache = ObjectCachingSpy<String, Int>()
      cache["a"] = 1
      expect(cache.subscriptWrites.last?.newValue) == 1
      cache.subscriptReturnValue = 2
      expect(cache["a"]) == 2
      cache.removeAll()
      cache.count = 0
      expect(cache.count) == 0

      struct Entity: Identifiable, Equatable {
        var id: Int
      }
      let store = ManagedStoreSpy<Entity>()
      store.fetchReturnValue = [Entity(id: 1)]
      expect(try store.fetch(matching: nil, limit: 10)) == [Entity(id: 1)]
      store.insert(Entity(id: 2))
      store.delete(Entity(id: 1))
      try store.saveChanges()
      expect(store.insertCalls.calls) == [Entity(id: 2)]
      expect(store.log.calls) == [.fetch, .insert, .delete, .saveChanges]
    }
  }
}

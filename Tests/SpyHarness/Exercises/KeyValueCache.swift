import Brisk
import Foundation

extension Harness {
  static func exerciseKeyValueCache() {
    check("42 KeyValueCacheSpy: an init requirement and subscripts, read and written") {
      func makeCache<Cache: KeyValueCache>(_: Cache.Type) -> Cache {
        Cache(configuration: CacheConfiguration(name: "images", capacity: 10))
      }
      let spy = makeCache(KeyValueCacheSpy.self)
      expect(spy.initArguments) == CacheConfiguration(name: "images", capacity: 10)
      let cache = spy
      cache["token"] = Data([1])
      expect(spy.subscriptKeyWrites.last?.key) == "token"
      expect(spy.subscriptKeyWrites.last?.newValue) == Data([1])
      expect(cache["token"]).to(beNil())
      spy.subscriptKeyHandler = { $0 == "token" ? Data([2]) : nil }
      expect(cache["token"]) == Data([2])
      expect(spy.subscriptKeyCalls.calls) == ["token", "token"]

      spy.subscriptIndexReturnValue = CachedImage(url: "a.png")
      expect(spy[0]) == CachedImage(url: "a.png")
      let unstubbed = failures { expect(spy[row: 1, column: 2]) == 0 }
      expect(unstubbed) == [
        "KeyValueCacheSpy.subscript(row:column:) was read, but no return value was stubbed; set "
          + "subscriptRowColumnReturnValue or subscriptRowColumnHandler"
      ]
      expect(spy.subscriptRowColumnCalls.last?.row) == 1
      spy.removeAll()
      expect(spy.log.calls) == [
        .subscriptKey, .subscriptKey, .subscriptIndex, .subscriptRowColumn, .removeAll,
      ]
      expect(KeyValueCacheSpy().initArguments).to(beNil())
    }
  }
}

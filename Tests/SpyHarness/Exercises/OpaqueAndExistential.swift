import Brisk
import Foundation

extension Harness {
  static func exerciseOpaqueAndExistential() async {
    await check("57 ImagePrefetchingSpy: opaque arguments kept as existentials") {
      let spy = ImagePrefetchingSpy(scoresReturnValue: [1, 2])
      let url = URL(fileURLWithPath: "/a.png")
      spy.prefetch([url])
      spy.prefetch(Set([url]))
      expect(spy.prefetchCalls.calls.map { Array($0) }) == [[url], [url]]
      spy.describeHandler = { "<\($0.description)>" }
      expect(spy.describe(42)) == "<42>"
      expect(spy.describeCalls.last?.description) == "42"
      spy.cancel(Optional(7), others: ["a", "b"])
      expect(spy.cancelCalls.last?.token as? Int) == 7
      expect(spy.cancelCalls.last?.others.count) == 2
      expect(Array(spy.scores(from: [3]))) == [1, 2]
      expect(spy.scoresCalls.last.map { Array($0) }) == [3]
      spy.firstKeyReturnValue = "k"
      let key = await spy.firstKey(in: ["k"]) as? String
      expect(key) == "k"
      expect(spy.log.calls) == [.prefetch, .prefetch, .describe, .cancel, .scores, .firstKey]
    }
    check("57 ImagePrefetchingSpy: an unstubbed describe returns \"\" and says so") {
      let spy = ImagePrefetchingSpy(scoresReturnValue: [])
      expect(failures { _ = spy.describe("x") }) == [
        "ImagePrefetchingSpy.describe(_:) was called, but no return value was stubbed; "
          + "set describeReturnValue or describeHandler"
      ]
    }
    await check("57 CatalogLoadingSpy: typed throws and Result") {
      let spy = CatalogLoadingSpy(resultReturnValue: .failure(.offline))
      spy.loadReturnValue = ["a"]
      expect(try spy.load(page: 1)) == ["a"]
      spy.loadError = .offline
      do {
        _ = try spy.load(page: 2)
        fail("load(page:) did not throw its stubbed error")
      } catch {
        expect(error as? CatalogError) == .offline
      }
      expect(spy.result(for: 3)) == .failure(.offline)
      spy.refreshError = .offline
      do {
        try await spy.refresh([1, 2])
        fail("refresh(_:) did not throw its stubbed error")
      } catch {
        expect(error as? CatalogError) == .offline
      }
      expect(spy.refreshCalls.last.map { Array($0) }) == [1, 2]
      expect(spy.loadCalls.calls) == [1, 2]
    }
  }
}

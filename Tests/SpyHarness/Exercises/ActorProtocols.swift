import Brisk
import Foundation

private enum CacheFailure: Error, Equatable {
  case full
}

extension Harness {
  static func exerciseActorProtocols() async {
    await check("59 ImageCachingSpy: an actor spy, stubbed through configure, read without await") {
      let spy = ImageCachingSpy()
      let url = URL(fileURLWithPath: "/a.png")
      await spy.configure {
        $0.imageReturnValue = CachedPicture(url: url)
        $0.count = 2
      }
      let image = await spy.image(for: url)
      expect(image) == CachedPicture(url: url)
      let count = await spy.count
      expect(count) == 2
      try await spy.store(CachedPicture(url: url))
      await spy.evictAll()
      expect(spy.imageCalls.calls) == [url]
      expect(spy.storeCalls.calls) == [CachedPicture(url: url)]
      expect(spy.log.calls) == [.image, .store, .evictAll]
      await spy.configure { $0.storeError = CacheFailure.full }
      do {
        try await spy.store(CachedPicture(url: url))
        fail("store(_:) did not throw its stubbed error")
      } catch {
        expect(error as? CacheFailure) == .full
      }
    }
  }
}

import Brisk
import Foundation

extension Harness {
  static func exerciseImageLoading() {
    check("03 ImageLoadingSpy: init takes the token; completions are kept") {
      let spy = ImageLoadingSpy(loadImageReturnValue: LoadToken(id: 1))
      let url = URL(fileURLWithPath: "/tmp/cat.png")
      var received: Data?
      let token = spy.loadImage(at: url) { result in received = try? result.get() }
      expect(token) == LoadToken(id: 1)
      expect(spy.loadImageCalls.last?.url) == url
      spy.loadImageCalls.last?.completion(.success(Data([1, 2])))
      expect(received) == Data([1, 2])
      spy.cancel(token)
      expect(spy.cancelCalls).to(haveReceived(LoadToken(id: 1)))
      expect(spy.log.calls) == [.loadImage, .cancel]
    }
  }
}

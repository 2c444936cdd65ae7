import Brisk

extension Harness {
  static func exerciseDownloading() {
    check("23 DownloadingSpy: closure type aliases") {
      let spy = DownloadingSpy()
      let results = CallLog<Bool>()
      var progress: [Double] = []
      spy.downloadHandler = { _, report, _ in report(0.5) }
      spy.download("a", progress: { progress.append($0) }, completion: { results.record($0) })
      expect(progress) == [0.5]
      spy.downloadCalls.last?.completion(true)
      expect(results.calls) == [true]
      expect(spy.downloadCalls.last?.name) == "a"
    }
  }
}

import Brisk

extension Harness {
  static func exerciseDownloadable() async {
    await check("15 DownloadableSpy: inherited requirements, Sendable") {
      let spy = DownloadableSpy()
      spy.identifier = "file"
      spy.refresh()
      try await spy.download(to: "/tmp/x")
      spy.downloadError = HarnessError(code: 5)
      await expect { try await spy.download(to: "/tmp/y") }.to(throwError(HarnessError(code: 5)))
      expect(spy.downloadCalls.calls) == ["/tmp/x", "/tmp/y"]
      expect(spy.log.calls) == [.refresh, .download, .download]
      let resource = ResourceSpy()
      resource.refresh()
      expect(resource.refreshCalls.count) == 1
    }
  }
}

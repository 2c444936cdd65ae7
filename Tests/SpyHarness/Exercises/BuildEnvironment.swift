import Brisk

extension Harness {
  static func exerciseBuildEnvironment() async {
    await check("06 BuildEnvironmentSpy: static members share static stubs and logs") {
      BuildEnvironmentSpy.staticLog.reset()
      BuildEnvironmentSpy.isDebug = true
      expect(BuildEnvironmentSpy.isDebug) == true
      BuildEnvironmentSpy.identifier = "beta"
      expect(BuildEnvironmentSpy.identifier) == "beta"
      expect(BuildEnvironmentSpy.value(for: "x") == nil) == true
      BuildEnvironmentSpy.valueReturnValue = "y"
      expect(BuildEnvironmentSpy.value(for: "x")) == "y"

      BuildEnvironmentSpy.reloadError = HarnessError(code: 1)
      expect { try BuildEnvironmentSpy.reload() }.to(throwError(HarnessError(code: 1)))
      BuildEnvironmentSpy.reloadError = nil

      BuildEnvironmentSpy.fetchRemoteReturnValue = ["a": 1]
      let remote = try await BuildEnvironmentSpy.fetchRemote()
      expect(remote) == ["a": 1]

      var thrown: (any Error)?
      let messages = failures {
        do { _ = try BuildEnvironmentSpy.makeReport(verbose: true) } catch { thrown = error }
      }
      expect(messages) == [
        "BuildEnvironmentSpy.makeReport(verbose:) was called, but no return value was stubbed; "
          + "set makeReportReturnValue or makeReportHandler"
      ]
      expect(thrown as? UnstubbedCallError)
        == UnstubbedCallError("BuildEnvironmentSpy.makeReport(verbose:)", message: messages[0])
      expect(BuildEnvironmentSpy.makeReportCalls.last) == true
      var resets = 0
      BuildEnvironmentSpy.resetCachesHandler = { resets += 1 }
      BuildEnvironmentSpy.resetCaches()
      BuildEnvironmentSpy.resetCachesHandler = nil
      expect(resets) == 1
      expect(BuildEnvironmentSpy.resetCachesCalls.count) == 1

      expect(BuildEnvironmentSpy.staticLog.calls) == [
        .value, .value, .reload, .fetchRemote, .makeReport, .resetCaches,
      ]

      let spy = BuildEnvironmentSpy()
      spy.refresh()
      expect(spy.log.calls) == [.refresh]
    }
  }
}

import Brisk

extension Harness {
  static func exerciseAnalyticsAndFlags() async {
    await check("47 analytics, logging, crash reporting, feature flags, experiments") {
      let tracker = AnalyticsTrackerSpy()
      tracker.track(event: "open", parameters: ["from": "push"])
      tracker.setUserProperty(nil, forName: "plan")
      tracker.screenView("Home")
      expect(tracker.trackCalls.last?.parameters) == ["from": "push"]
      expect(tracker.log.calls) == [.track, .setUserProperty, .screenView]

      let logger = LoggingSpy()
      logger.log(.info, "hello", file: "A.swift", line: 3)
      expect(logger.logCalls.last?.message) == "hello"
      expect(logger.logCalls.last?.level) == .info
      await logger.flush()

      let crashes = CrashReportingSpy()
      crashes.record(HarnessError(code: 9), userInfo: [:])
      crashes.setCustomValue("1", forKey: "build")
      expect(crashes.recordCalls.last?.error as? HarnessError) == HarnessError(code: 9)
      CrashReportingSpy.resetStatics()
      CrashReportingSpy.start(apiKey: "key")
      expect(CrashReportingSpy.startCalls.calls) == ["key"]
      CrashReportingSpy.resetStatics()

      try await useFlags()

      let experiments = ExperimentAssigningSpy()
      experiments.variantReturnValue = "B"
      expect(experiments.variant(for: "onboarding")) == "B"
      experiments.exposure("onboarding", variant: "B")
      expect(experiments.exposureCalls.last?.variant) == "B"
    }
  }

  nonisolated private static func useFlags() async throws {
    let flags = FeatureFlagProvidingSpy()
    flags.isEnabledReturnValue = true
    expect(flags.isEnabled("new-home")) == true
    flags.valueReturnValue = 3
    expect(flags.value(for: "limit", default: 1)) == 3
    let mismatch = failures { expect(flags.value(for: "title", default: "x")).to(beNil()) }
    expect(mismatch) == [
      "FeatureFlagProvidingSpy.value(for:default:) must return String, but its stub is Int; set "
        + "valueReturnValue or valueHandler to a String"
    ]
    expect(flags.valueCalls.last?.T) == "String"
    try await flags.refresh()
    expect(flags.log.calls.count) == 4
  }
}

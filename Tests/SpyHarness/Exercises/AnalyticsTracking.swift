import Brisk

extension Harness {
  static func exerciseAnalyticsTracking() {
    check("04 AnalyticsTrackingSpy: overloads have their own logs") {
      let spy = AnalyticsTrackingSpy()
      spy.track("open")
      spy.track("buy", properties: ["sku": "42"])
      spy.track(screen: "Home")
      spy.record(3)
      spy.record(2.5)
      expect(spy.trackEventCalls.calls) == ["open"]
      expect(spy.trackEventPropertiesCalls.last?.properties) == ["sku": "42"]
      expect(spy.trackScreenCalls.calls) == ["Home"]
      expect(spy.recordValueIntCalls.calls) == [3]
      expect(spy.recordValueDoubleCalls.calls) == [2.5]
      expect(spy.log.calls) == [
        .trackEvent, .trackEventProperties, .trackScreen, .recordValueInt, .recordValueDouble,
      ]
    }
  }
}

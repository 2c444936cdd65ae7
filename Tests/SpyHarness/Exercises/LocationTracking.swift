import Brisk

extension Harness {
  static func exerciseLocationTracking() {
    check("31 LocationTrackingSpy: availability is repeated") {
      let spy = LocationTrackingSpy()
      spy.start(accuracy: 5)
      expect(spy.startCalls.calls) == [5]
      expect(spy.isTracking) == false
    }
  }
}

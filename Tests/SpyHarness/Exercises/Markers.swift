import Brisk

extension Harness {
  static func exerciseMarkers() {
    check("27 MarkerSpy: a protocol without requirements") {
      let marker: any Marker = MarkerSpy()
      let sendable: any SendableMarker = SendableMarkerSpy()
      expect((marker as? MarkerSpy)?.log.count) == 0
      expect((sendable as? SendableMarkerSpy)?.log.count) == 0
    }
  }
}

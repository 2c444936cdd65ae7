import Brisk

extension Harness {
  static func exerciseGeometryCalculating() {
    check("08 GeometryCalculatingSpy: tuples in and out, tuple defaults") {
      let spy = GeometryCalculatingSpy()
      spy.boundsReturnValue = (min: 1, max: 2)
      let bounds = spy.bounds(of: [(x: 1, y: 2)])
      expect(bounds.max) == 2
      expect(spy.boundsCalls.last?.first?.y) == 2
      spy.midpointHandler = { first, second in ((first.0 + second.0) / 2, (first.1 + second.1) / 2)
      }
      let middle = spy.midpoint((0, 0), (2, 4))
      expect(middle.1) == 2
      var split: (head: String, tail: Substring?) = ("x", "y")
      let messages = failures { split = spy.split("a b") }
      expect(split.head) == ""
      expect(split.tail == nil) == true
      expect(messages.count) == 1
    }
  }
}

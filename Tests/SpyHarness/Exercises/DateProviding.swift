import Brisk
import Foundation

extension Harness {
  static func exerciseDateProviding() {
    check("50 DateProvidingSpy: function-typed properties, given to init and set later") {
      let start = Date(timeIntervalSince1970: 0)
      let spy = DateProvidingSpy(
        now: { start }, onChange: { _ in }, format: { "\($0.timeIntervalSince1970)" })
      expect(spy.now()) == start
      expect(spy.format(start)) == "0.0"

      // The code under test replaces the callback; the test calls it.
      var changes: [Date] = []
      spy.onChange = { changes.append($0) }
      spy.onChange(start)
      expect(changes) == [start]
      spy.now = { start.addingTimeInterval(60) }
      expect(spy.now()) == start.addingTimeInterval(60)
    }
  }
}

import Brisk
import Foundation

extension Harness {
  static func exerciseRouting() {
    check("49 RoutingSpy: function types as results, given to init") {
      let spy = RoutingSpy(
        resolverReturnValue: { $0.path == "/home" },
        formatterReturnValue: { "$\($0)" })
      let matches = spy.resolver(for: Route(path: "/home"))
      expect(matches(URL(fileURLWithPath: "/home"))) == true
      expect(matches(URL(fileURLWithPath: "/away"))) == false
      expect(spy.formatter(locale: "en")(2.5)) == "$2.5"

      spy.resolverHandler = { route in { _ in route.path == "/any" } }
      expect(spy.resolver(for: Route(path: "/any"))(URL(fileURLWithPath: "/x"))) == true
      expect(spy.fallback() == nil) == true
      spy.fallbackReturnValue = { Route(path: $0.path) }
      expect(spy.fallback()?(URL(fileURLWithPath: "/back"))) == Route(path: "/back")
      expect(spy.resolverCalls.calls) == [Route(path: "/home"), Route(path: "/any")]
      expect(spy.log.calls) == [.resolver, .formatter, .resolver, .fallback, .fallback]
    }
  }
}

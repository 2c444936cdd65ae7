import Brisk

extension Harness {
  static func exerciseEventLogger() {
    check("01 EventLoggerSpy: variadics, autoclosures, a method named log") {
      let spy = EventLoggerSpy()
      spy.log("a", "b")
      spy.log()
      var evaluated = 0
      spy.debug(
        {
          evaluated += 1
          return "expensive"
        }())
      expect(spy.logCalls.calls) == [["a", "b"], []]
      expect(spy.debugCalls.last) == "expensive"
      expect(evaluated) == 1
      expect(spy.log.calls) == [.log, .log, .debug]
      spy.level = 3
      expect(spy.level) == 3
      spy.flushReturnValue = 4
      expect(spy.flush()) == 4
    }
    check("01 EventLoggerSpy: an unstubbed flush returns 0 and says so") {
      let spy = EventLoggerSpy()
      var flushed = -1
      let messages = failures { flushed = spy.flush() }
      expect(flushed) == 0
      expect(messages) == [
        "EventLoggerSpy.flush() was called, but no return value was stubbed; "
          + "set flushReturnValue or flushHandler"
      ]
    }
  }
}

import BriskSeams
import Testing

@MainActor @Suite struct ScheduledTimerTests {
  @Test func theFirstCancelStopsTheTimerAndLaterOnesDoNothing() {
    var stops = 0
    let timer = ScheduledTimer { stops += 1 }
    #expect(!timer.isCancelled)
    timer.cancel()
    timer.cancel()
    #expect(timer.isCancelled)
    #expect(stops == 1)
  }

  @Test func cancellingLetsGoOfWhatItStops() {
    final class Resource {}
    weak var released: Resource?
    let timer: ScheduledTimer
    do {
      let resource = Resource()
      released = resource
      timer = ScheduledTimer { _ = resource }
    }
    #expect(released != nil)
    timer.cancel()
    #expect(released == nil)
  }
}

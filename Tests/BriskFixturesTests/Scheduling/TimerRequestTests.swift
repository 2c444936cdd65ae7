import BriskFixtures
import Testing

@Suite struct TimerRequestTests {
  @Test func describesRequestsAndCallsAsTheyAreWritten() {
    #expect(TimerRequest.after(0.3).description == "after(0.3)")
    #expect(TimerRequest.every(5).description == "every(5.0)")
    #expect(TimerCall.schedule(.after(0.3)).description == "schedule(after(0.3))")
    #expect(TimerCall.cancel(.every(5)).description == "cancel(every(5.0))")
    #expect(stringify([TimerCall.schedule(.every(1))]) == "[schedule(every(1.0))]")
  }
}

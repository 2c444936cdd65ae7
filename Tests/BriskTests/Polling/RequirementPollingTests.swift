import BriskCore
import BriskTestSupport
import Testing

@Suite struct RequirementPollingTests {
  @Test func returnsTheValueOnceItMatches() async throws {
    let value = Changing<Int?>(nil)
    value.set(7, after: 10)
    let found = try await require(value.current).toEventually(
      beGreaterThan(5), pollInterval: .milliseconds(2))
    #expect(found == 7)
    let label = try await require(value.current).toEventuallyNot(beNil())
    #expect(label == 7)
    let viaClosure = try await require { value.current }.toEventually(equal(7))
    #expect(viaClosure == 7)
  }

  @Test func reportsAndThrowsAtTheTimeout() async {
    let messages = await failureMessages {
      do {
        _ = try await require(3).toEventually(
          equal(4), timeout: .milliseconds(20), pollInterval: .milliseconds(20))
        Issue.record("require did not throw")
      } catch let error as RequireError {
        #expect(error.failure.message.hasPrefix("expected to eventually equal <4>, got <3>"))
      } catch {
        Issue.record("unexpected error \(error)")
      }
    }
    #expect(
      messages == [
        "expected to eventually equal <4>, got <3>\ntimed out after 20 ms, polling every 20 ms"
      ])
  }

  @Test func aPassOnNilHasNoValueToReturn() async {
    await expectMessages([
      "expected to return a value, got <nil>\n(the requirement passed, but there is no value to return)"
    ]) {
      _ = try? await require(nil as Int?).toEventually(beNil())
    }
  }
}

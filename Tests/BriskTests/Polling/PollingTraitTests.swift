import BriskCore
import BriskTestSupport
import Testing

@Suite(.polling(timeout: .milliseconds(30), pollInterval: .milliseconds(30)))
struct PollingTraitTests {
  @Test func aSuiteTraitSetsTheDefaultsForEachTest() async {
    #expect(
      PollingDefaults.current
        == PollingDefaults(timeout: .milliseconds(30), pollInterval: .milliseconds(30)))
    await expectMessages([
      "expected to eventually equal <1>, got <0>\ntimed out after 30 ms, polling every 30 ms"
    ]) {
      await expect(0).toEventually(equal(1))
    }
  }

  @Test(.polling(timeout: .milliseconds(20)))
  func aTestTraitOverridesTheSuiteTrait() async {
    #expect(
      PollingDefaults.current
        == PollingDefaults(timeout: .milliseconds(20), pollInterval: .milliseconds(30)))
    await expectMessages([
      "expected to eventually equal <1>, got <0>\ntimed out after 20 ms, polling every 20 ms\n"
        + "poll interval 30 ms is longer than the timeout; clamped to 20 ms"
    ]) {
      await expect(0).toEventually(equal(1))
    }
  }

  @Test func explicitArgumentsWinOverTraits() async {
    await expectMessages([
      "expected to eventually equal <1>, got <0>\ntimed out after 25 ms, polling every 25 ms"
    ]) {
      await expect(0).toEventually(
        equal(1), timeout: .milliseconds(25), pollInterval: .milliseconds(25))
    }
  }
}

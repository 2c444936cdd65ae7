import BriskFixtures
import BriskTestSupport
import Testing

@Suite struct HaveReceivedInOrderTests {
  private func order(_ entries: String...) -> CallOrder {
    let order = CallOrder()
    entries.forEach(order.append)
    return order
  }

  @Test func passesWithOtherCallsBetweenAndArgumentsLeftOut() {
    let order = order(
      "AnalyticsSpy.track", "StoreSpy.load", "AlertSpy.present(alert(title: \"Saved\"))",
      "StoreSpy.save")
    expectNoFailure {
      expect(order).to(haveReceivedInOrder("AnalyticsSpy.track", "AlertSpy.present"))
      expect(order).to(
        haveReceivedInOrder(["AnalyticsSpy.track", "AlertSpy.present", "StoreSpy.save"]))
      expect(order).to(haveReceivedInOrder())
      expect(order).toNot(haveReceivedInOrder("StoreSpy.save", "AnalyticsSpy.track"))
      expect(order).toNot(haveReceivedInOrder("StoreSpy"))
    }
  }

  @Test func failsShowingBothSequencesAndTheFirstDivergence() {
    let order = order("AnalyticsSpy.track", "StoreSpy.save")
    expectMessage(
      """
      expected to have received in order <AnalyticsSpy.track, AlertSpy.present, StoreSpy.save>, \
      got <AnalyticsSpy.track, StoreSpy.save>
      expected, in order (> marks the first one not recorded after those above it):
          1. AnalyticsSpy.track
        > 2. AlertSpy.present
          3. StoreSpy.save
      recorded:
          1. AnalyticsSpy.track
          2. StoreSpy.save
      """
    ) {
      expect(order).to(
        haveReceivedInOrder("AnalyticsSpy.track", "AlertSpy.present", "StoreSpy.save"))
    }
  }

  @Test func aCallRecordedOnlyBeforeTheOneAboveItIsTheDivergence() {
    let order = order("StoreSpy.save", "AnalyticsSpy.track")
    expectMessage(
      """
      expected to have received in order <AnalyticsSpy.track, StoreSpy.save>, \
      got <StoreSpy.save, AnalyticsSpy.track>
      expected, in order (> marks the first one not recorded after those above it):
          1. AnalyticsSpy.track
        > 2. StoreSpy.save
      recorded:
          1. StoreSpy.save
          2. AnalyticsSpy.track
      """
    ) {
      expect(order).to(haveReceivedInOrder("AnalyticsSpy.track", "StoreSpy.save"))
    }
  }

  @Test func failsOnAnEmptyRecord() {
    expectMessage(
      """
      expected to have received in order <StoreSpy.save>, got <>
      expected, in order (> marks the first one not recorded after those above it):
        > 1. StoreSpy.save
      recorded: nothing
      """
    ) {
      expect(CallOrder()).to(haveReceivedInOrder("StoreSpy.save"))
    }
  }

  @Test func failsOnNil() {
    let order: CallOrder? = nil
    expectMessage("expected to have received in order <StoreSpy.save>, got <nil>") {
      expect(order).to(haveReceivedInOrder("StoreSpy.save"))
    }
  }

  @Test func negationShowsBothSequences() {
    let order = order("StoreSpy.save")
    expectMessage(
      """
      expected to not have received in order <StoreSpy.save>, got <StoreSpy.save>
      expected, in order (> marks the first one not recorded after those above it):
          1. StoreSpy.save
      recorded:
          1. StoreSpy.save
      """
    ) {
      expect(order).toNot(haveReceivedInOrder("StoreSpy.save"))
    }
  }
}

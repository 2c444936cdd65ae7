import BriskFixtures
import BriskTestSupport
import Foundation
import Testing

@Suite struct GestureScriptTests {
  private let drag = GestureScript.pan(translations: [
    CGPoint(x: 10, y: 0), CGPoint(x: 30, y: 5), CGPoint(x: 40, y: 5),
  ])

  @Test func cancellingKeepsTheFirstStepsThenCancelsWithTheLastValues() {
    let cancelled = drag.cancelled(after: 2)
    #expect(
      cancelled.steps == [
        .init(.began, translation: .zero),
        .init(.changed, translation: CGPoint(x: 10, y: 0)),
        .init(.cancelled, translation: CGPoint(x: 10, y: 0)),
      ])
  }

  @Test func cancellingRightAfterTheStart() {
    #expect(
      drag.cancelled(after: 1).steps.map(\.phase) == [.began, .cancelled])
    #expect(drag.cancelled(after: 4).steps.map(\.phase).last == .cancelled)
  }

  @Test func cancellingAfterEveryStepIsReportedAtTheCallerAndChangesNothing() {
    var result: GestureScript?
    let line = #line + 2
    let failures = withFailureCollection {
      result = drag.cancelled(after: 5)
    }
    #expect(
      failures.map(\.message) == [
        "cancelled(after: 5) needs a count from 1 to 4 for a script of 5 steps; "
          + "the script is unchanged"
      ])
    #expect(failures.first?.location.line == UInt(line))
    #expect(result == drag)
  }

  @Test func cancellingAfterNoStepIsReported() {
    expectMessage(
      "cancelled(after: 0) needs a count from 1 to 4 for a script of 5 steps; "
        + "the script is unchanged"
    ) {
      _ = drag.cancelled(after: 0)
    }
  }

  @Test func aOneStepScriptCannotBeCancelledMidway() {
    expectMessage(
      "cancelled(after: 1): a script of 1 step has no midway to cancel at; the script is unchanged"
    ) {
      #expect(GestureScript.tap().cancelled(after: 1) == .tap())
    }
    expectMessage(
      "cancelled(after: 1): a script of 0 steps has no midway to cancel at; "
        + "the script is unchanged"
    ) {
      _ = GestureScript([]).cancelled(after: 1)
    }
  }

  @Test func describesEachStepWithTheValuesItSets() {
    #expect(
      drag.cancelled(after: 2).description
        == "[began(translation: (0.0, 0.0)), changed(translation: (10.0, 0.0)), "
        + "cancelled(translation: (10.0, 0.0))]")
    let step = GestureScript.Step(
      .changed, location: CGPoint(x: 1, y: 2), translation: CGPoint(x: 3, y: 4),
      velocity: CGPoint(x: 5, y: 6), scale: 1.5, rotation: 0.25)
    #expect(
      step.description
        == "changed(location: (1.0, 2.0), translation: (3.0, 4.0), velocity: (5.0, 6.0), "
        + "scale: 1.5, rotation: 0.25)")
    #expect(GestureScript.Step(.failed).description == "failed")
    #expect(GestureScript([]).description == "[]")
  }
}

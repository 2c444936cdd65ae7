import BriskTestSupport
import BriskUIKit
import Testing
import UIKit

/// `perform(_:)` with a state or a script, shared by every testable recognizer.
@MainActor
@Suite struct TestableGestureRecognizerTests {
  @Test func performSetsTheStateAndSendsEveryActionInOrder() {
    let (first, second) = (GestureTarget("first"), GestureTarget("second"))
    let pan = TestablePanGestureRecognizer(target: first, action: GestureTarget.handleAction)
    pan.addTarget(second, action: GestureTarget.handleAction)
    pan.addTarget(first, action: GestureTarget.refreshAction)
    pan.perform(.began)
    #expect(pan.state == .began)
    #expect(first.received == ["first 1", "first refresh"])
    #expect(second.received == ["second 1"])
  }

  @Test func possibleAndFailedChangeTheStateButSendNothing() {
    let target = GestureTarget()
    let tap = TestableTapGestureRecognizer(target: target, action: GestureTarget.handleAction)
    tap.perform(.failed)
    #expect(tap.state == .failed)
    tap.perform(.possible)
    #expect(tap.state == .possible)
    tap.perform(.recognized)
    #expect(target.received == ["target 3"])
  }

  @Test func aDisabledRecognizerOrAViewThatIgnoresTouchesGetsNothing() {
    let target = GestureTarget()
    let pan = TestablePanGestureRecognizer(target: target, action: GestureTarget.handleAction)
    pan.isEnabled = false
    pan.perform(.began)
    pan.perform(.pan(translations: [CGPoint(x: 1, y: 1)]))
    #expect(pan.state == .possible)
    pan.isEnabled = true
    let view = UIView()
    view.addGestureRecognizer(pan)
    view.isUserInteractionEnabled = false
    pan.perform(.began)
    pan.perform(.pan(translations: []))
    #expect(pan.state == .possible)
    #expect(target.received.isEmpty)
    view.isUserInteractionEnabled = true
    pan.perform(.began)
    #expect(target.received == ["target 1"])
  }

  @Test func aScriptSetsEachStepsValuesBeforeItsActions() {
    let pan = TestablePanGestureRecognizer()
    var seen: [String] = []
    let target = GestureTarget()
    target.onHandle = { recognizer in
      let translation = (recognizer as? UIPanGestureRecognizer)?.translation(in: nil) ?? .zero
      seen.append("\(recognizer.state.rawValue) \(translation.x),\(translation.y)")
    }
    pan.addTarget(target, action: GestureTarget.handleAction)
    pan.perform(
      .pan(translations: [CGPoint(x: -50, y: 50), CGPoint(x: -60, y: 70)]).cancelled(after: 2))
    #expect(seen == ["1 0.0,0.0", "2 -50.0,50.0", "4 -50.0,50.0"])
    #expect(pan.state == .cancelled)
  }

  @Test func aScriptStopsAtTheFirstStepThatCannotBeSent() {
    let pan = TestablePanGestureRecognizer()
    expectMessage(
      "TestablePanGestureRecognizer.perform(.began): there is no target and action to send"
    ) {
      pan.perform(.pan(translations: [CGPoint(x: 1, y: 0)]))
    }
    #expect(pan.state == .began)
    #expect(pan.translation == .zero)
  }

  @Test func aStepWithAValueTheRecognizerDoesNotReportIsReportedAndNothingHappens() {
    let target = GestureTarget()
    let tap = TestableTapGestureRecognizer(target: target, action: GestureTarget.handleAction)
    let line = #line + 2
    let failures = withFailureCollection {
      tap.perform(.pinch(scales: [1.5]))
    }
    #expect(
      failures.map(\.message) == [
        "TestableTapGestureRecognizer.perform(_:): step began(scale: 1.0) sets scale, which "
          + "TestableTapGestureRecognizer does not report; nothing was performed"
      ])
    #expect(failures.first?.location.line == UInt(line))
    #expect(target.received.isEmpty)
    #expect(tap.state == .possible)
    expectMessages([
      "TestablePinchGestureRecognizer.perform(_:): step began(translation: (0.0, 0.0)) sets "
        + "translation, which TestablePinchGestureRecognizer does not report; nothing was performed",
      "TestablePanGestureRecognizer.perform(_:): step began(rotation: 0.0) sets rotation, which "
        + "TestablePanGestureRecognizer does not report; nothing was performed",
      "TestableRotationGestureRecognizer.perform(_:): step changed(velocity: (1.0, 0.0)) sets "
        + "velocity, which TestableRotationGestureRecognizer does not report; nothing was "
        + "performed",
    ]) {
      TestablePinchGestureRecognizer().perform(.pan(translations: []))
      TestablePanGestureRecognizer().perform(.rotation(angles: []))
      TestableRotationGestureRecognizer().perform(
        GestureScript([.init(.changed, velocity: CGPoint(x: 1, y: 0))]))
    }
  }

  @Test func performWithNoPairIsReportedAtTheCaller() {
    let line = #line + 2
    let failures = withFailureCollection {
      TestableSwipeGestureRecognizer().perform(.ended)
    }
    #expect(
      failures.map(\.message) == [
        "TestableSwipeGestureRecognizer.perform(.ended): there is no target and action to send"
      ])
    #expect(failures.first?.location.line == UInt(line))
  }

  @Test func aReleasedTargetIsReportedAndTheOthersStillGetTheAction() {
    let kept = GestureTarget("kept")
    let pan = TestablePanGestureRecognizer()
    do {
      let released = GestureTarget("released")
      pan.addTarget(released, action: GestureTarget.handleAction)
    }
    pan.addTarget(kept, action: GestureTarget.handleAction)
    expectMessage(
      "TestablePanGestureRecognizer.perform(.changed): the target of handle: was released"
    ) {
      pan.perform(.changed)
    }
    #expect(kept.received == ["kept 2"])
  }

  @Test func aTargetThatDoesNotRespondIsReported() {
    final class Plain {}
    let (object, plain, target) = (NSObject(), Plain(), GestureTarget())
    let long = TestableLongPressGestureRecognizer(
      target: object, action: GestureTarget.handleAction)
    long.addTarget(plain, action: GestureTarget.handleAction)
    // A name alone: the selector names no method (a literal would warn on Apple platforms).
    let unknown = "handle:"
    long.addTarget(target, action: Selector(unknown))
    expectMessages([
      "TestableLongPressGestureRecognizer.perform(.began): <NSObject> does not respond to handle:",
      "TestableLongPressGestureRecognizer.perform(.began): <Plain> does not respond to handle:",
      "TestableLongPressGestureRecognizer.perform(.began): <GestureTarget> does not respond to "
        + "handle:",
    ]) {
      long.perform(.began)
    }
    withExtendedLifetime((object, plain, target)) {}
    #expect(target.received.isEmpty)
  }

  // UIGestureRecognizer.h, `enabled`: "when changed to NO the gesture recognizer will be
  // cancelled if it's currently recognizing a gesture". A cancelled gesture sends its actions, as
  // every state but possible and failed does (the header's UIGestureRecognizerState comments).
  @Test func disablingARecognizingGestureCancelsItAndSendsTheActionsOnce() {
    let recognizers: [any TestableGestureRecognizer] = [
      TestablePanGestureRecognizer(), TestableTapGestureRecognizer(),
      TestableLongPressGestureRecognizer(), TestableSwipeGestureRecognizer(),
      TestablePinchGestureRecognizer(), TestableRotationGestureRecognizer(),
    ]
    let states: [UIGestureRecognizer.State] = [
      .began, .changed, .began, .changed, .began, .changed,
    ]
    for (recognizing, recognizer) in zip(states, recognizers) {
      let target = GestureTarget()
      recognizer.addTarget(target, action: GestureTarget.handleAction)
      recognizer.perform(recognizing)
      recognizer.isEnabled = false
      recognizer.isEnabled = false
      recognizer.isEnabled = true
      #expect(recognizer.state == .cancelled, "\(type(of: recognizer))")
      #expect(
        target.received == ["target \(recognizing.rawValue)", "target 4"], "\(type(of: recognizer))"
      )
    }
  }

  @Test func disablingARecognizerThatIsNotRecognizingChangesNothing() {
    let target = GestureTarget()
    let pan = TestablePanGestureRecognizer(target: target, action: GestureTarget.handleAction)
    for state in [UIGestureRecognizer.State.possible, .ended, .cancelled, .failed] {
      pan.state = state
      pan.isEnabled = false
      #expect(pan.state == state)
      pan.isEnabled = true
    }
    #expect(target.received.isEmpty)
  }

  @Test func aCancelledGestureThatCannotBeSentIsReportedAtTheLastPerform() {
    let pan = TestablePanGestureRecognizer()
    do {
      let released = GestureTarget("released")
      pan.addTarget(released, action: GestureTarget.handleAction)
      pan.perform(.began)
    }
    let line = #line + 1
    let performing = withFailureCollection { pan.perform(.changed) }
    #expect(performing.count == 1)
    let failures = withFailureCollection {
      pan.isEnabled = false
    }
    #expect(
      failures.map(\.message) == [
        "TestablePanGestureRecognizer.isEnabled = false, cancelling the gesture: the target of "
          + "handle: was released"
      ])
    #expect(failures.first?.location.line == UInt(line))
    #expect(pan.state == .cancelled)
  }
}

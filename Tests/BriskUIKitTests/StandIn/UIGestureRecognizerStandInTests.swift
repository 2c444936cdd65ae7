import Testing
import UIKit

@MainActor
@Suite struct UIGestureRecognizerStandInTests {
  @Test func aViewHoldsItsRecognizersAndEachKnowsItsView() {
    let (first, second) = (UIView(), UIView())
    let (pan, tap) = (UIPanGestureRecognizer(), UITapGestureRecognizer())
    #expect(first.gestureRecognizers == nil)
    first.addGestureRecognizer(pan)
    first.addGestureRecognizer(tap)
    first.addGestureRecognizer(pan)
    #expect(first.gestureRecognizers == [pan, tap])
    #expect(pan.view === first)
    second.addGestureRecognizer(pan)
    #expect(first.gestureRecognizers == [tap])
    #expect(pan.view === second)
    first.removeGestureRecognizer(pan)
    #expect(pan.view === second)
    second.removeGestureRecognizer(pan)
    #expect(pan.view == nil)
    #expect(second.gestureRecognizers == nil)
  }

  @Test func settingGestureRecognizersReplacesThem() {
    let view = UIView()
    let (old, new) = (UITapGestureRecognizer(), UISwipeGestureRecognizer())
    view.addGestureRecognizer(old)
    view.gestureRecognizers = [new]
    #expect(view.gestureRecognizers == [new])
    #expect(old.view == nil)
    #expect(new.view === view)
    view.gestureRecognizers = nil
    #expect(new.view == nil)
  }

  @Test func withoutTouchesARecognizerStaysPossibleAtZero() {
    let pan = UIPanGestureRecognizer(target: nil, action: nil)
    pan.addTarget(NSObject(), action: Selector("didPan:"))
    pan.removeTarget(nil, action: nil)
    #expect(pan.state == .possible)
    #expect(pan.location(in: nil) == .zero)
    #expect(pan.translation(in: nil) == .zero)
    #expect(pan.velocity(in: nil) == .zero)
    #expect(pan.isEnabled)
    #expect(pan.cancelsTouchesInView)
    pan.setTranslation(CGPoint(x: 3, y: 4), in: nil)
    #expect(pan.translation(in: nil) == CGPoint(x: 3, y: 4))
  }

  @Test func subclassesHaveUIKitsDefaults() {
    let tap = UITapGestureRecognizer()
    #expect(tap.numberOfTapsRequired == 1)
    #expect(tap.numberOfTouchesRequired == 1)
    #expect(UILongPressGestureRecognizer().minimumPressDuration == 0.5)
    #expect(UISwipeGestureRecognizer().direction == .right)
    #expect(UISwipeGestureRecognizer.Direction([.left, .up]).rawValue == 6)
    #expect(UISwipeGestureRecognizer.Direction.down.rawValue == 8)
    let pinch = UIPinchGestureRecognizer()
    #expect(pinch.scale == 1)
    #expect(pinch.velocity == 0)
    let rotation = UIRotationGestureRecognizer()
    #expect(rotation.rotation == 0)
    #expect(rotation.velocity == 0)
  }

  @Test func statesHaveUIKitsRawValues() {
    let states: [UIGestureRecognizer.State] = [
      .possible, .began, .changed, .ended, .cancelled, .failed,
    ]
    #expect(states.map(\.rawValue) == [0, 1, 2, 3, 4, 5])
    #expect(UIGestureRecognizer.State.recognized == .ended)
  }
}

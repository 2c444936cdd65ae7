import Testing
import UIKit

/// The stand-in's view tree, which `window` and the hosts rely on.
@MainActor
@Suite struct UIViewStandInTests {
  @Test func addSubviewMovesAViewBetweenSuperviews() {
    let (first, second, child) = (UIView(), UIView(), UIView())
    first.addSubview(child)
    second.addSubview(child)
    #expect(first.subviews.isEmpty)
    #expect(second.subviews == [child])
    #expect(child.superview === second)
    child.removeFromSuperview()
    #expect(child.superview == nil)
    #expect(second.subviews.isEmpty)
  }

  @Test func windowIsTheRootOfTheTreeWhenItIsAWindow() {
    let window = UIWindow(frame: .zero)
    let (container, leaf) = (UIView(), UIView())
    container.addSubview(leaf)
    #expect(leaf.window == nil)
    window.addSubview(container)
    #expect(leaf.window === window)
  }

  @Test func boundsFollowTheFrameSize() {
    let view = UIView(frame: CGRect(x: 5, y: 6, width: 100, height: 50))
    #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
    view.bounds = CGRect(x: 0, y: 0, width: 20, height: 10)
    #expect(view.frame == CGRect(x: 5, y: 6, width: 20, height: 10))
    #expect(view.alpha == 1)
    #expect(!view.isHidden)
    #expect(view.isUserInteractionEnabled)
  }
}

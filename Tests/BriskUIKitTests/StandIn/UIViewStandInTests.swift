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

  // developer.apple.com, UIView.bounds: "Changing the bounds size grows or shrinks the view
  // relative to its center point"; UIView.frame: with a transform, the frame is the bounding box.
  @Test func boundsGrowAboutTheCenterAndTheFrameIsTheTransformedBoundingBox() {
    let view = UIView(frame: CGRect(x: 5, y: 6, width: 100, height: 50))
    #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(view.center == CGPoint(x: 55, y: 31))
    view.bounds = CGRect(x: 0, y: 0, width: 20, height: 10)
    #expect(view.frame == CGRect(x: 45, y: 26, width: 20, height: 10))
    view.transform = CGAffineTransform(scaleX: 2, y: 3)
    #expect(view.frame == CGRect(x: 35, y: 16, width: 40, height: 30))
    #expect(view.bounds == CGRect(x: 0, y: 0, width: 20, height: 10))
    view.transform = .identity
    #expect(view.alpha == 1)
    #expect(!view.isHidden)
    #expect(view.isUserInteractionEnabled)
  }
}

import Brisk

extension Harness {
  static func exerciseAnimating() {
    check("34 AnimatingSpy: static members that take non-Sendable closures, reset between tests") {
      AnimatingSpy.resetStatics()
      AnimatingSpy.animateHandler = { _, animations, completion in
        animations()
        completion?(true)
      }
      var animated = false
      var finished: Bool?
      AnimatingSpy.animate(
        withDuration: 0.3, animations: { animated = true }, completion: { finished = $0 })
      expect(animated) == true
      expect(finished) == true
      expect(AnimatingSpy.animateCalls.last?.duration) == 0.3
      AnimatingSpy.performWithoutAnimation { animated = false }
      expect(animated) == true
      AnimatingSpy.areAnimationsEnabled = true
      let unstubbed = try failures { expect(try AnimatingSpy.canAnimate()) == false }
      expect(unstubbed) == [
        "AnimatingSpy.canAnimate() was called, but no return value was stubbed; set "
          + "canAnimateReturnValue or canAnimateHandler"
      ]
      expect(AnimatingSpy.staticLog.calls) == [.animate, .performWithoutAnimation, .canAnimate]

      AnimatingSpy.resetStatics()
      expect(AnimatingSpy.staticLog.calls).to(beEmpty())
      expect(AnimatingSpy.animateCalls.count) == 0
      expect(AnimatingSpy.animateHandler == nil) == true
      expect(AnimatingSpy.areAnimationsEnabled) == false
      AnimatingSpy.animate(withDuration: 1, animations: {}, completion: nil)
      expect(AnimatingSpy.animateCalls.count) == 1
      AnimatingSpy.resetStatics()
    }
  }
}

import BriskUIKit
import Testing
import UIKit

@Suite struct AnimationOptionsUIKitTests {
  @Test func everyBitSurvivesTheTripToUIKitAndBack() {
    let options: AnimationOptions = [
      .repeat, .autoreverse, .curveEaseOut, .transitionFlipFromBottom, .preferredFramesPerSecond30,
    ]
    let uiKit = UIView.AnimationOptions(options)
    #expect(uiKit.contains(.repeat))
    #expect(uiKit.contains(.curveEaseOut))
    #expect(uiKit.rawValue == options.rawValue)
    #expect(AnimationOptions(uiKit) == options)
  }

  @Test func keyframeOptionsKeepTheirCalculationMode() {
    let options: AnimationOptions = [.calculationModeCubicPaced, .beginFromCurrentState]
    let uiKit = UIView.KeyframeAnimationOptions(options)
    #expect(uiKit == [.calculationModeCubicPaced, .beginFromCurrentState])
    #expect(AnimationOptions(uiKit) == options)
  }

  @Test func arrayLiteralsStillMeanTheOptionSetItself() {
    #expect(AnimationOptions([.repeat, .autoreverse]).rawValue == 24)
    #expect(UIView.AnimationOptions([.repeat, .autoreverse]).rawValue == 24)
  }

  @Test func theFakesOptionsHaveUIKitsBitValues() {
    #expect(UIView.AnimationOptions(.transitionCrossDissolve) == .transitionCrossDissolve)
    #expect(UIView.AnimationOptions(.overrideInheritedOptions) == .overrideInheritedOptions)
    #expect(UIView.KeyframeAnimationOptions(.calculationModeDiscrete) == .calculationModeDiscrete)
    #expect(AnimationOptions(UIView.AnimationOptions.curveEaseInOut).isEmpty)
    #expect(AnimationOptions(UIView.KeyframeAnimationOptions.calculationModeLinear).isEmpty)
  }
}

import BriskSeams
import Testing

@Suite struct AnimationOptionsTests {
  @Test func bitValuesMatchUIKit() {
    #expect(AnimationOptions.repeat.rawValue == 8)
    #expect(AnimationOptions.curveLinear.rawValue == 3 << 16)
    #expect(AnimationOptions.transitionCrossDissolve.rawValue == 5 << 20)
    #expect(AnimationOptions.calculationModeCubic.rawValue == 3 << 10)
    #expect(AnimationOptions.preferredFramesPerSecond30.rawValue == 7 << 24)
  }

  @Test func describesFlagsAndFieldsByName() {
    #expect(AnimationOptions().description == "[]")
    #expect(
      AnimationOptions([.autoreverse, .repeat, .curveEaseOut, .transitionFlipFromTop]).description
        == "[repeat, autoreverse, curveEaseOut, transitionFlipFromTop]")
    #expect(AnimationOptions(rawValue: 9 << 20).description == "[rawValue 0x900000]")
    #expect(AnimationOptions.calculationModePaced.description == "[calculationModePaced]")
  }
}

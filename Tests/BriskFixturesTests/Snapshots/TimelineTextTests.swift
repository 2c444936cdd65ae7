import BriskFixtures
import Testing

@Suite struct TimelineTextTests {
  @Test func framesAreLabelledByProgressAndSeparatedByABlankLine() {
    #expect(
      TimelineText.render([(0, "a"), (0.25, "b"), (1, "c")])
        == "progress 0.0\na\n\nprogress 0.25\nb\n\nprogress 1.0\nc")
  }

  @Test func aViewTreeDifferenceNamesTheFrameTheViewAndTheProperty() {
    let golden = "progress 0.0\nA x=1\n  B x=1 y=(1, 2)\n\nprogress 1.0\nA x=1\n  B x=1 y=(1, 2)"
    let actual = "progress 0.0\nA x=1\n  B x=1 y=(1, 2)\n\nprogress 1.0\nA x=1\n  B x=1 y=(1, 3)"
    #expect(
      TimelineText.explain(golden: golden, actual: actual) == [
        "first difference: progress 1.0, A > B, y: (1, 2) in the snapshot, (1, 3) now"
      ])
  }

  @Test func aDumpDifferenceNamesTheLabel() {
    let golden = "progress 0.0\nBadge(\n  scale: 1.0,\n  color: \"blue\"\n)"
    let actual = "progress 0.0\nBadge(\n  scale: 1.2,\n  color: \"blue\"\n)"
    #expect(
      TimelineText.explain(golden: golden, actual: actual) == [
        "first difference: progress 0.0, scale: 1.0 in the snapshot, 1.2 now"
      ])
  }

  @Test func aLineWithoutPropertiesIsNamedByItsPlaceInTheFrame() {
    #expect(
      TimelineText.explain(golden: "progress 0.0\nold", actual: "progress 0.0\nnew") == [
        "first difference: progress 0.0, line 1 of the frame"
      ])
    #expect(TimelineText.explain(golden: "progress 0.0\nsame", actual: "progress 0.0\nsame") == [])
  }

  @Test func aDifferentNumberOfFramesIsSaidFirst() {
    #expect(
      TimelineText.explain(golden: "progress 0.0\na", actual: "progress 0.0\na\n\nprogress 1.0\na")
        == ["the snapshot has 1 frames, the animation now 2"])
  }
}

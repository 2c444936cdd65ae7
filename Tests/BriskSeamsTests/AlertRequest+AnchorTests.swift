import BriskSeams
import Foundation
import Testing

@MainActor @Suite struct AlertRequestAnchorTests {
  @Test func pointsAtTheViewsBoundsUnlessGivenARectangle() {
    let button = ShareButton()
    let anchor = AlertRequest.Anchor(sourceView: button)
    #expect(anchor.sourceView === button)
    #expect(anchor.sourceRect == nil)
    #expect(anchor.barButtonItem == nil)
    #expect(anchor.permittedArrowDirections == .any)
    let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
    #expect(AlertRequest.Anchor(sourceView: button, sourceRect: rect).sourceRect == rect)
  }

  @Test func pointsAtABarButtonItemWithItsArrows() {
    let item = ShareItem()
    let anchor = AlertRequest.Anchor(barButtonItem: item, permittedArrowDirections: .up)
    #expect(anchor.barButtonItem === item)
    #expect(anchor.sourceView == nil)
    #expect(anchor.permittedArrowDirections == .up)
  }

  @Test func arrowDirectionsHaveUIKitsBits() {
    typealias Directions = AlertRequest.Anchor.ArrowDirections
    #expect([Directions.up, .down, .left, .right].map(\.rawValue) == [1, 2, 4, 8])
    #expect(Directions.any.rawValue == 15)
    #expect(Directions.any.description == ".any")
    #expect(Directions.up.description == ".up")
    #expect(Directions([.up, .down]).description == "[.up, .down]")
    #expect(Directions().description == "[]")
    #expect(Directions(rawValue: 17).description == "[.up, ArrowDirections(rawValue: 16)]")
  }

  @Test func equalAnchorsPointAtTheSameObjectsAndRectangleWithTheSameArrows() {
    let (button, other, item) = (ShareButton(), ShareButton(), ShareItem())
    let rect = CGRect(x: 0, y: 0, width: 4, height: 4)
    #expect(AlertRequest.Anchor(sourceView: button) == AlertRequest.Anchor(sourceView: button))
    #expect(AlertRequest.Anchor(sourceView: button) != AlertRequest.Anchor(sourceView: other))
    #expect(
      AlertRequest.Anchor(sourceView: button)
        != AlertRequest.Anchor(sourceView: button, sourceRect: rect))
    #expect(
      AlertRequest.Anchor(sourceView: button)
        != AlertRequest.Anchor(sourceView: button, permittedArrowDirections: .down))
    #expect(AlertRequest.Anchor(barButtonItem: item) == AlertRequest.Anchor(barButtonItem: item))
    #expect(AlertRequest.Anchor(barButtonItem: item) != AlertRequest.Anchor(sourceView: button))
  }
}

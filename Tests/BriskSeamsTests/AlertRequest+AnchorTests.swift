import BriskSeams
import Foundation
import Testing

private final class Button {}

@Suite struct AlertRequestAnchorTests {
  @Test func pointsAtTheViewsBoundsUnlessGivenARectangle() {
    let button = Button()
    let anchor = AlertRequest.Anchor(sourceView: button)
    #expect(ObjectIdentifier(anchor.sourceView) == ObjectIdentifier(button))
    #expect(anchor.sourceRect == nil)
    let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
    #expect(AlertRequest.Anchor(sourceView: button, sourceRect: rect).sourceRect == rect)
  }
}

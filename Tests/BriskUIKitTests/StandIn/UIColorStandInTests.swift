import Testing
import UIKit

@Suite struct UIColorStandInTests {
  @Test func equalityComparesTheColorSpaceAndTheComponents() {
    #expect(UIColor.red == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
    #expect(UIColor.black == UIColor(white: 0, alpha: 1))
    #expect(UIColor.black != UIColor(red: 0, green: 0, blue: 0, alpha: 1))
    #expect(UIColor.red != UIColor.blue)
    #expect(UIColor.systemBackground == UIColor.systemBackground)
    #expect(UIColor.systemBackground != UIColor.white)
    #expect(UIColor.red.hash == UIColor(red: 1, green: 0, blue: 0, alpha: 1).hash)
    #expect(!UIColor.red.isEqual("red"))
  }

  @Test func describesItselfAsUIKitPrintsColors() {
    #expect(UIColor.red.description == "UIExtendedSRGBColorSpace 1 0 0 1")
    #expect(UIColor.green.description == "UIExtendedSRGBColorSpace 0 1 0 1")
    #expect(UIColor.blue.description == "UIExtendedSRGBColorSpace 0 0 1 1")
    #expect(UIColor.clear.description == "UIExtendedGrayColorSpace 0 0")
    #expect(UIColor.white.description == "UIExtendedGrayColorSpace 1 1")
    #expect(
      UIColor(red: 0.5, green: 0.25, blue: 0, alpha: 1).description
        == "UIExtendedSRGBColorSpace 0.5 0.25 0 1")
    #expect(
      UIColor.systemBackground.description == "<UIDynamicSystemColor; name = systemBackgroundColor>"
    )
  }

  @Test func getRedGivesSRGBComponentsForEveryColor() {
    func components(_ color: UIColor) -> [CGFloat] {
      var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (-1, -1, -1, -1)
      #expect(color.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
      return [red, green, blue, alpha]
    }
    #expect(components(.blue) == [0, 0, 1, 1])
    #expect(components(UIColor(white: 0.5, alpha: 0.8)) == [0.5, 0.5, 0.5, 0.8])
    #expect(components(.systemBackground) == [1, 1, 1, 1])
    #expect(UIColor.red.getRed(nil, green: nil, blue: nil, alpha: nil))
  }

  @Test func isSendableAndItsCopyIsItself() async {
    let color = UIColor.red
    let sent = await Task.detached { color }.value
    #expect(sent === color)
    #expect(color.copy() as? UIColor === color)
  }
}

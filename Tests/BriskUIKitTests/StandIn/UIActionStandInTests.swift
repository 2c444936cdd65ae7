import Testing
import UIKit

/// UIAction's three initializers, as developer.apple.com lists them: `init(title:image:identifier:
/// discoverabilityTitle:attributes:state:handler:)` (iOS 13), the same with `subtitle:` (iOS 15),
/// both `@_disfavoredOverload` in the SDK's UIKit.swiftinterface, and the iOS 17 one that adds
/// `selectedImage:`.
@MainActor
@Suite struct UIActionStandInTests {
  @Test func theIOS13InitializerKeepsEveryArgument() {
    let make:
      (
        String, UIImage?, UIAction.Identifier?, String?, UIMenuElement.Attributes,
        UIMenuElement.State, @escaping UIActionHandler
      ) -> UIAction = UIAction.init(
        title:image:identifier:discoverabilityTitle:attributes:state:handler:)
    var ran: [String] = []
    let action = make("Delete", nil, UIAction.Identifier("delete"), "Remove", [.destructive], .on) {
      ran.append($0.title)
    }
    #expect(action.title == "Delete")
    #expect(action.subtitle == nil)
    #expect(action.identifier == UIAction.Identifier("delete"))
    #expect(action.discoverabilityTitle == "Remove")
    #expect(action.attributes == [.destructive])
    #expect(action.state == .on)
    let control = UIControl(frame: .zero)
    control.addAction(action, for: .touchUpInside)
    control.sendActions(for: .touchUpInside)
    #expect(ran == ["Delete"])
  }

  @Test func theIOS15InitializerAddsTheSubtitle() {
    let make:
      (
        String, String?, UIImage?, UIAction.Identifier?, String?, UIMenuElement.Attributes,
        UIMenuElement.State, @escaping UIActionHandler
      ) -> UIAction = UIAction.init(
        title:subtitle:image:identifier:discoverabilityTitle:attributes:state:handler:)
    let action = make("Share", "With a friend", nil, nil, nil, [], .off) { _ in }
    #expect(action.title == "Share")
    #expect(action.subtitle == "With a friend")
    #expect(action.selectedImage == nil)
    #expect(!action.identifier.rawValue.isEmpty)
  }

  @Test func theIOS17InitializerAddsTheSelectedImage() {
    let image = UIImage()
    let action = UIAction(title: "Star", subtitle: "Favourite", selectedImage: image) { _ in }
    #expect(action.title == "Star")
    #expect(action.subtitle == "Favourite")
    #expect(action.selectedImage === image)
  }
}

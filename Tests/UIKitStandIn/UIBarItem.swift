public import Foundation

/// The stand-in for UIKit's `UIBarItem`: the titled, enabled-or-not item of a bar.
@available(iOS 2.0, *)
@MainActor
open class UIBarItem: NSObject {
  /// Whether the item is enabled; `true` by default.
  open var isEnabled = true
  /// The item's title.
  open var title: String?
  /// The item's image.
  open var image: UIImage?

  /// Creates an item.
  public override init() {
    super.init()
  }

  /// Creates an item from an archive; the stand-in decodes nothing.
  public required init?(coder: NSCoder) {
    super.init()
  }
}

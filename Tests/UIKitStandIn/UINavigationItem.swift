public import Foundation

/// The stand-in for UIKit's `UINavigationItem`: what a navigation bar shows for a view controller,
/// here its right bar button item.
@available(iOS 2.0, *)
@MainActor
open class UINavigationItem: NSObject {
  /// The item at the trailing end of the bar; `nil` by default.
  open var rightBarButtonItem: UIBarButtonItem?

  /// Creates an item with a title; the stand-in keeps no title, as Brisk reads none.
  public init(title: String) {
    super.init()
  }

  /// Creates an item from an archive; the stand-in decodes nothing.
  public required init?(coder: NSCoder) {
    super.init()
  }
}

public import Foundation

/// The stand-in for UIKit's `UIContextMenuActionProvider`: makes a context menu from the actions
/// UIKit suggests.
public typealias UIContextMenuActionProvider = ([UIMenuElement]) -> UIMenu?

/// The stand-in for UIKit's `UIContextMenuContentPreviewProvider`: makes the menu's preview.
public typealias UIContextMenuContentPreviewProvider = () -> UIViewController?

/// The stand-in for UIKit's `UIContextMenuConfiguration`: what a context menu shows, made by its
/// providers when the menu opens.
///
/// Apple's public API reads neither provider back. The Objective-C object holds the action
/// provider behind a getter named `actionProvider`, which `responds(to:)` and
/// `value(forKey:)` reach (iOS 13 to 18); the stand-in answers both the same way (see
/// `NSObject+Selector.swift`), and a device confirms it (`BriskUIKitTests` on a simulator).
@available(iOS 13.0, tvOS 17.0, *)
@MainActor
open class UIContextMenuConfiguration: NSObject, KeyValueCodingStandIn {
  /// Read through key-value coding, which is not isolated, as on iOS.
  nonisolated(unsafe) private let actionProvider: UIContextMenuActionProvider?

  /// Creates a configuration. Apple declares it `@_alwaysEmitIntoClient` in an
  /// `@available(iOS 13.0, tvOS 17.0, *)` extension, over the Objective-C factory; the identifier
  /// and the preview are kept nowhere here, as Brisk reads neither.
  @available(iOS 13.0, tvOS 17.0, *)
  @preconcurrency
  public convenience init(
    identifier: (any NSCopying)? = nil,
    previewProvider: UIContextMenuContentPreviewProvider? = nil,
    actionProvider: UIContextMenuActionProvider? = nil
  ) {
    self.init(actionProvider: actionProvider)
  }

  private init(actionProvider: UIContextMenuActionProvider?) {
    self.actionProvider = actionProvider
    super.init()
  }

  nonisolated func standInValue(forKey key: String) -> Any?? {
    key == "actionProvider" ? .some(actionProvider) : nil
  }
}

public import Foundation

extension AlertRequest {
  /// Where an action sheet's popover points on an iPad: a view, and a rectangle in it.
  ///
  /// On an iPad UIKit shows an action sheet as a popover, which must point somewhere (UIKit
  /// raises otherwise); on an iPhone the anchor is not used.
  ///
  /// ```swift
  /// .actionSheet(actions: [.default("Share"), .cancel("Cancel")], anchor: Anchor(sourceView: shareButton))
  /// ```
  public struct Anchor {
    /// The view the popover points at: a `UIView` under UIKit. Any object is accepted so that
    /// platform-independent code and tests can describe one; `UIKitAlertPresenter` uses it only
    /// if it is a view.
    public var sourceView: AnyObject
    /// The rectangle in `sourceView` the popover points at, or `nil` for its bounds.
    public var sourceRect: CGRect?

    /// Creates an anchor.
    /// - Parameters:
    ///   - sourceView: The view the popover points at.
    ///   - sourceRect: The rectangle in `sourceView` it points at; `nil` for its bounds.
    public init(sourceView: AnyObject, sourceRect: CGRect? = nil) {
      self.sourceView = sourceView
      self.sourceRect = sourceRect
    }
  }
}

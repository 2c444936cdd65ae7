public import Foundation

#if canImport(UIKit)
  public import UIKit
#endif

extension AlertRequest {
  /// Where an action sheet's popover points on an iPad: a view and a rectangle in it, or a bar
  /// button item, and the directions its arrow may take.
  ///
  /// On an iPad UIKit shows an action sheet as a popover, which must point somewhere (UIKit
  /// raises otherwise); on an iPhone the anchor is not used.
  ///
  /// ```swift
  /// .actionSheet(actions: [.default("Share"), .cancel("Cancel")], anchor: Anchor(sourceView: shareButton))
  /// .actionSheet(actions: [.default("Share")], anchor: Anchor(barButtonItem: shareItem, permittedArrowDirections: .up))
  /// ```
  ///
  /// Two anchors are equal when they point at the same objects (by identity), the same
  /// rectangle and allow the same arrow directions.
  public struct Anchor: Equatable {
    #if canImport(UIKit)
      /// What a popover points at: a `UIView`.
      public typealias View = UIView
      /// The bar item a popover points at: a `UIBarButtonItem`.
      public typealias BarButtonItem = UIBarButtonItem
    #else
      /// What a popover points at; a `UIView` where UIKit exists.
      public typealias View = AnyObject
      /// The bar item a popover points at; a `UIBarButtonItem` where UIKit exists.
      public typealias BarButtonItem = AnyObject
    #endif

    /// The directions a popover's arrow may point: `UIPopoverArrowDirection`.
    public struct ArrowDirections: OptionSet, Sendable, Hashable {
      public let rawValue: UInt

      /// Directions from their raw value, which is `UIPopoverArrowDirection`'s.
      /// - Parameter rawValue: The bits: up 1, down 2, left 4, right 8.
      public init(rawValue: UInt) {
        self.rawValue = rawValue
      }

      /// The arrow may point up: the popover is below what it points at.
      public static let up = ArrowDirections(rawValue: 1 << 0)
      /// The arrow may point down.
      public static let down = ArrowDirections(rawValue: 1 << 1)
      /// The arrow may point left.
      public static let left = ArrowDirections(rawValue: 1 << 2)
      /// The arrow may point right.
      public static let right = ArrowDirections(rawValue: 1 << 3)
      /// Any direction, UIKit's default.
      public static let any: ArrowDirections = [.up, .down, .left, .right]
    }

    /// The view the popover points at, or `nil` when it points at ``barButtonItem``.
    public var sourceView: View?
    /// The rectangle in `sourceView` the popover points at, or `nil` for its bounds.
    public var sourceRect: CGRect?
    /// The bar button item the popover points at, or `nil` when it points at ``sourceView``.
    public var barButtonItem: BarButtonItem?
    /// The directions the popover's arrow may point; `.any` unless given.
    public var permittedArrowDirections: ArrowDirections

    /// An anchor on a view.
    /// - Parameters:
    ///   - sourceView: The view the popover points at.
    ///   - sourceRect: The rectangle in `sourceView` it points at; `nil` for its bounds.
    ///   - permittedArrowDirections: The directions its arrow may point; `.any` unless given.
    public init(
      sourceView: View, sourceRect: CGRect? = nil,
      permittedArrowDirections: ArrowDirections = .any
    ) {
      self.sourceView = sourceView
      self.sourceRect = sourceRect
      self.permittedArrowDirections = permittedArrowDirections
    }

    /// An anchor on a bar button item, in a navigation bar or a toolbar.
    /// - Parameters:
    ///   - barButtonItem: The item the popover points at.
    ///   - permittedArrowDirections: The directions its arrow may point; `.any` unless given.
    public init(barButtonItem: BarButtonItem, permittedArrowDirections: ArrowDirections = .any) {
      self.barButtonItem = barButtonItem
      self.permittedArrowDirections = permittedArrowDirections
    }

    /// Whether both point at the same objects and rectangle, with the same arrow directions.
    public static func == (lhs: Anchor, rhs: Anchor) -> Bool {
      lhs.sourceView === rhs.sourceView && lhs.sourceRect == rhs.sourceRect
        && lhs.barButtonItem === rhs.barButtonItem
        && lhs.permittedArrowDirections == rhs.permittedArrowDirections
    }
  }
}

import Foundation

/// The stand-in for UIKit's `UILabel`: a view that shows a line of text.
@available(iOS 2.0, *)
@MainActor
open class UILabel: UIView {
  /// The text the label shows; `nil` by default.
  open var text: String?
}

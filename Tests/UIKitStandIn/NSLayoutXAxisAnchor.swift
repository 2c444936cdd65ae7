import Foundation

/// The stand-in for UIKit's `NSLayoutXAxisAnchor`: a horizontal position, such as the centre.
@available(iOS 9.0, *)
@MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

import Foundation

/// The stand-in for UIKit's `NSLayoutYAxisAnchor`: a vertical position, such as the centre.
@available(iOS 9.0, *)
@MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

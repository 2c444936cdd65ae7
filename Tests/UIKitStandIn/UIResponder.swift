public import Foundation

/// The stand-in for UIKit's `UIResponder`: the common superclass of views and view controllers.
@available(iOS 2.0, *)
@MainActor
open class UIResponder: NSObject {}

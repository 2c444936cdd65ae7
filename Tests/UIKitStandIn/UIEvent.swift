public import Foundation

/// The stand-in for UIKit's `UIEvent`: the event that set off an action. There are no touches on
/// Linux, so the stand-in never makes one; it exists so `sendAction(_:to:from:for:)` takes
/// Apple's parameter types.
@available(iOS 2.0, *)
@MainActor
open class UIEvent: NSObject {}

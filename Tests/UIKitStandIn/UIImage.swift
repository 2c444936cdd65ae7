public import Foundation

/// The stand-in for UIKit's `UIImage`, present only so that the declarations that take an image
/// (`UIAction`'s initializer) match UIKit's. It holds no image data.
@available(iOS 2.0, *)
open class UIImage: NSObject, @unchecked Sendable {}

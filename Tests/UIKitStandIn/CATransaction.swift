public import Foundation

/// The stand-in for Core Animation's `CATransaction`, of which Brisk uses `flush()`.
///
/// On iOS, changes to layers are committed to the screen at the end of the run loop turn, or
/// when `flush()` is called; `CALayer.presentation()` returns `nil` for a layer that was never
/// committed. The stand-in has no render server: a layer counts as committed while its tree is in
/// a visible window (see `CALayer.presentation()`), and `flush()` does nothing.
open class CATransaction: NSObject {
  /// Commits any pending implicit transaction now.
  open class func flush() {}
}

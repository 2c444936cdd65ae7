#if canImport(UIKit)
  import BriskSeams
  import UIKit

  extension UIAlertController {
    /// Where an action sheet's popover points, read back; `nil` for an alert, an action sheet
    /// nothing anchors, and on tvOS, which has no popovers.
    var popoverAnchor: AlertRequest.Anchor? {
      #if os(tvOS)
        return nil
      #else
        guard preferredStyle == .actionSheet, let popover = popoverPresentationController,
          let view = popover.sourceView
        else { return nil }
        let rect = popover.sourceRect
        return AlertRequest.Anchor(sourceView: view, sourceRect: rect == CGRect.null ? nil : rect)
      #endif
    }
  }
#endif

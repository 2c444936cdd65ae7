#if canImport(UIKit)
  import BriskSeams
  import UIKit

  extension UIAlertController {
    /// Where an action sheet's popover points (its view and rectangle, or its bar button item,
    /// and its arrow directions), read back; `nil` for an alert, an action sheet nothing anchors
    /// or that has no popover (on an iPhone), and on tvOS, which has no popovers.
    var popoverAnchor: AlertRequest.Anchor? {
      #if os(tvOS)
        return nil
      #else
        guard preferredStyle == .actionSheet, let popover = popoverPresentationController else {
          return nil
        }
        let arrows = AlertRequest.Anchor.ArrowDirections(
          rawValue: popover.permittedArrowDirections.rawValue)
        if let view = popover.sourceView {
          let rect = popover.sourceRect
          return AlertRequest.Anchor(
            sourceView: view, sourceRect: rect == CGRect.null ? nil : rect,
            permittedArrowDirections: arrows)
        }
        guard let item = popover.barButtonItem else { return nil }
        return AlertRequest.Anchor(barButtonItem: item, permittedArrowDirections: arrows)
      #endif
    }
  }
#endif

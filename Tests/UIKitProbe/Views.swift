import UIKit

/// UIView, UIWindow, UIScreen and their layers.
@MainActor
func probeViews(_ view: UIView, _ window: UIWindow, _ layer: CALayer, _ color: UIColor) {
  let _: (CGRect) -> UIWindow = UIWindow.init(frame:)
  let _: CALayer = view.layer
  let _: CGRect = view.frame
  view.frame = .zero
  let _: CGRect = view.bounds
  let _: CGAffineTransform = view.transform
  let _: UIColor? = view.backgroundColor
  let _: CGFloat = view.alpha
  let _: Bool = view.isHidden
  let _: Bool = view.isUserInteractionEnabled
  let _: String? = view.accessibilityIdentifier
  let _: String? = view.accessibilityLabel
  let _: [UIView] = view.subviews
  let _: UIWindow? = view.window
  let _: (UIView) -> Void = view.addSubview(_:)

  let _: UIViewController? = window.rootViewController
  window.rootViewController = nil
  window.isHidden = true
  let _: () -> Void = window.makeKeyAndVisible

  #if !os(visionOS)  // visionOS has no UIScreen.
    let _: UIScreen = UIScreen.main
    let _: CGRect = UIScreen.main.bounds
  #endif

  let _: CGRect = layer.frame
  let _: Float = layer.opacity
  let _: Bool = layer.isHidden
  let _: CGColor? = layer.backgroundColor
  let _: CGFloat = layer.cornerRadius
  let _: () -> CGAffineTransform = layer.affineTransform
  let _: CALayer? = layer.presentation()
  let _: () -> Void = CATransaction.flush

  let _: (CGColor) -> UIColor = UIColor.init(cgColor:)
  let _:
    (
      UnsafeMutablePointer<CGFloat>?, UnsafeMutablePointer<CGFloat>?,
      UnsafeMutablePointer<CGFloat>?, UnsafeMutablePointer<CGFloat>?
    ) -> Bool = color.getRed(_:green:blue:alpha:)

  let transform = CGAffineTransform.identity
  let _: CGFloat = transform.a
  let _: CGFloat = transform.b
  let _: CGFloat = transform.c
  let _: CGFloat = transform.d
  let _: CGFloat = transform.tx
  let _: CGFloat = transform.ty
}

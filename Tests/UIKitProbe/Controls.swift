import UIKit

/// Controls and the Objective-C runtime calls that target/action needs.
@MainActor
func probeControls(_ control: UIControl, _ object: NSObject, _ selector: Selector) {
  let _: (UInt) -> UIControl.Event = UIControl.Event.init(rawValue:)
  let _: UIControl.Event = .touchUpInside
  let _: Bool = control.isEnabled
  let _: (UIControl.Event) -> Void = control.sendActions(for:)

  let _: (Selector?) -> Bool = object.responds(to:)
  let _: (Selector?, Any?) -> Unmanaged<AnyObject>? = object.perform(_:with:)
  let _: (Selector, Selector) -> Bool = (==)
  let _: String = selector.description
}

#if canImport(UIKit)
  import UIKit

  extension UIWindow {
    /// Whether a controller the window shows is being presented or dismissed: UIKit holds the
    /// controllers until that transition ends, on a later main-queue turn.
    var isTransitioning: Bool {
      presentationChain.contains { $0.isBeingPresented || $0.isBeingDismissed }
    }

    /// The transition under way, for a message: `<Checkout> was presenting <Receipt>`; `nil` for
    /// none.
    var transitionDescription: String? {
      let chain = presentationChain
      for (presenter, presented) in zip(chain, chain.dropFirst())
      where presented.isBeingPresented || presented.isBeingDismissed {
        let verb = presented.isBeingPresented ? "presenting" : "dismissing"
        return "<\(type(of: presenter))> was \(verb) <\(type(of: presented))>"
      }
      return nil
    }

    /// What still holds the window's controllers as it is torn down, for a leak message: a
    /// transition under way or an alert on screen; `nil` for neither.
    ///
    /// ```text
    /// a transition still held it when its window was torn down (<Checkout> was presenting <Receipt>)
    /// an alert still held it when its window was torn down (<Checkout> was showing <UIAlertController "Delete?">)
    /// ```
    var holderDescription: String? {
      if let transition = transitionDescription {
        return "a transition still held it when its window was torn down (\(transition))"
      }
      let chain = presentationChain
      for (presenter, presented) in zip(chain, chain.dropFirst()) {
        guard let alert = presented as? UIAlertController else { continue }
        let title = alert.title.map { " \"\($0)\"" } ?? ""
        return "an alert still held it when its window was torn down (<\(type(of: presenter))> "
          + "was showing <UIAlertController\(title)>)"
      }
      return nil
    }

    /// The root and the controllers presented from it, in order.
    private var presentationChain: [UIViewController] {
      var chain: [UIViewController] = []
      var current = rootViewController
      while let shown = current {
        chain.append(shown)
        current = shown.presentedViewController
      }
      return chain
    }
  }
#endif

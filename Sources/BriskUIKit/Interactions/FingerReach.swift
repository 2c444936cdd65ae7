#if canImport(UIKit)
  import UIKit

  /// What stops a finger from working a view, in the words of Brisk's interaction failures.
  @MainActor
  enum FingerReach {
    /// Why a finger could not work `view`, or `nil` if it could: a disabled control; or, on the
    /// view or its nearest ancestor that has it, `isHidden`, an alpha below 0.01 (UIKit's
    /// hit-testing threshold) or `isUserInteractionEnabled` off.
    static func obstacle(to view: UIView) -> String? {
      if let control = view as? UIControl, !control.isEnabled { return "it is disabled" }
      var current: UIView? = view
      while let candidate = current {
        let who = candidate === view ? "it" : "its ancestor \(name(of: candidate))"
        if let reason = hidingReason(of: candidate) { return "\(who) \(reason)" }
        if !candidate.isUserInteractionEnabled {
          return candidate === view
            ? "its isUserInteractionEnabled is false"
            : "\(who) has isUserInteractionEnabled false"
        }
        current = candidate.superview
      }
      return nil
    }

    /// Why `view` or its nearest ancestor that does hides it, or `nil` if none does.
    static func hider(of view: UIView) -> String? {
      var current: UIView? = view
      while let candidate = current {
        if let reason = hidingReason(of: candidate) {
          return candidate === view
            ? "it \(reason)" : "its ancestor \(name(of: candidate)) \(reason)"
        }
        current = candidate.superview
      }
      return nil
    }

    /// How `view` itself hides what it holds, or `nil`.
    private static func hidingReason(of view: UIView) -> String? {
      if view.isHidden { return "is hidden" }
      if view.alpha < 0.01 { return "is fully transparent (alpha \(view.alpha))" }
      return nil
    }

    /// A view as the failures name it: its type, then its accessibility identifier or, for a
    /// button, its title, in quotes: `UIButton "Submit"`.
    static func name(of view: UIView) -> String {
      let type = "\(Swift.type(of: view))"
      if let identifier = view.accessibilityIdentifier { return "\(type) \"\(identifier)\"" }
      if let title = (view as? UIButton)?.currentTitle { return "\(type) \"\(title)\"" }
      return type
    }

    /// A bar item as the failures name it: `UIBarButtonItem "Save"`.
    static func name(of item: UIBarItem) -> String {
      let type = "\(Swift.type(of: item))"
      return item.title.map { "\(type) \"\($0)\"" } ?? type
    }

    /// Titles as the failures list them: `"Free", "Pro" and "Team"`.
    static func list(_ titles: [String]) -> String {
      let quoted = titles.map { "\"\($0)\"" }
      guard let last = quoted.last else { return "none" }
      return quoted.count == 1 ? last : quoted.dropLast().joined(separator: ", ") + " and " + last
    }
  }
#endif

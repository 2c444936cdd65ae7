/// Passes when the spy recorded a dismissal (`dismiss(_:animated:completion:)`): of `controller`
/// when one is given, and with this `animated` flag when one is given.
///
/// ```swift
/// expect(presenter).to(haveDismissed())
/// expect(presenter).to(haveDismissed(subject, animated: true))
/// ```
///
/// ```text
/// expected to have dismissed, but recorded: [modal(<Login>, animated: true) from <Root>]
/// expected to not have dismissed, but recorded: [dismiss(animated: false) from <Login>]
/// expected to have dismissed, got <nil>
/// expected to have dismissed <Login>, animated: true, but recorded: [dismiss(animated: false) from <Login>]
/// ```
/// - Parameters:
///   - controller: The controller that must have been asked to dismiss, or `nil` (the default)
///     for any.
///   - animated: The animated flag the dismissal must have had, or `nil` (the default) for
///     either.
/// - Returns: A matcher.
public func haveDismissed<Controller: AnyObject>(
  _ controller: Controller? = nil, animated: Bool? = nil
) -> Matcher<PresenterSpy<Controller>> {
  Matcher(
    status: { spy in
      PresenterSpy.status(spy) {
        $0.kind == .dismiss && (controller == nil || $0.presenting === controller)
          && (animated == nil || $0.animated == animated)
      }
    },
    message: { spy in
      presentationMessage(spy, naming: controller.map { [$0] } ?? []) { names in
        "have dismissed" + (controller.map { " " + names.name($0) } ?? "")
          + (animated.map { ", animated: \($0)" } ?? "")
      }
    }
  )
}

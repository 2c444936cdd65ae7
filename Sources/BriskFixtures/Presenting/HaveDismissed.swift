/// Passes when the spy recorded a dismissal (`dismiss(_:animated:completion:)`).
///
/// ```text
/// expected to have dismissed, but recorded: [modal(<Login>, animated: true) from <Root>]
/// expected to not have dismissed, but recorded: [dismiss(animated: false) from <Login>]
/// expected to have dismissed, got <nil>
/// ```
/// - Returns: A matcher.
public func haveDismissed<Controller: AnyObject>() -> Matcher<PresenterSpy<Controller>> {
  Matcher(
    status: { spy in PresenterSpy.status(spy) { $0.kind == .dismiss } },
    message: { spy in presentationMessage(spy, naming: []) { _ in "have dismissed" } }
  )
}

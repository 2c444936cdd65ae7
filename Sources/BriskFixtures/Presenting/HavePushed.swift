/// Passes when the spy recorded a navigation push of `controller`
/// (`present(navigation:from:)`).
///
/// ```text
/// expected to have pushed <Detail>, but recorded: [detail(<Other>) from <Root>]
/// expected to not have pushed <Detail>, but recorded: [navigation(<Detail>) from <Root>]
/// expected to have pushed <Detail>, got <nil>
/// ```
/// - Parameter controller: The controller that must have been pushed.
/// - Returns: A matcher.
public func havePushed<Controller: AnyObject>(
  _ controller: Controller
) -> Matcher<PresenterSpy<Controller>> {
  Matcher(
    status: { spy in
      PresenterSpy.status(spy) { $0.kind == .navigation && $0.presented === controller }
    },
    message: { spy in
      presentationMessage(spy, naming: [controller]) { "have pushed \($0.name(controller))" }
    }
  )
}

/// Passes when the spy recorded a request to show `controller` in the detail column
/// (`present(detail:from:)`).
///
/// ```text
/// expected to have shown detail <Detail>, but recorded: [navigation(<Detail>) from <Root>]
/// expected to not have shown detail <Detail>, but recorded: [detail(<Detail>) from <Root>]
/// expected to have shown detail <Detail>, got <nil>
/// ```
/// - Parameter controller: The controller that must have been shown as the detail.
/// - Returns: A matcher.
public func haveShownDetail<Controller: AnyObject>(
  _ controller: Controller
) -> Matcher<PresenterSpy<Controller>> {
  Matcher(
    status: { spy in
      PresenterSpy.status(spy) { $0.kind == .detail && $0.presented === controller }
    },
    message: { spy in
      presentationMessage(spy, naming: [controller]) { "have shown detail \($0.name(controller))" }
    }
  )
}

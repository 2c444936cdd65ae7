/// Passes when the spy recorded any request that shows `controller`: detail, popover, navigation,
/// default or modal.
///
/// ```text
/// expected to have presented <Detail>, but recorded: [dismiss(animated: true) from <Root>]
/// expected to not have presented <Detail>, but recorded: [modal(<Detail>, animated: true) from <Root>]
/// expected to have presented <Detail>, got <nil>
/// ```
/// - Parameter controller: The controller that must have been shown.
/// - Returns: A matcher.
public func havePresented<Controller: AnyObject>(
  _ controller: Controller
) -> Matcher<PresenterSpy<Controller>> {
  Matcher(
    status: { spy in PresenterSpy.status(spy) { $0.presented === controller } },
    message: { spy in
      presentationMessage(spy, naming: [controller]) { "have presented \($0.name(controller))" }
    }
  )
}

/// Passes when the spy recorded a request of kind `kind` that shows `controller` from
/// `presenting`, and, when `animated` is given, with that animated flag (modal presentations
/// carry one; other kinds have none, so they never match an `animated` expectation).
///
/// ```text
/// expected to have presented <Detail> as detail from <Root>, but recorded: [navigation(<Detail>) from <Root>]
/// expected to not have presented <Detail> as detail from <Root>, but recorded: [detail(<Detail>) from <Root>]
/// expected to have presented <Detail> as detail from <Root>, got <nil>
/// expected to have presented <Login> as modal from <Root>, animated: true, but recorded: [modal(<Login>, animated: false) from <Root>]
/// ```
///
/// `.dismiss` presents nothing, so asking for it fails both `to` and `toNot`:
///
/// ```text
/// expected to have presented <Detail> as dismiss from <Root>, but a dismissal presents nothing; use haveDismissed()
/// ```
/// - Parameters:
///   - controller: The controller that must have been shown.
///   - kind: How it must have been shown.
///   - presenting: The controller that must have asked.
///   - animated: The animated flag it must have had, or `nil` (the default) for either.
/// - Returns: A matcher.
public func havePresented<Controller: AnyObject>(
  _ controller: Controller,
  as kind: Presentation<Controller>.Kind,
  from presenting: Controller,
  animated: Bool? = nil
) -> Matcher<PresenterSpy<Controller>> {
  Matcher(
    status: { spy in
      guard kind != .dismiss else { return .fail }
      return PresenterSpy.status(spy) {
        $0.kind == kind && $0.presented === controller && $0.presenting === presenting
          && (animated == nil || $0.animated == animated)
      }
    },
    message: { spy in
      let phrase = { (names: ControllerNames) in
        "have presented \(names.name(controller)) as \(kind.rawValue) from "
          + names.name(presenting) + (animated.map { ", animated: \($0)" } ?? "")
      }
      guard kind != .dismiss else {
        let names = ControllerNames([controller, presenting])
        return ExpectationMessage(
          expectation: phrase(names) + ", but a dismissal presents nothing; use haveDismissed()")
      }
      return presentationMessage(spy, naming: [controller, presenting], phrase)
    }
  )
}

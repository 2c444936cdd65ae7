/// One presentation request recorded by a ``PresenterSpy``: its kind, the controller to show, the
/// controller that asked, and the details the caller passed.
///
/// It reads the way the request was written, which is also how failure messages list it:
///
/// ```text
/// detail(<Detail>) from <Root>
/// popover(<Menu>) from <Root>
/// navigation(<Detail>) from <Root>
/// default(<Detail>) from <Root>
/// modal(<Login>, animated: true) from <Root>
/// dismiss(animated: false) from <Login>
/// ```
public struct Presentation<Controller: AnyObject> {
  /// Which presenter method made the request.
  public enum Kind: String, Sendable, Equatable, CaseIterable {
    /// `present(detail:from:)`: the detail column of a split view.
    case detail
    /// `present(popover:from:configure:)`: a popover, configured by the caller.
    case popover
    /// `present(navigation:from:)`: a push onto the presenting controller's navigation stack.
    case navigation
    /// `present(default:from:)`: whatever `show(_:sender:)` does where the presenter is.
    case `default`
    /// `present(modal:from:animated:completion:)`: a modal presentation.
    case modal
    /// `dismiss(_:animated:completion:)`: a dismissal; it presents nothing.
    case dismiss
  }

  /// Which presenter method made the request.
  public let kind: Kind
  /// The controller to show; `nil` for a dismissal.
  public let presented: Controller?
  /// The controller that asked: `from:`, or the controller being dismissed.
  public let presenting: Controller
  /// The animated flag of a modal presentation or a dismissal; `nil` for kinds that take none.
  public let animated: Bool?
  /// The completion handler of a modal presentation or a dismissal, kept so the test can run it.
  public let completion: (() -> Void)?
  /// For a popover, the object the caller's configure closure received and set up (under UIKit,
  /// the `UIPopoverPresentationController`); `nil` for other kinds.
  public let popoverConfiguration: AnyObject?
  /// Where the spy that recorded this request was made.
  public let location: CodeLocation

  /// Creates a record; ``PresenterSpy`` makes these, tests usually only read them.
  /// - Parameters:
  ///   - kind: Which presenter method made the request.
  ///   - presented: The controller to show; `nil` for a dismissal.
  ///   - presenting: The controller that asked.
  ///   - animated: The animated flag, for the kinds that take one.
  ///   - completion: The completion handler, for the kinds that take one.
  ///   - popoverConfiguration: The object a popover's configure closure received.
  ///   - location: Where the recording spy was made.
  public init(
    kind: Kind,
    presented: Controller?,
    presenting: Controller,
    animated: Bool? = nil,
    completion: (() -> Void)? = nil,
    popoverConfiguration: AnyObject? = nil,
    location: CodeLocation
  ) {
    self.kind = kind
    self.presented = presented
    self.presenting = presenting
    self.animated = animated
    self.completion = completion
    self.popoverConfiguration = popoverConfiguration
    self.location = location
  }

  /// The request as a failure message lists it, with controllers named by `names`.
  func rendered(_ names: ControllerNames) -> String {
    var arguments: [String] = []
    if let presented { arguments.append(names.name(presented)) }
    if let animated { arguments.append("animated: \(animated)") }
    return "\(kind.rawValue)(\(arguments.joined(separator: ", "))) from \(names.name(presenting))"
  }
}

extension Presentation: CustomStringConvertible {
  /// The request as it was made, for example `detail(<Detail>) from <Root>`.
  public var description: String {
    rendered(ControllerNames([presented, presenting]))
  }
}

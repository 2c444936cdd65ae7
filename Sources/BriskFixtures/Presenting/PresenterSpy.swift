/// A presenter that records every request instead of performing it: the fast way to test a screen
/// that shows other screens, with no window and no waiting.
///
/// Inject it where the code under test expects its presenter, then check what was asked:
///
/// ```swift
/// let presenter = PresenterSpy<UIViewController>()
/// let subject = ProductViewController(presenter: presenter)
/// subject.didSelect(product)
/// expect(presenter).to(haveShownDetail(subject.detail))
/// expect(presenter.presentations).to(haveCount(1))
/// ```
///
/// It is generic over the controller type, so it works with plain classes as well as with
/// `UIViewController`; where UIKit exists, `PresenterSpy<UIViewController>` is a
/// `ControllerPresenter`. It keeps the controllers it recorded alive until ``reset()`` or its own
/// release, as UIKit keeps a presented controller alive.
///
/// It is not `Sendable`: what it records (controllers, completion closures) belongs to the
/// isolation that recorded it, usually the main actor. Its recording is still thread-safe, built
/// on ``CallLog``.
///
/// A request no presenter could carry out, such as presenting a controller from itself, is still
/// recorded, and reported as a failure at the line where the spy was made.
public final class PresenterSpy<Controller: AnyObject> {
  private let log: CallLog<Presentation<Controller>>

  /// Creates a spy that has recorded nothing; the defaults capture the caller's position.
  /// - Parameters:
  ///   - fileID: The caller's file ID; leave the default.
  ///   - filePath: The caller's file path; leave the default.
  ///   - line: The caller's line; leave the default.
  ///   - column: The caller's column; leave the default.
  public init(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    log = CallLog(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Where the spy was made; misuse is reported there.
  public var location: CodeLocation {
    log.location
  }

  /// Every request so far, oldest first.
  public var presentations: [Presentation<Controller>] {
    log.calls
  }

  /// The most recent request, if any.
  public var last: Presentation<Controller>? {
    log.last
  }

  /// Forgets every request, and releases the controllers they held.
  public func reset() {
    log.reset()
  }

  /// Records a request to show `detail` in the detail column.
  /// - Parameters:
  ///   - detail: The controller to show.
  ///   - presenting: The controller that asks.
  public func present(detail: Controller, from presenting: Controller) {
    record(.detail, detail, from: presenting, "present(detail:from:)")
  }

  /// Records a popover request, first running `configure` on `configuration` as a real presenter
  /// would, so the record keeps what the caller set up.
  /// - Parameters:
  ///   - popover: The controller to show in a popover.
  ///   - presenting: The controller that asks.
  ///   - configuration: The object the configure closure is given (under UIKit, the presented
  ///     controller's `UIPopoverPresentationController`); `nil` skips `configure`.
  ///   - configure: The caller's set-up: source view, arrow directions and so on.
  public func present<Configuration: AnyObject>(
    popover: Controller,
    from presenting: Controller,
    configuration: Configuration?,
    configure: (Configuration) -> Void
  ) {
    if let configuration { configure(configuration) }
    record(
      Presentation(
        kind: .popover, presented: popover, presenting: presenting,
        popoverConfiguration: configuration, location: location),
      "present(popover:from:configure:)")
  }

  /// Records a request to push `navigation` onto the presenting controller's navigation stack.
  /// - Parameters:
  ///   - navigation: The controller to push.
  ///   - presenting: The controller that asks.
  public func present(navigation: Controller, from presenting: Controller) {
    record(.navigation, navigation, from: presenting, "present(navigation:from:)")
  }

  /// Records a request to show `default` the way `show(_:sender:)` would.
  /// - Parameters:
  ///   - default: The controller to show.
  ///   - presenting: The controller that asks.
  public func present(default: Controller, from presenting: Controller) {
    record(.default, `default`, from: presenting, "present(default:from:)")
  }

  /// Records a modal presentation. The completion is kept, not run: run it with
  /// `spy.last?.completion?()` when the test needs it.
  /// - Parameters:
  ///   - modal: The controller to present.
  ///   - presenting: The controller that asks.
  ///   - animated: Whether the presentation would animate.
  ///   - completion: What to run once it finished.
  public func present(
    modal: Controller, from presenting: Controller, animated: Bool, completion: (() -> Void)?
  ) {
    record(
      Presentation(
        kind: .modal, presented: modal, presenting: presenting, animated: animated,
        completion: completion, location: location),
      "present(modal:from:animated:completion:)")
  }

  /// Records a dismissal of what `controller` presented, or of `controller` itself. The
  /// completion is kept, not run.
  /// - Parameters:
  ///   - controller: The controller asked to dismiss.
  ///   - animated: Whether the dismissal would animate.
  ///   - completion: What to run once it finished.
  public func dismiss(_ controller: Controller, animated: Bool, completion: (() -> Void)?) {
    log.record(
      Presentation(
        kind: .dismiss, presented: nil, presenting: controller, animated: animated,
        completion: completion, location: location))
  }

  private func record(
    _ kind: Presentation<Controller>.Kind, _ presented: Controller, from presenting: Controller,
    _ method: String
  ) {
    record(
      Presentation(kind: kind, presented: presented, presenting: presenting, location: location),
      method)
  }

  private func record(_ presentation: Presentation<Controller>, _ method: String) {
    log.record(presentation)
    guard let presented = presentation.presented, presented === presentation.presenting else {
      return
    }
    let name = ControllerNames([presented]).name(presented)
    log.fail("\(method) was asked to present \(name) from itself; no presenter can do that")
  }
}

extension PresenterSpy: CustomStringConvertible {
  /// The recorded requests, as failure messages list them.
  public var description: String {
    let presentations = presentations
    let names = ControllerNames(presentations.flatMap { [$0.presented, $0.presenting] })
    return "[" + presentations.map { $0.rendered(names) }.joined(separator: ", ") + "]"
  }
}

/// An alert presenter that records every alert instead of showing it, and runs a button's
/// handler when the test taps it: the fast way to test a screen that asks for confirmation, with
/// no window and no waiting.
///
/// Inject it where the code under test expects its `AlertPresenter`, then check and tap:
///
/// ```swift
/// let alerts = AlertSpy()
/// let subject = PhotoViewController(alerts: alerts)
/// subject.deleteTapped()
/// expect(alerts).to(haveShownAlert(title: "Delete photo?", message: "This cannot be undone."))
/// expect(alerts).to(haveShownAlert(withActions: ["Cancel", "Delete"]))
/// alerts.tap("Delete")
/// expect(subject.photos).to(beEmpty())
/// ```
///
/// It is platform-independent (under UIKit it is also an `AlertPresenter`). The alert
/// it recorded last is visible until one of its buttons is tapped; ``tap(_:fileID:filePath:line:column:)``
/// runs that button's handler at once with the text of each text field, which
/// ``enterText(_:inTextFieldAt:fileID:filePath:line:column:)`` sets first. A tap that no person
/// could make (no alert visible, no button or two buttons with that title) is reported as a
/// failure at the line of the tap. An alert UIKit would refuse (a second `.cancel` action, text
/// fields in an action sheet, a preferred action it does not have, another alert still visible)
/// is still recorded, and reported as a failure at the line where the spy was made.
///
/// It is not `Sendable`: the handlers it keeps belong to the isolation that recorded them,
/// usually the main actor. Its recording is still thread-safe.
public final class AlertSpy {
  /// One presented alert, how it was presented, what was typed into it, and the button that
  /// dismissed it.
  struct Record {
    let presentation: Presentation
    var texts: [String]
    var tapped: String?

    var alert: AlertRequest { presentation.alert }
  }

  let records = Locked([Record]())

  /// Where the spy was made; a request UIKit would refuse is reported there.
  public let location: CodeLocation

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
    location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Every alert presented so far, oldest first.
  public var alerts: [AlertRequest] {
    records.withLock { $0.map(\.alert) }
  }

  /// Every `present` call so far, oldest first: the alert, `animated`, the completion (kept, not
  /// run: run it with `spy.presentations.last?.completion?()`) and the presenting object.
  public var presentations: [Presentation] {
    records.withLock { $0.map(\.presentation) }
  }

  /// The alert presented last, if any, tapped or not.
  public var last: AlertRequest? {
    records.withLock { $0.last?.alert }
  }

  /// The alert on screen: the last one presented, until one of its buttons is tapped.
  public var visibleAlert: AlertRequest? {
    records.withLock { records in records.last.flatMap { $0.tapped == nil ? $0.alert : nil } }
  }

  /// Forgets every alert, and releases the handlers they held.
  public func reset() {
    records.withLock { $0.removeAll() }
  }

  /// Records `alert`, which becomes the visible one, with `animated` and `completion`; the
  /// completion is kept, not run, as the test decides when the alert is on screen. What UIKit
  /// would refuse is reported at the spy's ``location``.
  /// - Parameters:
  ///   - alert: The alert or action sheet to show.
  ///   - presenting: The object that asks; under UIKit, the presenting controller. The spy holds
  ///     it weakly, so a screen that holds its spy is not kept alive by it.
  ///   - animated: Whether the alert would animate in; `true` unless given.
  ///   - completion: What to run once it is on screen; kept in ``presentations``.
  public func present(
    _ alert: AlertRequest, from presenting: some AnyObject, animated: Bool = true,
    completion: (() -> Void)? = nil
  ) {
    let presentation = Presentation(
      alert: alert, animated: animated, completion: completion, presenting: presenting)
    let visible = records.withLock { records in
      defer {
        let texts = alert.textFields.map { $0.text ?? "" }
        records.append(Record(presentation: presentation, texts: texts, tapped: nil))
      }
      return records.last.flatMap { $0.tapped == nil ? $0.alert : nil }
    }
    CallOrder.current?.append("AlertSpy.present(\(alert))")
    for problem in Self.problems(with: alert, visible: visible) {
      BriskCore.fail("present(_:from:) was given \(alert) \(problem)", at: location)
    }
  }

  /// What UIKit would refuse or ignore in `alert`, each to follow `was given <alert>`.
  private static func problems(with alert: AlertRequest, visible: AlertRequest?) -> [String] {
    var problems: [String] = []
    if let visible {
      problems.append(
        "while \(visible) is still visible; UIKit presents nothing from a controller that is "
          + "already presenting")
    }
    let cancels = alert.actions.filter { $0.style == .cancel }.count
    if cancels > 1 {
      problems.append(
        "with \(cancels) cancel actions; UIKit raises: UIAlertController can only have one "
          + "action with a style of UIAlertActionStyleCancel")
    }
    if alert.style == .actionSheet, !alert.textFields.isEmpty {
      problems.append(
        "with text fields; UIKit raises: Text fields can only be added to an alert controller "
          + "of style UIAlertControllerStyleAlert")
    }
    if let preferred = alert.preferredAction,
      !alert.actions.contains(where: { $0.title == preferred })
    {
      problems.append(
        "whose preferred action \(String(reflecting: preferred)) is not one of its actions, so "
          + "none is emphasized")
    }
    return problems
  }
}

extension AlertSpy: AlertRecording {
  /// `recorded`, as failure messages introduce the spy's alerts.
  public var alertsPhrase: String {
    "recorded"
  }
}

extension AlertSpy: CustomStringConvertible {
  /// The recorded alerts, as failure messages list them.
  public var description: String {
    "[" + alerts.map(\.description).joined(separator: ", ") + "]"
  }
}

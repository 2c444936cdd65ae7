/// One ordered record of the calls several test doubles receive, to check that one happened
/// before another across them: the analytics event sent, then the alert shown, then the save.
///
/// While code runs inside ``record(_:)`` (or its async form), every generated spy, template spy,
/// ``PresenterSpy``, ``AlertSpy`` and recording animator also writes each call here, in the order
/// the calls arrive. Code the recorded code starts in a `Task` is recorded too; a callback on
/// another queue is not, since the scope is a task-local value.
///
/// ```swift
/// let order = CallOrder()
/// order.record { screen.saveTapped() }
/// expect(order).to(haveReceivedInOrder("AnalyticsSpy.track", "AlertSpy.present", "StoreSpy.save"))
/// ```
///
/// Each entry is the double and the call: `StoreSpy.save` for a generated spy (its `Call` case),
/// `PresenterSpy.modal(<Login>, animated: true) from <Root>` (a ``PresenterSpy`` entry names the
/// kind of request, as ``Presentation`` reads), `AlertSpy.present(alert(title: "Saved", actions:
/// [.default("OK")]))`,
/// `Animator.animate(duration: 0.3)`.
public final class CallOrder: Sendable {
  /// The record the calls made now go to, if any.
  @TaskLocal static var current: CallOrder?

  private let storage = Locked([String]())

  /// Creates an empty record.
  public init() {}

  /// Every call recorded so far, oldest first.
  public var entries: [String] {
    storage.current
  }

  /// The entries one a line, oldest first: the text form for a snapshot.
  ///
  /// ```text
  /// AnalyticsSpy.track
  /// AlertSpy.present(alert(title: "Saved", actions: [.default("OK")]))
  /// StoreSpy.save
  /// ```
  public var text: String {
    entries.joined(separator: "\n")
  }

  /// Appends `entry` by hand, for a double of your own that does not record through ``CallLog``.
  /// - Parameter entry: The double and the call, such as `ClockFake.advance`.
  public func append(_ entry: String) {
    storage.withLock { $0.append(entry) }
  }

  /// Forgets every entry.
  public func reset() {
    storage.withLock { $0.removeAll() }
  }

  /// Runs `body`, recording here the calls the test doubles receive meanwhile.
  /// - Parameter body: The code under test.
  /// - Returns: What `body` returns.
  public func record<Result>(_ body: () throws -> Result) rethrows -> Result {
    try Self.$current.withValue(self, operation: body)
  }

  /// Runs async `body`, recording here the calls the test doubles receive meanwhile.
  /// - Parameters:
  ///   - isolation: The caller's actor; `body` runs on it.
  ///   - body: The code under test.
  /// - Returns: What `body` returns.
  public func record<Result>(
    isolation: isolated (any Actor)? = #isolation,
    _ body: () async throws -> Result
  ) async rethrows -> Result {
    try await Self.$current.withValue(self, operation: body)
  }
}

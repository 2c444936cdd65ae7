/// A delay or repeating timer that a ``TimerScheduler`` started: cancel it to stop it.
///
/// ```swift
/// searchTimer?.cancel()
/// searchTimer = scheduler.schedule(after: 0.3) { self.search() }
/// ```
///
/// Cancelling is idempotent: the first ``cancel()`` stops the timer, later ones do nothing.
/// Cancelling a delay that has already run does nothing either.
@MainActor
public final class ScheduledTimer {
  private var onCancel: (@MainActor () -> Void)?

  /// Whether ``cancel()`` was called.
  public private(set) var isCancelled = false

  /// Creates a timer that runs `onCancel` the first time it is cancelled: for a
  /// ``TimerScheduler`` of your own.
  /// - Parameter onCancel: Stops what the scheduler started.
  public init(onCancel: @escaping @MainActor () -> Void) {
    self.onCancel = onCancel
  }

  /// Stops the timer: its action does not run again.
  public func cancel() {
    guard !isCancelled else { return }
    isCancelled = true
    let stop = onCancel
    onCancel = nil
    stop?()
  }
}

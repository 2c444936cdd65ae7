#if canImport(UIKit)
  import UIKit

  /// `AlertSpy` is an `AlertPresenter`: inject it to record a screen's alerts instead of showing
  /// them, and tap their buttons. The conformance lives with the spy, so a test target that links
  /// only BriskFixtures gets it.
  ///
  /// ```swift
  /// let alerts = AlertSpy()
  /// let subject = PhotoViewController(alerts: alerts)
  /// subject.deleteTapped()
  /// alerts.tap("Delete")
  /// ```
  extension AlertSpy: AlertPresenter {}
#endif

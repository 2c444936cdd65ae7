#if canImport(UIKit)
  public import BriskFixtures
  import UIKit

  /// `AlertSpy` is an `AlertPresenter`: inject it to record a screen's alerts instead of showing
  /// them, and tap their buttons.
  ///
  /// ```swift
  /// let alerts = AlertSpy()
  /// let subject = PhotoViewController(alerts: alerts)
  /// subject.deleteTapped()
  /// alerts.tap("Delete")
  /// ```
  extension AlertSpy: AlertPresenter {}
#endif

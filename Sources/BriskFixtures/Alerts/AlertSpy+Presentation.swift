extension AlertSpy {
  /// One `present` call an ``AlertSpy`` recorded: the alert, whether it would animate, its
  /// completion and the object that asked.
  ///
  /// ```swift
  /// expect(alerts.presentations.last?.animated) == true
  /// alerts.presentations.last?.completion?()   // as UIKit would once the alert is on screen
  /// ```
  public struct Presentation {
    /// The alert or action sheet.
    public let alert: AlertRequest
    /// Whether it would animate in.
    public let animated: Bool
    /// What the caller asked to run once it is on screen; the spy never runs it.
    public let completion: (() -> Void)?
    /// The object that asked, held weakly; `nil` once it is released.
    public private(set) weak var presenting: AnyObject?

    /// Creates a record; ``AlertSpy`` makes these, tests usually only read them.
    /// - Parameters:
    ///   - alert: The alert or action sheet.
    ///   - animated: Whether it would animate in.
    ///   - completion: What to run once it is on screen.
    ///   - presenting: The object that asked.
    public init(
      alert: AlertRequest, animated: Bool, completion: (() -> Void)?, presenting: AnyObject?
    ) {
      self.alert = alert
      self.animated = animated
      self.completion = completion
      self.presenting = presenting
    }
  }
}

extension AlertSpy.Presentation: CustomStringConvertible {
  /// The alert and its flag, as failure messages list them:
  /// `alert(title: "Saved", actions: [.default("OK")]) (animated: true)`.
  public var description: String {
    "\(alert) (animated: \(animated))"
  }
}

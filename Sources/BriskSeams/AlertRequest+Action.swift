extension AlertRequest {
  /// One button of an alert or action sheet: its title, its style and what it does.
  ///
  /// ```swift
  /// .cancel("Cancel")
  /// .destructive("Delete") { _ in self.deletePhoto() }
  /// .default("Rename") { texts in self.rename(to: texts[0]) }
  /// ```
  ///
  /// The handler gets the text typed in each of the alert's text fields, in order (an empty
  /// array when it has none), as UIKit's handler would read them from `textFields`. UIKit runs it
  /// on the main thread once the alert is dismissed; `AlertSpy` runs it during `tap(_:)`.
  ///
  /// Two actions are equal when their titles and styles are: handlers cannot be compared.
  public struct Action: Equatable {
    /// How UIKit draws the button: `UIAlertAction.Style`.
    public enum Style: String, Sendable, Equatable, CaseIterable {
      /// A plain button.
      case `default`
      /// The button that leaves things as they were; at most one per alert.
      case cancel
      /// A button that destroys data, drawn in red.
      case destructive
    }

    /// The button's title; `tap(_:)` finds the button by it.
    public var title: String
    /// How the button is drawn.
    public var style: Style
    /// What the button does, given the text of each text field; `nil` only dismisses.
    public var handler: (([String]) -> Void)?

    /// Whether both have the same title and style; the handlers are not compared.
    public static func == (lhs: Action, rhs: Action) -> Bool {
      lhs.title == rhs.title && lhs.style == rhs.style
    }

    /// Creates a button; ``default(_:handler:)``, ``cancel(_:handler:)`` and
    /// ``destructive(_:handler:)`` read better.
    /// - Parameters:
    ///   - title: The button's title.
    ///   - style: How the button is drawn.
    ///   - handler: What the button does, given the text of each text field.
    public init(title: String, style: Style = .default, handler: (([String]) -> Void)? = nil) {
      self.title = title
      self.style = style
      self.handler = handler
    }

    /// A plain button.
    /// - Parameters:
    ///   - title: The button's title.
    ///   - handler: What the button does, given the text of each text field.
    /// - Returns: The action.
    public static func `default`(_ title: String, handler: (([String]) -> Void)? = nil) -> Action {
      Action(title: title, style: .default, handler: handler)
    }

    /// The button that leaves things as they were.
    /// - Parameters:
    ///   - title: The button's title.
    ///   - handler: What the button does, given the text of each text field.
    /// - Returns: The action.
    public static func cancel(_ title: String, handler: (([String]) -> Void)? = nil) -> Action {
      Action(title: title, style: .cancel, handler: handler)
    }

    /// A button that destroys data.
    /// - Parameters:
    ///   - title: The button's title.
    ///   - handler: What the button does, given the text of each text field.
    /// - Returns: The action.
    public static func destructive(_ title: String, handler: (([String]) -> Void)? = nil)
      -> Action
    {
      Action(title: title, style: .destructive, handler: handler)
    }
  }
}

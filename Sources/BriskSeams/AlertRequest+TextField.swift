extension AlertRequest {
  /// One text field of an alert: what it shows before anything is typed.
  ///
  /// ```swift
  /// .alert(
  ///   title: "Rename", actions: [.cancel("Cancel"), .default("Save") { texts in rename(texts[0]) }],
  ///   textFields: [TextField(placeholder: "Name", text: album.name)])
  /// ```
  public struct TextField: Sendable, Equatable {
    /// The grey text shown while the field is empty, or `nil`.
    public var placeholder: String?
    /// The text the field starts with, or `nil`.
    public var text: String?
    /// Whether the field hides what is typed, as for a password.
    public var isSecureTextEntry: Bool

    /// Creates a text field's configuration.
    /// - Parameters:
    ///   - placeholder: The grey text shown while the field is empty.
    ///   - text: The text the field starts with.
    ///   - isSecureTextEntry: Whether the field hides what is typed.
    public init(placeholder: String? = nil, text: String? = nil, isSecureTextEntry: Bool = false) {
      self.placeholder = placeholder
      self.text = text
      self.isSecureTextEntry = isSecureTextEntry
    }
  }
}

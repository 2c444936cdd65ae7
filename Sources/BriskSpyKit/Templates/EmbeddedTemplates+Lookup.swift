extension EmbeddedTemplates {
  /// The text of the embedded file at `path`, relative to `Templates/`.
  static func text(of path: String) -> String? {
    files.first { $0.path == path }?.text
  }
}

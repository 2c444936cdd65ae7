/// A template that cannot be filled: a placeholder or tag with no value, or a missing part.
struct TemplateError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The template's file name, for example `ProtocolSpy.swift`.
  var template: String
  /// The 1-based line in the template, or 0 when the problem is the template as a whole.
  var line: Int
  /// What is wrong.
  var message: String

  var description: String {
    line > 0 ? "Templates/\(template):\(line): \(message)" : "Templates/\(template): \(message)"
  }
}

/// A template that cannot be filled: a placeholder or tag with no value, or a missing part.
public struct TemplateError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The template's file name, for example `ProtocolSpy.swift`.
  public var template: String
  /// The 1-based line in the template, or 0 when the problem is the template as a whole.
  public var line: Int
  /// What is wrong.
  public var message: String

  public var description: String {
    line > 0 ? "Templates/\(template):\(line): \(message)" : "Templates/\(template): \(message)"
  }
}

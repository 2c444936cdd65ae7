/// A template that cannot be filled: a placeholder or tag with no value, or a missing part.
struct TemplateError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The template's file name, for example `ProtocolSpy.swift`.
  var template: String
  /// The 1-based line in the template, or 0 when the problem is the template as a whole.
  var line: Int
  /// What is wrong.
  var message: String

  var description: String {
    description(in: "Templates")
  }

  /// The error with the template's path in `folder`, as `FOLDER/NAME:LINE: MESSAGE`.
  func description(in folder: String) -> String {
    let path = folder + "/" + template
    return line > 0 ? "\(path):\(line): \(message)" : "\(path): \(message)"
  }
}

/// One line of a template that is written out, as opposed to a marker line.
struct TemplateLine: Hashable, Sendable {
  /// The line, without a trailing marker.
  var text: String
  /// The 1-based line number in the template, for error messages.
  var number: Int

  init(_ text: some StringProtocol, number: Int) {
    self.text = String(text)
    self.number = number
  }

  var isBlank: Bool {
    text.allSatisfy { $0 == " " }
  }
}

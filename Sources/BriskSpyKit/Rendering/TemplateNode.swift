/// A piece of a parsed template: a line to write, or a block a marker opened.
indirect enum TemplateNode: Hashable, Sendable {
  /// A line written as it is, with its placeholders filled.
  case line(TemplateLine)
  /// `// brisk:if`: `then` when the test holds, else `otherwise`; `marker` is the marker's line.
  case condition(TemplateTest, then: [TemplateNode], otherwise: [TemplateNode], marker: Int)
  /// `// brisk:each`: `body` once per item of the collection; `marker` is the marker's line.
  case repetition(TemplateCollection, body: [TemplateNode], marker: Int)

  /// Every line in the node, in order, whether or not it is written.
  var lines: [TemplateLine] {
    switch self {
    case .line(let line): [line]
    case .condition(_, let then, let otherwise, _): (then + otherwise).flatMap(\.lines)
    case .repetition(_, let body, _): body.flatMap(\.lines)
    }
  }

  /// Whether the node is a blank line.
  var isBlank: Bool {
    if case .line(let line) = self { return line.isBlank }
    return false
  }
}

extension [TemplateNode] {
  /// The nodes without the blank lines at their end.
  var trimmingTrailingBlanks: [TemplateNode] {
    Array(reversed().drop(while: \.isBlank).reversed())
  }
}

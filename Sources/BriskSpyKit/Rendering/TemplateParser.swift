/// Reads a template's lines into nodes, checking its markers: each one known, used where its
/// value exists, and every block closed. Whatever is wrong is a ``TemplateError`` at the line.
struct TemplateParser {
  /// The template's file name, for errors.
  let template: String
  let lines: [String]
  /// The index of the next line to read.
  var index: Int

  /// What the lines of a region may test and repeat over, and how a message names the region.
  struct Scope {
    var name: String
    var conditions: Set<TemplateCondition>
    var collections: Set<TemplateCollection>
  }

  /// A marker that ends the nodes being read, for the caller to handle, with its line number.
  typealias Stop = (marker: TemplateMarker, line: Int)

  init(template: String, text: String, from start: Int = 0) {
    self.template = template
    lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    index = start
  }

  func error(_ line: Int, _ message: String) -> TemplateError {
    TemplateError(template: template, line: line, message: message)
  }

  /// Reads nodes up to the end of the text or a marker that ends them: `else`, `end`,
  /// `member`, or `each spy`, which the caller handles.
  mutating func nodes(in scope: Scope) throws(TemplateError) -> (nodes: [TemplateNode], stop: Stop?)
  {
    var nodes: [TemplateNode] = []
    while index < lines.count {
      let number = index + 1
      let text = lines[index]
      index += 1
      guard let parsed = TemplateMarker.parse(text) else {
        nodes.append(.line(TemplateLine(text, number: number)))
        continue
      }
      let (marker, placement): (TemplateMarker, TemplateMarker.Placement)
      switch parsed {
      case .success(let success): (marker, placement) = success
      case .failure(let problem): throw error(number, Self.describe(problem, in: text))
      }
      if case .trailing(let lineText) = placement {
        nodes.append(try trailing(marker, on: TemplateLine(lineText, number: number), scope))
        continue
      }
      switch marker {
      case .condition(let test):
        try check(test.condition, scope, number)
        nodes.append(try condition(test, at: number, scope))
      case .repetition(.spy):
        return (nodes, (marker, number))
      case .repetition(let collection):
        try check(collection, scope, number)
        let (body, stop) = try self.nodes(in: scope)
        try expectEnd(stop, closing: marker, at: number)
        nodes.append(.repetition(collection, body: body, marker: number))
      case .otherwise, .end, .member:
        return (nodes, (marker, number))
      }
    }
    return (nodes, nil)
  }

  /// The block of `// brisk:if` at line `number`, read up to its `end`.
  private mutating func condition(
    _ test: TemplateTest, at number: Int, _ scope: Scope
  ) throws(TemplateError) -> TemplateNode {
    let (then, stop) = try nodes(in: scope)
    guard let stop, stop.marker == .otherwise else {
      try expectEnd(stop, closing: .condition(test), at: number)
      return .condition(test, then: then, otherwise: [], marker: number)
    }
    let (otherwise, end) = try nodes(in: scope)
    try expectEnd(end, closing: .condition(test), at: number)
    return .condition(test, then: then, otherwise: otherwise, marker: number)
  }

  /// A marker at the end of `line`, which applies to that line alone.
  private func trailing(
    _ marker: TemplateMarker, on line: TemplateLine, _ scope: Scope
  ) throws(TemplateError) -> TemplateNode {
    switch marker {
    case .condition(let test):
      try check(test.condition, scope, line.number)
      return .condition(test, then: [.line(line)], otherwise: [], marker: line.number)
    case .repetition(let collection) where collection != .spy:
      try check(collection, scope, line.number)
      return .repetition(collection, body: [.line(line)], marker: line.number)
    default:
      throw error(line.number, "'\(marker.spelling)' must stand on a line of its own")
    }
  }

  /// Throws unless `stop` is the `end` of the block `marker` opened at line `opening`.
  func expectEnd(
    _ stop: Stop?, closing marker: TemplateMarker, at opening: Int
  ) throws(TemplateError) {
    guard let stop else {
      throw error(opening, "'\(marker.spelling)' is never closed with '// brisk:end'")
    }
    guard stop.marker == .end else {
      throw error(
        stop.line, "'\(stop.marker.spelling)' inside the '\(marker.spelling)' of line \(opening)")
    }
  }

  private func check(
    _ condition: TemplateCondition, _ scope: Scope, _ line: Int
  ) throws(TemplateError) {
    guard scope.conditions.contains(condition) else {
      throw error(line, "condition '\(condition.rawValue)' does not apply in \(scope.name)")
    }
  }

  private func check(
    _ collection: TemplateCollection, _ scope: Scope, _ line: Int
  ) throws(TemplateError) {
    guard scope.collections.contains(collection) else {
      throw error(line, "collection '\(collection.rawValue)' does not apply in \(scope.name)")
    }
  }

  private static func describe(_ problem: MarkerProblem, in line: String) -> String {
    let marker =
      line.range(of: TemplateMarker.prefix, options: .backwards).map { line[$0.lowerBound...] }
      ?? Substring(line)
    switch problem {
    case .malformed:
      return "unknown marker '\(marker)'; the markers are // brisk:if NAME, // brisk:else, "
        + "// brisk:end, // brisk:each NAME and // brisk:member KIND"
    case .unknownName(let kind, let name):
      return "unknown \(kind) '\(name)' in '\(marker)'"
    }
  }
}

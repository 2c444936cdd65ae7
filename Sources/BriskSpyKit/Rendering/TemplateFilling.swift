import Foundation

/// Fills a template's nodes: placeholders, conditions and repetitions.
struct TemplateFilling {
  /// Lines longer than this get their signature written one parameter a line.
  static let lineLimit = 100

  let template: String
  /// Collects the numbers of the template lines written, when a test asks.
  var coverage: TemplateCoverage?

  /// Renders `nodes` with `context`: each block is kept, dropped or repeated as its marker
  /// says, and every placeholder is replaced.
  func render(_ nodes: [TemplateNode], _ context: TemplateContext) throws(TemplateError) -> [String]
  {
    var output: [String] = []
    for node in nodes {
      switch node {
      case .line(let line):
        output.append(try fill(line, context))
      case .condition(let test, let then, let otherwise, let marker):
        guard let holds = context.conditions[test.condition] else {
          throw TemplateError(
            template: template, line: marker,
            message: "condition '\(test.condition.rawValue)' has no value here")
        }
        output += try render(holds != test.isNegated ? then : otherwise, context)
      case .repetition(let collection, let body, let marker):
        guard let elements = context.collections[collection] else {
          throw TemplateError(
            template: template, line: marker,
            message: "collection '\(collection.rawValue)' has no value here")
        }
        for element in elements {
          output += try render(body, context.merging(element))
        }
      }
    }
    return output
  }

  /// Replaces every `<#name#>` in `line` with its value.
  func fill(_ line: TemplateLine, _ context: TemplateContext) throws(TemplateError) -> String {
    coverage?.lines.insert(line.number)
    let text = line.text
    let filled = try substitute(text, context, line: line.number, wrapping: nil)
    guard filled.count > Self.lineLimit,
      context.wrappable.keys.contains(where: { text.contains("<#\($0)#>") })
    else { return filled }
    let indentation = String(text.prefix { $0 == " " })
    return try substitute(text, context, line: line.number, wrapping: indentation)
  }

  func substitute(
    _ text: String, _ context: TemplateContext, line: Int, wrapping indentation: String?
  ) throws(TemplateError) -> String {
    var result = ""
    var rest = Substring(text)
    while let open = rest.range(of: "<#") {
      guard let close = rest[open.upperBound...].range(of: "#>") else {
        throw TemplateError(template: template, line: line, message: "'<#' without '#>'")
      }
      let name = String(rest[open.upperBound..<close.lowerBound])
      let value: String
      if let signature = context.wrappable[name] {
        value = indentation.map { signature.wrapped(indentation: $0) } ?? signature.singleLine
      } else if let plain = context.values[name] {
        value = plain
      } else if let identifier = context.identifiers[name] {
        let before = (result + rest[..<open.lowerBound]).last
        let after = rest[close.upperBound...].first
        let joined = [before, after].contains { $0.map(Self.joinsIdentifier) ?? false }
        value =
          joined
          ? identifier
          : before == "."
            ? Identifier.escapedAfterDot(identifier) : Identifier.escapedMember(identifier)
      } else {
        throw TemplateError(
          template: template, line: line, message: "placeholder <#\(name)#> has no value")
      }
      guard !value.contains("<#") else {
        throw TemplateError(
          template: template, line: line,
          message: "the value of <#\(name)#> contains a placeholder: \(value)")
      }
      result += rest[..<open.lowerBound] + value
      rest = rest[close.upperBound...]
    }
    return result + rest
  }

  /// Whether a name next to `character` is part of a longer name or of a code span, and so is
  /// written without backticks of its own.
  private static func joinsIdentifier(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "_" || character == "`"
  }
}

/// The template lines a renderer wrote, so a test can check that a corpus uses every line.
final class TemplateCoverage {
  var lines: Set<Int> = []
}

extension TemplateFilling {
  /// Fills every placeholder of a template that has no markers, such as
  /// `NavigationDelegateSpy.swift`, naming the first placeholder left without a value.
  /// - Parameters:
  ///   - text: The template's text.
  ///   - values: Each placeholder's name, without `<#` and `#>`, and its text.
  /// - Returns: The filled text.
  func fill(_ text: String, with values: [String: String]) throws(TemplateError) -> String {
    let context = TemplateContext(values: values)
    var lines: [String] = []
    for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      lines.append(try substitute(String(line), context, line: offset + 1, wrapping: nil))
    }
    return lines.joined(separator: "\n")
  }
}

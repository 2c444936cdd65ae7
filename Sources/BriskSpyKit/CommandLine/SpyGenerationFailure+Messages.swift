/// What `brisk spy` prints when no spy was written, in the words of its command line.
extension SpyGenerationFailure: CustomStringConvertible {
  /// One line per reason, in order.
  ///
  /// ```text
  /// Sources/App/Store.swift: --name needs --protocol, because the file declares 2 protocols: Store, Cache
  /// ```
  var messages: [String] {
    reasons.map { reason in
      switch reason {
      case .problem(let message): message
      case .selection(let path, let problem): "\(path): \(Self.words(for: problem))"
      }
    }
  }

  /// The lines of ``messages``, joined by new lines.
  public var description: String {
    messages.joined(separator: "\n")
  }

  private static func words(for problem: SpySelectionProblem) -> String {
    switch problem {
    case .spyNameIsNotATypeName(let name):
      return "--name \(name) is not a Swift type name"
    case .noClassNamed(let name, let found):
      return "no class named \(name); \(listing(found))"
    case .spyNameForSeveral(let names, let areClasses):
      return "--name names one spy, but \(names.count) \(areClasses ? "classes" : "protocols") "
        + "are selected: \(names.joined(separator: ", "))"
    case .noProtocolDeclared:
      return "no protocol declaration found"
    case .spyNameNeedsAProtocolName(let declared):
      return "--name needs --protocol, because the file declares \(declared.count) protocols: "
        + declared.joined(separator: ", ")
    case .noProtocolNamed(let name, let found):
      return "no protocol named \(name); \(listing(found))"
    case .noneMarked(let found):
      return "no protocol is marked with // brisk:spy; found \(found.joined(separator: ", "))"
    }
  }

  /// `found A, B`, or `found none`.
  private static func listing(_ names: [String]) -> String {
    names.isEmpty ? "found none" : "found \(names.joined(separator: ", "))"
  }
}

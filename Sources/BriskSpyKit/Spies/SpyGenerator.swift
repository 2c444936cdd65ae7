/// A Swift file to read: its path, as messages show it, and its text.
public struct SourceFile: Hashable, Sendable {
  /// The path, as messages show it; `-` for standard input.
  public var path: String
  /// The text.
  public var text: String

  /// Creates a file.
  /// - Parameters:
  ///   - path: The path, as messages show it.
  ///   - text: The text.
  public init(path: String, text: String) {
    self.path = path
    self.text = text
  }
}

/// What to generate: the source of one or more Swift files and the choices `brisk spy` offers.
public struct SpyRequest: Sendable {
  /// The files, read together: a protocol may inherit from one declared in another.
  public var files: [SourceFile]
  /// What messages that concern no one file name: the file, or the folder, given.
  public var path: String
  /// The one protocol to write a spy for; `nil` means every protocol in the file.
  public var protocolName: String?
  /// The spy's name; `nil` means the protocol's name followed by `Spy`.
  public var spyName: String?
  /// Modules the spy file imports with `@testable import`, such as the app under test.
  public var testableImports: [String]

  /// Creates a request.
  /// - Parameters:
  ///   - source: The file's text.
  ///   - path: The file's path, as messages show it.
  ///   - protocolName: The one protocol to write a spy for, or `nil` for all.
  ///   - spyName: The spy's name, or `nil` for the protocol's name followed by `Spy`.
  ///   - testableImports: Modules to import with `@testable import`.
  public init(
    source: String, path: String, protocolName: String? = nil, spyName: String? = nil,
    testableImports: [String] = []
  ) {
    self.init(
      files: [SourceFile(path: path, text: source)], path: path, protocolName: protocolName,
      spyName: spyName, testableImports: testableImports)
  }

  /// Creates a request for several files, read together.
  /// - Parameters:
  ///   - files: The files.
  ///   - path: What messages that concern no one file name, such as the folder given.
  ///   - protocolName: The one protocol to write a spy for, or `nil` for all.
  ///   - spyName: The spy's name, or `nil` for the protocol's name followed by `Spy`.
  ///   - testableImports: Modules to import with `@testable import`.
  public init(
    files: [SourceFile], path: String, protocolName: String? = nil, spyName: String? = nil,
    testableImports: [String] = []
  ) {
    self.files = files
    self.path = path
    self.protocolName = protocolName
    self.spyName = spyName
    self.testableImports = testableImports
  }
}

/// Why no spy was written: one line per problem, each starting with `file:line:column:` when
/// the problem has a place.
public struct SpyGenerationFailure: Error, Equatable, Sendable, CustomStringConvertible {
  /// The messages, in source order.
  public var messages: [String]

  public var description: String {
    messages.joined(separator: "\n")
  }
}

/// Writes spies for the protocols in Swift source, from the protocol spy template.
public enum SpyGenerator {
  /// Parses `request.source` and writes a spy for each protocol it asks for.
  ///
  /// ```text
  /// Sources/App/Store.swift:4:3: cannot generate a spy for Store: subscripts are not supported
  /// ```
  /// - Parameter request: The source and the choices.
  /// - Returns: The text of one Swift file holding every spy, or every problem found.
  public static func generate(_ request: SpyRequest) -> Result<String, SpyGenerationFailure> {
    let file = SourceFileSyntax.merging(
      request.files.enumerated().map { SourceParser.parse($0.element.text, file: $0.offset) })
    let paths = request.files.map(\.path)
    let selected: [ProtocolSyntax]
    switch select(from: file, request) {
    case .success(let protocols): selected = protocols
    case .failure(let failure): return .failure(failure)
    }
    var plans: [SpyPlan] = []
    var messages: [String] = []
    for protocolSyntax in selected {
      let spyName = request.spyName ?? protocolSyntax.name.filter { $0 != "." } + "Spy"
      switch SpyPlanner.plan(protocolSyntax, in: file, spyName: spyName) {
      case .success(let plan):
        plans.append(plan)
      case .failure(let list):
        messages += list.problems.map { problem in
          "\(paths[problem.position.file]):\(problem.position): cannot generate a spy for "
            + "\(protocolSyntax.name): \(problem.reason)"
        }
      }
    }
    guard messages.isEmpty else { return .failure(SpyGenerationFailure(messages: messages)) }
    var imports = file.imports.filter { $0 != "import BriskFixtures" }
    for module in request.testableImports where !imports.contains("@testable import \(module)") {
      imports.append("@testable import \(module)")
    }
    let origins = Set(selected.map(\.position.file)).sorted().map { index -> String in
      let path = paths[index]
      if path == "-" { return "standard input" }
      return path.split(separator: "/").last.map(String.init) ?? path
    }
    let origin = origins.isEmpty ? "standard input" : origins.joined(separator: ", ")
    do {
      return .success(try SpyRenderer.embedded().render(plans, imports: imports, origin: origin))
    } catch {
      return .failure(SpyGenerationFailure(messages: ["internal error: \(error)"]))
    }
  }

  private static func select(
    from file: SourceFileSyntax, _ request: SpyRequest
  ) -> Result<[ProtocolSyntax], SpyGenerationFailure> {
    let fail = { (message: String) in
      Result<[ProtocolSyntax], SpyGenerationFailure>.failure(
        SpyGenerationFailure(messages: ["\(request.path): \(message)"]))
    }
    if let spyName = request.spyName, !isIdentifier(spyName) {
      return fail("--name \(spyName) is not a Swift type name")
    }
    guard !file.protocols.isEmpty else { return fail("no protocol declaration found") }
    let names = file.protocols.map(\.name)
    guard let wanted = request.protocolName else {
      if request.spyName != nil, file.protocols.count > 1 {
        return fail(
          "--name needs --protocol, because the file declares \(names.count) protocols: "
            + names.joined(separator: ", "))
      }
      return .success(file.protocols)
    }
    guard let match = file.protocolNamed(wanted) else {
      return fail("no protocol named \(wanted); found \(names.joined(separator: ", "))")
    }
    return .success([match])
  }

  private static func isIdentifier(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first,
      first == "_" || first.properties.isAlphabetic
    else { return false }
    return name.unicodeScalars.allSatisfy {
      $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0)
    }
      && !Identifier.reserved.contains(name)
  }
}

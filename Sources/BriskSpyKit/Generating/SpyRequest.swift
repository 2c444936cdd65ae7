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
  /// The protocols to write a spy for, by name; with none and without `includesMarked`, every
  /// protocol in the files.
  public var protocolNames: [String]
  /// The classes to write a subclass spy for, by name, besides the protocols.
  public var classNames: [String] = []
  /// Whether to write a spy for each protocol (or class) marked with a `// brisk:spy` comment, besides
  /// those `protocolNames` names.
  public var includesMarked = false
  /// The spy's name; `nil` means the protocol's name followed by `Spy`.
  public var spyName: String?
  /// Modules the spy file imports with `@testable import`, such as the app under test.
  public var testableImports: [String]
  /// Modules the spy file imports with a plain `import`, such as a public library built without
  /// testing. A module named here is never imported with `@testable`.
  public var imports: [String] = []

  /// The one protocol to write a spy for, when there is one; `nil` means every protocol.
  public var protocolName: String? {
    get { protocolNames.count == 1 ? protocolNames[0] : nil }
    set { protocolNames = newValue.map { [$0] } ?? [] }
  }

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
    self.protocolNames = protocolName.map { [$0] } ?? []
    self.spyName = spyName
    self.testableImports = testableImports
  }
}

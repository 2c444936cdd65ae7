/// What `brisk spy`'s command line asks for, and a configuration file's settings on top.
struct SpyOptions {
  static let valueOptions: Set<String> = [
    "--protocol", "--class", "--output", "--name", "--testable-import", "--import", "--output-for",
    "--config", "--planned-source",
  ]
  static let flags: Set<String> = ["--help", "-h", "--marked"]

  /// The files and folders given as arguments.
  var inputs: [String]
  /// Each file whose spies go to a file of their own, and that file, from `--output-for`.
  var outputsFor: [(source: String, output: String)] = []
  var output: String?
  var protocolNames: [String]
  var classNames: [String]
  var includesMarked: Bool
  var spyName: String?
  var testableImports: [String]
  var imports: [String]
  /// The `brisk-spy.json` to read, and the `sources` it had when the build was planned.
  var configuration: (path: String, plannedSources: [String])?

  /// Reads the command line; a mistake in it is a `Problem` to show with the usage.
  init(_ list: ArgumentList) throws(ArgumentList.Problem) {
    inputs = list.positionals
    for value in list.allValues("--output-for") {
      // The source is a Swift file, so its path ends at the first `.swift=`.
      guard let split = value.range(of: ".swift="), split.upperBound < value.endIndex else {
        throw ArgumentList.Problem(
          message: "--output-for needs SOURCE.swift=OUTPUT, not '\(value)'")
      }
      let source = String(value[..<split.upperBound].dropLast())
      guard !outputsFor.contains(where: { $0.source == source }) else {
        throw ArgumentList.Problem(message: "--output-for names \(source) more than once")
      }
      outputsFor.append((source, String(value[split.upperBound...])))
    }
    guard !inputs.isEmpty || !outputsFor.isEmpty else {
      throw ArgumentList.Problem(message: "brisk spy needs a Swift file or a folder")
    }
    guard inputs.count + outputsFor.count == 1 || !inputs.contains("-") else {
      throw ArgumentList.Problem(
        message: "brisk spy reads standard input (-) alone, not with other files")
    }
    output = try list.value("--output")
    guard output == nil || outputsFor.isEmpty else {
      throw ArgumentList.Problem(message: "--output and --output-for cannot be used together")
    }
    protocolNames = list.allValues("--protocol")
    classNames = list.allValues("--class")
    includesMarked = list.has("--marked")
    spyName = try list.value("--name")
    testableImports = list.allValues("--testable-import")
    imports = list.allValues("--import")
    if let path = try list.value("--config") {
      configuration = (path, list.allValues("--planned-source"))
    }
  }

  /// Every file to read: those the arguments name, folders expanded, then each `--output-for`
  /// source not among them.
  func files() throws(FileAccess.Failure) -> [String] {
    var files: [String] = []
    for input in inputs {
      files += try FileAccess.swiftFiles(at: input)
    }
    for (source, _) in outputsFor where !files.contains(source) {
      files.append(source)
    }
    return files
  }

  /// What messages that concern no one file name: the arguments, or else the folder that holds
  /// every `--output-for` source.
  var path: String {
    guard inputs.isEmpty else { return inputs.joined(separator: " ") }
    let folders = outputsFor.map {
      $0.source.split(separator: "/", omittingEmptySubsequences: false).dropLast()
    }
    var common = folders.first ?? []
    for folder in folders.dropFirst() {
      common = common.prefix(zip(common, folder).prefix { $0 == $1 }.count)
    }
    let joined = common.joined(separator: "/")
    return joined.isEmpty ? (outputsFor.first?.source.hasPrefix("/") == true ? "/" : ".") : joined
  }

  /// Applies the configuration file, if one is given: its `protocols` and `classes` add to those
  /// named, its
  /// `imports` and `testableImports` replace the command line's. With `--output-for`, its
  /// `sources` must be those the build was planned with.
  mutating func applyConfiguration() throws(FileAccess.Failure) {
    guard let (path, plannedSources) = configuration else { return }
    let settings = try SpyConfiguration.read(path)
    for name in settings.protocols ?? [] where !protocolNames.contains(name) {
      protocolNames.append(name)
    }
    for name in settings.classes ?? [] where !classNames.contains(name) {
      classNames.append(name)
    }
    imports = settings.imports ?? imports
    testableImports = settings.testableImports ?? testableImports
    if !outputsFor.isEmpty, settings.sources ?? [] != plannedSources {
      throw FileAccess.Failure(
        message: "\(path): \"sources\" changed after SwiftPM planned this build, which still "
          + "reads the files of before; touch Package.swift so that SwiftPM plans it again")
    }
  }
}

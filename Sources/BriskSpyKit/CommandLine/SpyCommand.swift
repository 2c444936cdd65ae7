/// `brisk spy PATH... [--protocol NAME] [--output PATH] [--name SpyName]`: each PATH is a Swift
/// file or a folder of them, read together.
enum SpyCommand {
  static func run(_ arguments: [String]) -> CommandResult {
    let list: ArgumentList
    let request: (inputs: [String], output: String?, protocolName: String?, spyName: String?)
    do {
      list = try ArgumentList(
        arguments, options: ["--protocol", "--output", "--name", "--testable-import"],
        flags: ["--help", "-h"])
      if list.has("--help") || list.has("-h") { return .success(Help.spy + "\n") }
      guard !list.positionals.isEmpty else {
        return .usageError("brisk spy needs a Swift file or a folder", usage: Help.spyUsage)
      }
      guard list.positionals.count == 1 || !list.positionals.contains("-") else {
        return .usageError(
          "brisk spy reads standard input (-) alone, not with other files", usage: Help.spyUsage)
      }
      request = (
        list.positionals, try list.value("--output"), try list.value("--protocol"),
        try list.value("--name")
      )
    } catch {
      return .usageError(error.message, usage: Help.spyUsage)
    }
    var files: [SourceFile] = []
    do {
      for input in request.inputs {
        for path in try FileAccess.swiftFiles(at: input) {
          files.append(SourceFile(path: path, text: try FileAccess.read(path)))
        }
      }
    } catch {
      return .failure("error: \(error.message)")
    }
    if let output = request.output,
      files.contains(where: { $0.path != "-" && FileAccess.sameFile($0.path, output) })
    {
      return .usageError(
        "--output names a protocol's own file (\(output)); the spy would replace it",
        usage: Help.spyUsage)
    }
    let result = SpyGenerator.generate(
      SpyRequest(
        files: files, path: request.inputs.joined(separator: " "),
        protocolName: request.protocolName, spyName: request.spyName,
        testableImports: list.allValues("--testable-import")))
    switch result {
    case .failure(let failure):
      return .failure(failure.description)
    case .success(let text):
      guard let output = request.output else { return .success(text) }
      do {
        try FileAccess.write(text, to: output)
      } catch {
        return .failure("error: \(error.message)")
      }
      return .success(notes: "Wrote \(output)\n")
    }
  }
}

/// `brisk spy PATH... [--protocol NAME]... [--class NAME]... [--marked] [--output PATH] [--name SpyName]`: each PATH
/// is a Swift file or a folder of them, read together. With `--output-for SOURCE=OUTPUT`, the
/// spies of each source go to a file of its own, as the build plugin asks. The spies that can be
/// written are written even when a protocol is refused; the exit status is then
/// ``CommandResult/refusedExitCode``.
enum SpyCommand {
  static func run(_ arguments: [String]) -> CommandResult {
    var options: SpyOptions
    do {
      let list = try ArgumentList(
        arguments, options: SpyOptions.valueOptions, flags: SpyOptions.flags)
      if list.has("--help") || list.has("-h") { return .success(Help.spy + "\n") }
      options = try SpyOptions(list)
    } catch {
      return .usageError(error.message, usage: Help.spyUsage)
    }
    var files: [SourceFile] = []
    do {
      try options.applyConfiguration()
      for path in try options.files() {
        files.append(SourceFile(path: path, text: try FileAccess.read(path)))
      }
    } catch {
      return .failure("error: \(error.message)")
    }
    let outputs = options.output.map { [$0] } ?? options.outputsFor.map(\.output)
    for output in outputs
    where files.contains(where: { $0.path != "-" && FileAccess.sameFile($0.path, output) }) {
      let option = options.output == nil ? "--output-for" : "--output"
      return .usageError(
        "\(option) names a protocol's own file (\(output)); the spy would replace it",
        usage: Help.spyUsage)
    }
    var request = SpyRequest(
      files: files, path: options.path, spyName: options.spyName,
      testableImports: options.testableImports)
    request.protocolNames = options.protocolNames
    request.classNames = options.classNames
    request.includesMarked = options.includesMarked
    request.imports = options.imports
    guard options.outputsFor.isEmpty else { return writeEach(request, options.outputsFor) }
    let spies: GeneratedSpies
    switch SpyGenerator.generate(request) {
    case .failure(let failure): return .failure(failure.description)
    case .success(let generated): spies = generated
    }
    let file = spies.files[0]
    var result = CommandResult.success()
    if let output = options.output {
      do {
        if !file.protocols.isEmpty {
          let written = try FileAccess.update(file.text, at: output)
          result.standardError = written ? "Wrote \(output)\n" : "\(output) is up to date\n"
        }
      } catch {
        return .failure("error: \(error.message)")
      }
    } else {
      result.standardOutput = file.text
    }
    return result.refusing(spies)
  }

  /// Writes each source's spies to its output, leaving alone an output that holds them already,
  /// and names each output written that holds spies.
  private static func writeEach(
    _ request: SpyRequest, _ outputsFor: [(source: String, output: String)]
  ) -> CommandResult {
    let spies: GeneratedSpies
    switch SpyGenerator.generate(request, options: .init(layout: .filePerSource)) {
    case .failure(let failure): return .failure(failure.description)
    case .success(let generated): spies = generated
    }
    let destinations = Dictionary(outputsFor.map { ($0.source, $0.output) }) { first, _ in first }
    var notes = ""
    for (file, spies) in zip(request.files, spies.files) {
      guard let output = destinations[file.path] else {
        guard let first = spies.protocols.first else { continue }
        return .failure(
          "error: \(file.path) declares \(first), which is selected for a spy, but no "
            + "--output-for names that file")
      }
      do {
        // The outputs that hold a comment alone are written quietly: there can be hundreds.
        if try FileAccess.update(spies.text, at: output), !spies.protocols.isEmpty {
          notes += "Wrote \(output)\n"
        }
      } catch {
        return .failure("error: \(error.message)")
      }
    }
    return CommandResult.success(notes: notes).refusing(spies)
  }
}

import Foundation

/// A child process whose output goes to files, so that a large output never blocks it.
struct Command {
  let process = Process()
  let output: URL
  let errors: URL

  /// Starts `arguments` (the first found on the PATH) in `directory`, its standard output written
  /// to `output` (a temporary file if nil), its standard input read from `input`.
  init(
    _ arguments: [String], in directory: String? = nil, input: String? = nil,
    output: String? = nil
  ) throws {
    let temporary = FileManager.default.temporaryDirectory
    let unique = UUID().uuidString
    self.output =
      output.map { URL(fileURLWithPath: $0) } ?? temporary.appending(path: unique + ".out")
    errors = temporary.appending(path: unique + ".err")
    _ = FileManager.default.createFile(atPath: self.output.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
    process.standardOutput = try FileHandle(forWritingTo: self.output)
    process.standardError = try FileHandle(forWritingTo: errors)
    if let input {
      let file = temporary.appending(path: unique + ".in")
      try Data(input.utf8).write(to: file)
      process.standardInput = try FileHandle(forReadingFrom: file)
    }
    try process.run()
  }

  /// Waits for it to end: its status, standard output (empty when it went to a named file) and
  /// standard error.
  func finish(keepingOutput: Bool = false) -> (status: Int32, output: String, errors: String) {
    process.waitUntilExit()
    let read = { (url: URL) in (try? String(contentsOf: url, encoding: .utf8)) ?? "" }
    let result = (process.terminationStatus, keepingOutput ? "" : read(output), read(errors))
    if !keepingOutput { try? FileManager.default.removeItem(at: output) }
    try? FileManager.default.removeItem(at: errors)
    return result
  }

  /// Runs `arguments` to the end.
  static func run(
    _ arguments: [String], in directory: String? = nil, input: String? = nil
  ) throws -> (status: Int32, output: String, errors: String) {
    try Command(arguments, in: directory, input: input).finish()
  }
}

/// The words of a command line as `swiftc -###` prints it (quoted with `'…'` where needed).
func shellWords(_ line: String) -> [String] {
  var words: [String] = []
  var word: String?
  var quote: Character?
  var escaped = false
  for character in line {
    if escaped {
      word = (word ?? "") + String(character)
      escaped = false
    } else if character == "\\" && quote != "'" {
      escaped = true
    } else if let open = quote {
      if character == open { quote = nil } else { word = (word ?? "") + String(character) }
    } else if character == "'" || character == "\"" {
      quote = character
      word = word ?? ""
    } else if character == " " {
      if let finished = word { words.append(finished) }
      word = nil
    } else {
      word = (word ?? "") + String(character)
    }
  }
  if let finished = word { words.append(finished) }
  return words
}

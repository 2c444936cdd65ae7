import Foundation

// The UIKit API guard; `.ci/check-uikit-api` builds and runs it (README.md in its package).
exit(runGuard(Array(CommandLine.arguments.dropFirst())))

/// Runs the guard with `arguments`; its exit status.
func runGuard(_ arguments: [String]) -> Int32 {
  var options = ["--root": ".", "--scratch": ".build-standin"]
  var rest = arguments[...]
  while let option = rest.popFirst() {
    switch option {
    case "--self-test": options[option] = "yes"
    case "--root", "--scratch", "--keep", "--list":
      guard let value = rest.popFirst(),
        option != "--list" || Scope(rawValue: value) != nil
      else {
        return usage("\(option) needs a value\(option == "--list" ? ": source, test or probe" : "")")
      }
      options[option] = value
    default: return usage("unknown argument \(option)")
    }
  }
  let absolute = { (path: String) in URL(fileURLWithPath: path).standardizedFileURL.path }
  let work = options["--keep"] ?? temporaryPath("uikit-api.")
  defer { if options["--keep"] == nil { try? FileManager.default.removeItem(atPath: work) } }
  do {
    try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
    let scratch = absolute(options["--scratch"]!)
    let clean = try Guard(root: absolute(options["--root"]!), scratch: scratch, work: work)
    try clean.analyse()
    if let scope = options["--list"].flatMap(Scope.init(rawValue:)) {
      print(clean.listing(scope).joined(separator: "\n"))
      return 0
    }
    let problems = clean.report()
    for problem in problems { print(problem) }
    guard problems.isEmpty else {
      let count = problems.count == 1 ? "1 problem" : "\(problems.count) problems"
      printError("error: the UIKit API guard found \(count) (\(Guard.guide))")
      return 1
    }
    print(
      "UIKit API guard: Brisk uses only UIKit API that the probe exercises, each where it is available"
    )
    guard options["--self-test"] != nil else { return 0 }
    let failures = try selfTest(clean, work: work + "/self-test")
    for failure in failures { printError("error: the UIKit API guard's self-test: \(failure)") }
    return failures.isEmpty ? 0 : 1
  } catch {
    printError("error: \(error)")
    return 1
  }
}

func usage(_ problem: String) -> Int32 {
  printError(
    "error: \(problem)\nusage: uikit-api-guard [--root DIR] [--scratch DIR] [--keep DIR] [--self-test | --list source|test|probe]"
  )
  return 2
}

func printError(_ text: String) {
  FileHandle.standardError.write(Data((text + "\n").utf8))
}

/// A unique path in the temporary directory.
func temporaryPath(_ prefix: String) -> String {
  FileManager.default.temporaryDirectory.appending(path: prefix + UUID().uuidString).path
}

/// A reason the guard cannot run at all, printed as `error: …`.
struct GuardError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}

/// A child process whose output and errors go to files, so that a large output never blocks it.
struct Job {
  let process = Process()
  let output: String
  let errors = temporaryPath("guard.err.")
  let keepsOutput: Bool

  /// Starts `arguments` (found on the PATH) in `directory`, reading `input`, writing its output
  /// to `output` (kept there) or to a temporary file.
  init(
    _ arguments: [String], in directory: String? = nil, input: String = "", output: String? = nil
  ) throws {
    (self.output, keepsOutput) = (output ?? temporaryPath("guard.out."), output != nil)
    let inputPath = temporaryPath("guard.in.")
    try Data(input.utf8).write(to: URL(fileURLWithPath: inputPath))
    defer { try? FileManager.default.removeItem(atPath: inputPath) }
    for path in [self.output, errors] { _ = FileManager.default.createFile(atPath: path, contents: nil) }
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.currentDirectoryURL = directory.map { URL(fileURLWithPath: $0) }
    process.standardInput = FileHandle(forReadingAtPath: inputPath)
    process.standardOutput = FileHandle(forWritingAtPath: self.output)
    process.standardError = FileHandle(forWritingAtPath: errors)
    try process.run()
  }

  /// Waits for it to end: its status, output (empty when kept in a file) and errors.
  func finish() -> (status: Int32, output: String, errors: String) {
    process.waitUntilExit()
    let read = { (path: String) in (try? String(contentsOfFile: path, encoding: .utf8)) ?? "" }
    defer {
      for path in keepsOutput ? [errors] : [output, errors] {
        try? FileManager.default.removeItem(atPath: path)
      }
    }
    return (process.terminationStatus, keepsOutput ? "" : read(output), read(errors))
  }
}

import Foundation

// The UIKit API guard; `.ci/check-uikit-api` builds and runs it (README.md in its package).
var options = ["--root": ".", "--scratch": ".build-standin"]
var arguments = CommandLine.arguments.dropFirst()
while let option = arguments.popFirst() {
  options[option] = option == "--self-test" ? "yes" : arguments.popFirst()
  guard
    ["--root", "--scratch", "--keep", "--self-test"].contains(option) && options[option] != nil
      || option == "--list" && Scope(rawValue: options[option] ?? "") != nil
  else {
    printError(
      "error: \(option) is unknown or lacks its value\nusage: uikit-api-guard [--root DIR] [--scratch DIR] [--keep DIR] [--self-test | --list source|test|probe]"
    )
    exit(2)
  }
}
let work = options["--keep"] ?? temporaryPath("uikit-api.")
var failed = false
do {
  try disk.createDirectory(atPath: work, withIntermediateDirectories: true)
  let absolute = { URL(fileURLWithPath: options[$0]!).standardizedFileURL.path }
  let clean = try Guard(root: absolute("--root"), scratch: absolute("--scratch"), work: work)
  if let scope = options["--list"].flatMap(Scope.init(rawValue:)) {
    print(clean.listing(scope).joined(separator: "\n"))
  } else if case let problems = clean.report(), !problems.isEmpty {
    for problem in problems { print(problem) }
    let count = problems.count == 1 ? "1 problem" : "\(problems.count) problems"
    throw GuardError("the UIKit API guard found \(count) (\(Guard.guide))")
  } else {
    print(
      "UIKit API guard: Brisk uses only UIKit API that the probe exercises, each where it is available"
    )
    let failures =
      options["--self-test"] == nil ? [] : try selfTest(clean, work: work + "/self-test")
    if !failures.isEmpty {
      throw GuardError(
        failures.map { "the UIKit API guard's self-test: \($0)" }.joined(separator: "\nerror: "))
    }
  }
} catch {
  printError("error: \(error)")
  failed = true
}
if options["--keep"] == nil { try? disk.removeItem(atPath: work) }
exit(failed ? 1 : 0)

/// A reason the guard cannot run, printed as `error: …`.
struct GuardError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}

func printError(_ text: String) { FileHandle.standardError.write(Data((text + "\n").utf8)) }
func temporaryPath(_ prefix: String = "guard.") -> String {
  disk.temporaryDirectory.appending(path: prefix + UUID().uuidString).path
}

/// Starts `arguments` in `directory`; what it returns waits for the status, output and errors (in
/// files, so that no output blocks it; `output` keeps the output there, unread).
func start(_ arguments: [String], in directory: String? = nil, output: String? = nil) throws
  -> () -> (status: Int32, output: String, errors: String)
{
  let paths = [output ?? temporaryPath(), temporaryPath()]
  for path in paths { _ = disk.createFile(atPath: path, contents: nil) }
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = arguments
  process.currentDirectoryURL = directory.map(URL.init(fileURLWithPath:))
  process.standardOutput = FileHandle(forWritingAtPath: paths[0])
  process.standardError = FileHandle(forWritingAtPath: paths[1])
  try process.run()
  return {
    process.waitUntilExit()
    let read = { (path: String) in (try? String(contentsOfFile: path, encoding: .utf8)) ?? "" }
    defer {
      for path in paths.dropFirst(output == nil ? 0 : 1) { try? disk.removeItem(atPath: path) }
    }
    return (process.terminationStatus, output == nil ? read(paths[0]) : "", read(paths[1]))
  }
}

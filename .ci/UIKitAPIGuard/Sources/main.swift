import Foundation

// The UIKit API guard; `.ci/check-uikit-api` builds and runs it (README.md in its package).
//
//   uikit-api-guard [--root DIR] [--scratch DIR] [--keep DIR] [--self-test]
//   uikit-api-guard --list source|test|probe
exit(runGuard(Array(CommandLine.arguments.dropFirst())))

/// Runs the guard with `arguments`; its exit status.
func runGuard(_ arguments: [String]) -> Int32 {
  var options: [String: String] = ["--root": ".", "--scratch": ".build-standin"]
  var rest = arguments[...]
  while let option = rest.popFirst() {
    switch option {
    case "--self-test": options[option] = "yes"
    case "--root", "--scratch", "--keep", "--list":
      guard let value = rest.popFirst(),
        option != "--list" || ["source", "test", "probe"].contains(value)
      else {
        return usage(
          "\(option) needs a value\(option == "--list" ? ": source, test or probe" : "")")
      }
      options[option] = value
    default: return usage("unknown argument \(option)")
    }
  }
  let manager = FileManager.default
  let work =
    options["--keep"]
    ?? manager.temporaryDirectory.appending(path: "uikit-api.\(UUID().uuidString)").path
  defer { if options["--keep"] == nil { try? manager.removeItem(atPath: work) } }
  do {
    try manager.createDirectory(atPath: work, withIntermediateDirectories: true)
    let absolute = { (path: String) in URL(fileURLWithPath: path).standardizedFileURL.path }
    let clean = try Guard(
      root: absolute(options["--root"]!), scratch: absolute(options["--scratch"]!), work: work)
    try clean.dumpAll()
    try clean.analyse()
    if let scope = options["--list"].flatMap(Use.Scope.init(rawValue:)) {
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
    let failures = try SelfTest(
      clean: clean, scratch: absolute(options["--scratch"]!), work: work + "/self-test"
    ).run()
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

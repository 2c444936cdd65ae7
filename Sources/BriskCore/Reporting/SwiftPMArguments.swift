import Foundation

/// What SwiftPM's command line tells a test process: which framework it was started for, and how
/// often Swift Testing repeats each test.
extension TestFrameworks {
  /// Whether SwiftPM started this process to run Swift Testing tests.
  static let launchedForSwiftTesting = isSwiftTestingLaunch(ProcessInfo.processInfo.arguments)

  /// Whether `arguments` hold `--testing-library swift-testing`.
  static func isSwiftTestingLaunch(_ arguments: [String]) -> Bool {
    zip(arguments, arguments.dropFirst()).contains { pair in
      pair.0 == "--testing-library" && pair.1 == "swift-testing"
    }
  }

  /// How SwiftPM asked Swift Testing to repeat this run (`--repetitions 3`, `--repeat-until
  /// fail`), or `nil` when each test runs once.
  static let swiftTestingRepetition = swiftTestingRepetition(ProcessInfo.processInfo.arguments)

  /// The option in `arguments` that makes Swift Testing run its tests more than once, as Swift
  /// Testing reads it: `--repetitions N` with N above 1, or `--repeat-until pass|fail`, each also
  /// as `--option=value`.
  static func swiftTestingRepetition(_ arguments: [String]) -> String? {
    for (index, argument) in arguments.enumerated() {
      for option in ["--repetitions", "--repeat-until"] {
        let value: String
        if argument == option, index + 1 < arguments.count {
          value = arguments[index + 1]
        } else if argument.hasPrefix(option + "=") {
          value = String(argument.dropFirst(option.count + 1))
        } else {
          continue
        }
        if option == "--repetitions", (Int(value) ?? 0) < 2 { continue }
        return option + " " + value
      }
    }
    return nil
  }
}

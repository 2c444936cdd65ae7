/// A command line after its command words: options (`--name value` or `--name=value`), flags
/// and positional arguments, read by name with a clear error for anything unexpected.
struct ArgumentList {
  /// What went wrong, in words for a person.
  struct Problem: Error, Equatable {
    var message: String
  }

  private(set) var positionals: [String] = []
  private var values: [String: [String]] = [:]
  private var flags: Set<String> = []

  /// Splits `arguments`.
  /// - Parameters:
  ///   - arguments: The words after the command.
  ///   - options: Options that take a value, such as `--output`.
  ///   - flags: Options without a value, such as `--help`.
  init(_ arguments: [String], options: Set<String>, flags knownFlags: Set<String>) throws(Problem) {
    var index = 0
    var onlyPositionals = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
        positionals.append(argument)
        continue
      }
      if argument == "--" {
        onlyPositionals = true
        continue
      }
      let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
      let name = parts[0]
      if knownFlags.contains(name) {
        guard parts.count == 1 else { throw Problem(message: "\(name) does not take a value") }
        flags.insert(name)
      } else if options.contains(name) {
        var value: String
        if parts.count == 2 {
          value = parts[1]
        } else {
          guard index < arguments.count, !arguments[index].hasPrefix("--") else {
            throw Problem(message: "\(name) needs a value")
          }
          value = arguments[index]
          index += 1
        }
        guard !value.isEmpty else { throw Problem(message: "\(name) needs a value") }
        values[name, default: []].append(value)
      } else {
        throw Problem(message: "unknown option '\(name)'")
      }
    }
  }

  func has(_ flag: String) -> Bool {
    flags.contains(flag)
  }

  /// The option's value; an option given twice is an error.
  func value(_ option: String) throws(Problem) -> String? {
    let given = values[option] ?? []
    guard given.count <= 1 else { throw Problem(message: "\(option) was given more than once") }
    return given.first
  }

  /// Every value of a repeatable option, in order.
  func allValues(_ option: String) -> [String] {
    values[option] ?? []
  }
}

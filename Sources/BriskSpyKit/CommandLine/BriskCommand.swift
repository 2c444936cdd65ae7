/// Where `brisk` runs: the things a test replaces.
public struct CommandEnvironment: Sendable {
  /// The folder `brisk templates install` writes to when no `--destination` is given, or `nil`
  /// when there is no default on this platform.
  public var defaultTemplatesFolder: String?

  /// Creates an environment.
  /// - Parameter defaultTemplatesFolder: The default install folder, or `nil` for none.
  public init(defaultTemplatesFolder: String?) {
    self.defaultTemplatesFolder = defaultTemplatesFolder
  }

  /// This machine: on macOS, Xcode's user file templates folder in the home directory.
  public static var current: CommandEnvironment {
    CommandEnvironment(
      defaultTemplatesFolder: XcodeTemplatesFolder.defaultPath(home: FileAccess.homeDirectory))
  }
}

/// The `brisk` command line: `brisk spy …` and `brisk templates …`.
public enum BriskCommand {
  /// Runs `brisk` with `arguments`, the words after the program's name.
  ///
  /// ```text
  /// error: unknown command 'spies'
  /// Usage: brisk <command> [options]; run 'brisk --help' for the commands.
  /// ```
  /// - Parameters:
  ///   - arguments: The command line without the program's name.
  ///   - environment: The machine's defaults.
  /// - Returns: What to print and the exit code.
  public static func run(
    _ arguments: [String], environment: CommandEnvironment = .current
  ) -> CommandResult {
    guard let command = arguments.first else {
      return .usageError("no command given", usage: Help.mainUsage)
    }
    let rest = Array(arguments.dropFirst())
    switch command {
    case "-h", "--help", "help":
      return .success(Help.main + "\n")
    case "spy":
      return SpyCommand.run(rest)
    case "templates":
      return TemplatesCommand.run(rest, environment: environment)
    case let option where option.hasPrefix("-"):
      return .usageError("unknown option '\(option)'", usage: Help.mainUsage)
    default:
      return .usageError("unknown command '\(command)'", usage: Help.mainUsage)
    }
  }
}

/// The text of `brisk --help` and of each command's `--help`.
enum Help {
  static let main = """
    OVERVIEW: Writes spies for your Swift protocols, and installs Brisk's test-double templates.

    USAGE: brisk <command> [options]

    COMMANDS:
      spy PATH...               Write a spy for each protocol (or a named class) in Swift files.
      templates list            List the templates.
      templates show NAME       Print a template, to copy into your tests.
      templates install         Install the templates as Xcode file templates.
      templates check           Check the markers of the spy templates.

    OPTIONS:
      -h, --help                Show this help.

    Run 'brisk spy --help' or 'brisk templates --help' for a command's options.
    """

  static let mainUsage = "Usage: brisk <command> [options]; run 'brisk --help' for the commands."

  static let spy = """
    OVERVIEW: Writes a spy for each protocol in Swift files, from Brisk's protocol spy template
    (Templates/ProtocolSpy.swift), and a subclass spy for each class asked for, from its class
    spy template (Templates/ClassSpy.swift); both are built into brisk; set BRISK_TEMPLATES to a
    Templates folder to use the ones there instead.

    USAGE: brisk spy PATH... [--protocol NAME]... [--class NAME]... [--marked] [--output PATH]
                             [--name SpyName] [--import MODULE]... [--testable-import MODULE]...
           brisk spy [PATH...] --output-for SOURCE=OUTPUT... [options]

    ARGUMENTS:
      PATH                       A Swift file, a folder of them, or - for standard input. The
                                 files are read together, so a protocol may inherit from one
                                 declared in another file.

    OPTIONS:
      --protocol NAME            Write a spy for this protocol; repeat it for several. Without
                                 it or --marked, every protocol gets one.
      --class NAME               Write a subclass spy for this non-final class; repeat it for
                                 several. Each override records the call, then answers with
                                 the stub a test set or, with none, calls super. A final class
                                 is refused; final, static, private and fileprivate members,
                                 let properties and private(set) ones are not overridden, and
                                 the spy names each in a comment. Initializers are inherited.
      --marked                   Write a spy for each protocol, or class, marked with a
                                 `// brisk:spy` comment on a line of its own, above it (its
                                 attributes, doc comments and blank lines may come between).
      --output PATH              Write to PATH instead of standard output; a file that holds
                                 the same text already is left alone.
      --output-for SOURCE=OUTPUT Write the spies of the protocols SOURCE declares to OUTPUT,
                                 or a comment alone when it declares none; repeat it for each
                                 file. SOURCE is read with the PATHs.
      --name SpyName             The spy's name; the protocol's name followed by Spy unless
                                 given. Needs --protocol when the file has several protocols.
      --import MODULE            Add `import MODULE`, for a public protocol of a module that is
                                 not built for testing. Repeat it for several modules.
      --testable-import MODULE   Add `@testable import MODULE`, for a protocol of your app.
                                 Repeat it for several modules; --import wins over it.
      --config FILE              Read a brisk-spy.json: its "protocols" add to --protocol, its
                                 "imports" and "testableImports" replace --import and
                                 --testable-import.
      --planned-source FOLDER    With --output-for and --config, a folder of the config's
                                 "sources" when the build was planned (the build plugin
                                 passes them); a config whose sources changed since is an error.
      -h, --help                 Show this help.

    A spy records every call through CallLog, answers with the return values, errors and
    handlers a test stubs, and reports a call with nothing stubbed as a test failure at the
    line that made the spy.

    A protocol that cannot become a spy does not stop the others: their spies are written, and
    each reason is printed as file:line:column: cannot generate a spy for NAME: REASON, then a
    note at the protocol on what to do about it.

    EXIT STATUS: 0 when every spy was written; 1 when a file cannot be read or written or the
    protocols asked for are not found; 2 when the command line is wrong; 3 when a protocol
    cannot become a spy (the others' spies are written).

    EXAMPLE:
      swift run brisk spy Sources/App/UserService.swift \\
        --output Tests/AppTests/UserServiceSpy.swift --testable-import App
      swift run brisk spy Sources/App --protocol UserService --testable-import App
      swift run brisk spy Sources/App/NetworkClient.swift --class NetworkClient \\
        --output Tests/AppTests/NetworkClientSpy.swift --testable-import App
      swift run brisk spy Sources/App --marked --output Tests/AppTests/Spies.swift --import App
    """

  static let spyUsage =
    "Usage: brisk spy PATH... [--protocol NAME] [--class NAME] [--output PATH] [--name SpyName]; "
    + "run 'brisk spy --help' for more."

  static let templates = """
    OVERVIEW: Lists, prints and installs Brisk's templates: ready-to-copy test doubles with
    Xcode placeholders (Templates/ in the Brisk repository).

    USAGE: brisk templates list
           brisk templates show NAME
           brisk templates install [--destination DIR]
           brisk templates check [FOLDER]

    COMMANDS:
      list                       List the templates, with what each is for.
      show NAME                  Print a template to standard output.
      install                    Write the templates as Xcode file templates; they appear
                                 under Brisk in Xcode's File > New > File from Template.
      check [FOLDER]             Check the // brisk: markers of ProtocolSpy.swift and
                                 ClassSpy.swift in FOLDER (by default the folder brisk spy
                                 reads), naming the file and line of each that is wrong.

    OPTIONS:
      --destination DIR          The folder to write the .xctemplate folders into. On macOS it
                                 defaults to ~/Library/Developer/Xcode/Templates/File Templates/
                                 Brisk; elsewhere it is required.
      -h, --help                 Show this help.
    """

  static let templatesUsage =
    "Usage: brisk templates list | show NAME | install [--destination DIR] | check [FOLDER]; "
    + "run 'brisk templates --help' for more."
}

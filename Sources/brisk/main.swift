// `brisk`: writes spies for Swift protocols and installs Brisk's templates. The work is done by
// BriskSpyKit's `BriskCommand`, which the tests run directly.
import BriskSpyKit
import Foundation

let result = BriskCommand.run(Array(ProcessInfo.processInfo.arguments.dropFirst()))
FileHandle.standardOutput.write(Data(result.standardOutput.utf8))
FileHandle.standardError.write(Data(result.standardError.utf8))
exit(result.exitCode)

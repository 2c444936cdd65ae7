import BriskSpyKit
import Foundation
import Testing

/// Spies generated from a corpus of protocols, compared with golden files word for word.
/// `BRISK_RECORD=1 swift test --filter CorpusTests` rewrites the golden files; `.ci/check-templates`
/// compiles every one of them and exercises the spies.
@Suite struct CorpusTests {
  /// One protocol file and the spy file `brisk spy` must write for it.
  struct Case: CustomTestStringConvertible, Sendable {
    var input: String
    var golden: String
    var testDescription: String { input }
    /// The file of the messages `brisk spy` must print for an input with a protocol it refuses,
    /// with the input's path as `INPUT`, and exit status 3; without it, none and exit status 0.
    var errors: String {
      golden.dropLast(".swift.out".count) + ".swift.err"
    }
  }

  static let cases: [Case] = {
    let corpus = (try? Repository.files(under: "Tests/BriskSpyKitTests/Corpus")) ?? []
    let examples = (try? Repository.files(under: "Templates/Examples")) ?? []
    return corpus.filter { $0.hasSuffix(".swift.in") }.map { name in
      Case(
        input: "Tests/BriskSpyKitTests/Corpus/\(name)",
        golden: "Tests/BriskSpyKitTests/Corpus/\(name.dropLast(".swift.in".count)).swift.out")
    }
      + examples.map { name in
        Case(
          input: "Templates/Examples/\(name)",
          golden: "Tests/BriskSpyKitTests/Corpus/Example-\(name.dropLast(".swift".count)).swift.out"
        )
      }
  }()

  @Test func theCorpusIsLargeAndVaried() {
    #expect(Self.cases.count >= 50)
  }

  @Test(arguments: cases) func generatesTheGoldenSpy(_ testCase: Case) throws {
    let source = try Repository.read(testCase.input)
    let options = source.split(separator: "\n").first { $0.hasPrefix("// brisk spy options:") }
      .map { $0.dropFirst("// brisk spy options:".count).split(separator: " ").map(String.init) }
    let result = BriskCommand.run(
      ["spy", Repository.url(testCase.input).path] + (options ?? []),
      environment: CommandEnvironment(defaultTemplatesFolder: nil))
    let standardError = result.standardError.replacingOccurrences(
      of: Repository.url(testCase.input).path, with: "INPUT")
    if let errors = try? Repository.read(testCase.errors) {
      #expect(standardError == errors)
      #expect(result.exitCode == CommandResult.refusedExitCode)
    } else {
      #expect(standardError == "")
      #expect(result.exitCode == 0)
    }
    if Repository.isRecording {
      try result.standardOutput.write(
        to: Repository.url(testCase.golden), atomically: true, encoding: .utf8)
    }
    let golden = try Repository.read(testCase.golden)
    #expect(result.standardOutput == golden, "run BRISK_RECORD=1 swift test --filter CorpusTests")
  }
}

import Foundation
import Testing

@testable import BriskSpyKit

/// `brisk` carries `Templates/ProtocolSpy.swift` and `Templates/ClassSpy.swift` in its binary, as
/// generated source (`Sources/BriskSpyKit/Templates/EmbeddedProtocolSpy.swift` and
/// `EmbeddedClassSpy.swift`), so it runs from anywhere.
/// `BRISK_RECORD=1 swift test --filter EmbeddedProtocolSpyTests` writes those files again.
@Suite struct EmbeddedProtocolSpyTests {
  /// A template and the generated file that embeds it.
  struct Case: CustomTestStringConvertible, Sendable {
    var template: String
    var generatedFile: String
    var property: String
    var embedded: String
    var kind: SpyTemplate.Kind
    var testDescription: String { template }
  }

  static let cases = [
    Case(
      template: SpyTemplate.fileName,
      generatedFile: "Sources/BriskSpyKit/Templates/EmbeddedProtocolSpy.swift",
      property: "embeddedText", embedded: SpyTemplate.embeddedText, kind: .protocolSpy),
    Case(
      template: SpyTemplate.classFileName,
      generatedFile: "Sources/BriskSpyKit/Templates/EmbeddedClassSpy.swift",
      property: "embeddedClassText", embedded: SpyTemplate.embeddedClassText, kind: .classSpy),
  ]

  /// The generated source for `text`, the template.
  static func source(for text: String, _ testCase: Case) -> String {
    """
    // swift-format-ignore-file
    // Generated from Templates/\(testCase.template) by
    // `BRISK_RECORD=1 swift test --filter EmbeddedProtocolSpyTests`; do not edit it by hand.

    extension SpyTemplate {
      /// The text of `Templates/\(testCase.template)`, built into `brisk`.
      static let \(testCase.property) = #\"\"\"
    \(text)
    \"\"\"#
    }

    """
  }

  @Test(arguments: cases) func theEmbeddedTemplateIsTheTemplatesFile(_ testCase: Case) throws {
    let text = try Repository.read("Templates/\(testCase.template)")
    #expect(!text.contains("\"\"\"#"), "the template would end the raw string")
    // A template whose markers do not parse is never embedded: the error names its line.
    _ = try SpyTemplate(text: text, kind: testCase.kind)
    let source = Self.source(for: text, testCase)
    if Repository.isRecording {
      try source.write(
        to: Repository.url(testCase.generatedFile), atomically: true, encoding: .utf8)
    }
    #expect(
      try Repository.read(testCase.generatedFile) == source,
      "run BRISK_RECORD=1 swift test --filter EmbeddedProtocolSpyTests")
    #expect(testCase.embedded == text)
  }
}

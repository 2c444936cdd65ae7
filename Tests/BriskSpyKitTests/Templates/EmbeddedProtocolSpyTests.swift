import Foundation
import Testing

@testable import BriskSpyKit

/// `brisk` carries `Templates/ProtocolSpy.swift` in its binary, as generated source
/// (`Sources/BriskSpyKit/Templates/EmbeddedProtocolSpy.swift`), so it runs from anywhere.
/// `BRISK_RECORD=1 swift test --filter EmbeddedProtocolSpyTests` writes that file again.
@Suite struct EmbeddedProtocolSpyTests {
  static let generatedFile = "Sources/BriskSpyKit/Templates/EmbeddedProtocolSpy.swift"

  /// The generated source for `text`, the template.
  static func source(for text: String) -> String {
    """
    // swift-format-ignore-file
    // Generated from Templates/ProtocolSpy.swift by
    // `BRISK_RECORD=1 swift test --filter EmbeddedProtocolSpyTests`; do not edit it by hand.

    extension SpyTemplate {
      /// The text of `Templates/ProtocolSpy.swift`, built into `brisk`.
      static let embeddedText = #\"\"\"
    \(text)
    \"\"\"#
    }

    """
  }

  @Test func theEmbeddedTemplateIsTemplatesProtocolSpy() throws {
    let text = try Repository.read("Templates/\(SpyTemplate.fileName)")
    #expect(!text.contains("\"\"\"#"), "the template would end the raw string")
    let source = Self.source(for: text)
    if Repository.isRecording {
      try source.write(
        to: Repository.url(Self.generatedFile), atomically: true, encoding: .utf8)
    }
    #expect(
      try Repository.read(Self.generatedFile) == source,
      "run BRISK_RECORD=1 swift test --filter EmbeddedProtocolSpyTests")
    #expect(SpyTemplate.embeddedText == text)
  }
}

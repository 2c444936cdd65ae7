import Foundation
import Testing

@testable import BriskSpyKit

/// The EmbedTemplates plugin embeds `Templates/` in BriskSpyKit at build time, so the generator
/// and `brisk templates` use exactly the text people copy. These tests check what it embedded.
@Suite struct EmbeddedTemplatesTests {
  /// The files the plugin embeds: everything under `Templates/` except `README.md` and
  /// `Examples/`.
  static func templateFiles() throws -> [(path: String, text: String)] {
    try Repository.files(under: "Templates")
      .filter { $0 != "README.md" && !$0.hasPrefix("Examples/") }
      .map { ($0, try Repository.read("Templates/" + $0)) }
  }

  @Test func embeddedFilesAreTheFilesInTemplates() throws {
    let files = try Self.templateFiles()
    #expect(EmbeddedTemplates.files.map(\.path) == files.map(\.path))
    for (embedded, file) in zip(EmbeddedTemplates.files, files) {
      #expect(embedded.text == file.text, "\(file.path) differs from its embedded copy")
    }
  }

  @Test func everyCatalogEntryHasItsFileAndXcodeTemplate() throws {
    for entry in TemplateCatalog.all {
      #expect(EmbeddedTemplates.text(of: entry.file) != nil)
      #expect(EmbeddedTemplates.text(of: "Xcode/\(entry.xcodeTemplate)/TemplateInfo.plist") != nil)
    }
    let swiftFiles = EmbeddedTemplates.files.map(\.path).filter { !$0.contains("/") }
    #expect(swiftFiles.sorted() == TemplateCatalog.all.map(\.file).sorted())
  }

  @Test func theXcodeTemplatesHoldNoCopyOfTheSwiftFiles() throws {
    #expect(
      !EmbeddedTemplates.files.contains { $0.path.hasSuffix(".swift") && $0.path.contains("/") })
  }
}

import Foundation
import Testing

@testable import BriskSpyKit

/// `Sources/BriskSpyKit/Templates/EmbeddedTemplates.swift` is generated from `Templates/`, so the
/// generator and `brisk templates install` use exactly the text people copy. These tests keep the
/// two identical; `BRISK_RECORD=1 swift test --filter EmbeddedTemplatesTests` regenerates it.
@Suite struct EmbeddedTemplatesTests {
  static let generatedPath = "Sources/BriskSpyKit/Templates/EmbeddedTemplates.swift"

  /// The embedded files: everything under `Templates/` except `README.md`, `Examples/` and the
  /// Xcode templates' Swift files, which are derived from the templates (checked below).
  static func templateFiles() throws -> [(path: String, text: String)] {
    try Repository.files(under: "Templates")
      .filter {
        $0 != "README.md" && !$0.hasPrefix("Examples/")
          && !$0.hasSuffix("/___FILEBASENAME___.swift")
      }
      .map { ($0, try Repository.read("Templates/" + $0)) }
  }

  @Test func embeddedFilesAreTheFilesInTemplates() throws {
    let files = try Self.templateFiles()
    #expect(EmbeddedTemplates.files.map(\.path) == files.map(\.path))
    for (embedded, file) in zip(EmbeddedTemplates.files, files) {
      #expect(embedded.text == file.text, "\(file.path) differs from its embedded copy")
    }
  }

  @Test func generatedSourceIsUpToDate() throws {
    let expected = EmbeddedTemplatesSource.render(try Self.templateFiles())
    if Repository.isRecording {
      try expected.write(to: Repository.url(Self.generatedPath), atomically: true, encoding: .utf8)
    }
    let actual = try Repository.read(Self.generatedPath)
    #expect(
      actual == expected,
      "\(Self.generatedPath) is out of date: run BRISK_RECORD=1 swift test --filter EmbeddedTemplatesTests"
    )
  }

  @Test func everyCatalogEntryHasItsFileAndXcodeTemplate() throws {
    for entry in TemplateCatalog.all {
      let text = try #require(EmbeddedTemplates.text(of: entry.file))
      let folder = "Xcode/\(entry.xcodeTemplate)"
      if Repository.isRecording {
        try TemplateCatalog.xcodeText(from: try Repository.read("Templates/\(entry.file)")).write(
          to: Repository.url("Templates/\(folder)/___FILEBASENAME___.swift"), atomically: true,
          encoding: .utf8)
      }
      #expect(EmbeddedTemplates.text(of: "\(folder)/TemplateInfo.plist") != nil)
      #expect(
        try Repository.read("Templates/\(folder)/___FILEBASENAME___.swift")
          == TemplateCatalog.xcodeText(from: text),
        "\(folder) must be \(entry.file) with the type and protocol names from Xcode's options")
    }
    let swiftFiles = EmbeddedTemplates.files.map(\.path).filter { !$0.contains("/") }
    #expect(swiftFiles.sorted() == TemplateCatalog.all.map(\.file).sorted())
  }
}

/// Writes the Swift source that embeds the template files.
enum EmbeddedTemplatesSource {
  static func render(_ files: [(path: String, text: String)]) -> String {
    var source = """
      // Generated from Templates/ by `BRISK_RECORD=1 swift test --filter EmbeddedTemplatesTests`.
      // Do not edit: EmbeddedTemplatesTests fails when this file and Templates/ differ.

      /// The files in `Templates/`, embedded so that the generator and `brisk templates install`
      /// work from any checkout or installation. `README.md`, `Examples/` and the Xcode
      /// templates' Swift files, which `TemplateCatalog.xcodeText(from:)` derives, are left out.
      enum EmbeddedTemplates {
        /// Each file's path relative to `Templates/`, and its text.
        static let files: [(path: String, text: String)] = [

      """
    for file in files {
      let hashes = delimiter(for: file.text)
      let body = file.text.split(separator: "\n", omittingEmptySubsequences: false)
        .map { $0.isEmpty ? "" : "      " + $0 }
        .joined(separator: "\n")
      source += """
            (
              "\(file.path)",
              \(hashes)\"""
        \(body)
              \"""\(hashes)
            ),

        """
    }
    return source + "  ]\n}\n"
  }

  /// The fewest `#` that make a raw string literal hold `text` as it is.
  private static func delimiter(for text: String) -> String {
    var hashes = "#"
    while text.contains("\"\"\"" + hashes) || text.contains("\\" + hashes) {
      hashes += "#"
    }
    return hashes
  }
}

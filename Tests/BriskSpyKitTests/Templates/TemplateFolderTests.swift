import Foundation
import Testing

@testable import BriskSpyKit

/// The generator and `brisk templates` read `Templates/` itself: there is no other copy.
@Suite struct TemplateFolderTests {
  @Test func theFolderIsThisCheckoutsTemplates() throws {
    let expected = Repository.url("Templates").standardizedFileURL.path
    #expect(URL(fileURLWithPath: TemplateFolder.path).standardizedFileURL.path == expected)
    #expect(
      TemplateFolder.text(of: SpyTemplate.fileName)
        == (try Repository.read("Templates/" + SpyTemplate.fileName)))
  }

  @Test func everyCatalogEntryHasItsFileAndXcodeTemplate() throws {
    for entry in TemplateCatalog.all {
      #expect(TemplateFolder.text(of: entry.file) != nil)
      #expect(TemplateFolder.text(of: "Xcode/\(entry.xcodeTemplate)/TemplateInfo.plist") != nil)
    }
    let swiftFiles = try Repository.files(under: "Templates").filter {
      $0.hasSuffix(".swift") && !$0.contains("/")
    }
    #expect(swiftFiles.sorted() == TemplateCatalog.all.map(\.file).sorted())
  }

  @Test func theXcodeTemplatesHoldNoCopyOfTheSwiftFiles() throws {
    #expect(
      try !Repository.files(under: "Templates/Xcode").contains { $0.hasSuffix(".swift") })
  }

  @Test func aMissingTemplateSaysWhereItLooked() {
    #expect(TemplateFolder.text(of: "Missing.swift") == nil)
    #expect(
      TemplateFolder.missing("Missing.swift")
        == "cannot read \(TemplateFolder.path)/Missing.swift; set BRISK_TEMPLATES to the "
        + "Templates folder of your Brisk checkout")
  }
}

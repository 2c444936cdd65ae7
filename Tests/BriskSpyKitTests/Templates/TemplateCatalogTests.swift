import BriskSpyKit
import Testing

@Suite struct TemplateCatalogTests {
  @Test func namesAreUniqueAndCommandLineFriendly() {
    let names = TemplateCatalog.all.map(\.name)
    #expect(Set(names).count == names.count)
    #expect(names.allSatisfy { $0.allSatisfy { $0.isLowercase || $0 == "-" } })
  }

  @Test func xcodeTextTakesNamesFromTheNewFileDialog() {
    #expect(
      TemplateCatalog.xcodeText(from: "final class <#Spy#>: <#Protocol#> { <#method#> }")
        == "final class ___FILEBASENAMEASIDENTIFIER___: ___VARIABLE_protocolName___ { <#method#> }")
  }
}

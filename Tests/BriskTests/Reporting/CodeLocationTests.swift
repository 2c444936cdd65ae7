import BriskCore
import Testing

@Suite struct CodeLocationTests {
  @Test func capturesTheCaller() {
    let location = CodeLocation()
    #expect(location.fileID == "BriskTests/CodeLocationTests.swift")
    #expect("\(location.filePath)".hasSuffix("Tests/BriskTests/Reporting/CodeLocationTests.swift"))
    #expect(location.line == #line - 3)
    #expect(location.column == 32)
    #expect(location.fileName == "CodeLocationTests.swift")
    #expect(location.description == "BriskTests/CodeLocationTests.swift:\(#line - 6):32")
  }

  @Test func comparesEveryPart() {
    let one = CodeLocation(fileID: "A/B.swift", filePath: "/x/B.swift", line: 3, column: 4)
    #expect(one == CodeLocation(fileID: "A/B.swift", filePath: "/x/B.swift", line: 3, column: 4))
    #expect(one != CodeLocation(fileID: "A/B.swift", filePath: "/x/B.swift", line: 3, column: 5))
    #expect(one != CodeLocation(fileID: "A/C.swift", filePath: "/x/B.swift", line: 3, column: 4))
  }

  @Test func keepsLargeLinesAndClampsHugeColumns() {
    let location = CodeLocation(
      fileID: "A/B.swift", filePath: "/b", line: 3_000_000, column: 90_000)
    #expect(location.line == 3_000_000)
    #expect(location.column == 65_535)
  }
}

import Testing

@testable import Brisk

@Suite struct PlatformTests {
  @Test func recognizesXCTestBundles() {
    #expect(Platform.isXCTestBundle("/work/.build/debug/BriskPackageTests.xctest"))
    #expect(Platform.isXCTestBundle("/Users/me/DerivedData/MyAppTests.xctest/"))
    #expect(!Platform.isXCTestBundle("/work/.build/release/brisk-bench"))
    #expect(!Platform.isXCTestBundle("/Applications/MyApp.app"))
  }

  @Test func thisTestProcessRunsXCTest() {
    #expect(Platform.processRunsXCTest)
  }
}

import Testing

@testable import BriskSpyKit

@Suite struct PlatformTests {
  @Test func xcodeTemplatesLiveInTheHomeFolderOnMacOSOnly() {
    let folder = Platform.defaultXcodeTemplatesFolder(home: "/Users/ada")
    #if os(macOS)
      #expect(folder == "/Users/ada/Library/Developer/Xcode/Templates/File Templates/Brisk")
    #else
      #expect(folder == nil)
    #endif
  }
}

import Testing

@testable import BriskSpyKit

// The one file of these tests with a platform condition.
@Suite struct PlatformTests {
  @Test func xcodeTemplatesLiveInTheHomeFolderOnMacOSOnly() {
    let folder = Platform.defaultXcodeTemplatesFolder(home: "/Users/ada")
    let current = CommandEnvironment.current.defaultTemplatesFolder
    #if os(macOS)
      #expect(folder == "/Users/ada/Library/Developer/Xcode/Templates/File Templates/Brisk")
      #expect(current?.hasSuffix("/Library/Developer/Xcode/Templates/File Templates/Brisk") == true)
    #else
      #expect(folder == nil)
      #expect(current == nil)
    #endif
  }
}

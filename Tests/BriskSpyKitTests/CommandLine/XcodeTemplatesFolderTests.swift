import Testing

@testable import BriskSpyKit

// The one file of these tests with a platform condition.
@Suite struct XcodeTemplatesFolderTests {
  @Test func xcodeTemplatesLiveInTheHomeFolderOnMacOSOnly() {
    let folder = XcodeTemplatesFolder.defaultPath(home: "/Users/ada")
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

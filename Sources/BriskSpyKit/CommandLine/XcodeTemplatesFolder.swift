/// Where Xcode looks for a user's file templates, which `brisk templates install` writes into:
/// the one fact about the machine that `brisk` depends on.
enum XcodeTemplatesFolder {
  /// The folder, in a `Brisk` group of the user's file templates; `nil` where there is no Xcode.
  /// - Parameter home: The user's home folder.
  /// - Returns: The folder's path.
  static func defaultPath(home: String) -> String? {
    #if os(macOS)
      return home + "/Library/Developer/Xcode/Templates/File Templates/Brisk"
    #else
      return nil
    #endif
  }
}

// Every condition about the platform lives in this file.

/// Facts about the machine `brisk` runs on.
enum Platform {
  /// Where Xcode looks for the user's file templates, in a `Brisk` group; `nil` where there is
  /// no Xcode.
  static func defaultXcodeTemplatesFolder(home: String) -> String? {
    #if os(macOS)
      return home + "/Library/Developer/Xcode/Templates/File Templates/Brisk"
    #else
      return nil
    #endif
  }
}

import Foundation

/// The package's `Templates/` folder, which the generator, `brisk templates show` and
/// `brisk templates install` read: the one copy of the templates' text. It is found next to
/// this source file in the Brisk checkout SwiftPM builds from, or where `BRISK_TEMPLATES` says.
enum TemplateFolder {
  /// The environment variable that names another `Templates/` folder.
  static let environmentKey = "BRISK_TEMPLATES"

  /// Whether `BRISK_TEMPLATES` names the folder; `brisk spy` then reads the spy template there
  /// instead of using the one built into it.
  static var isOverridden: Bool {
    !(ProcessInfo.processInfo.environment[environmentKey] ?? "").isEmpty
  }

  /// The folder: `BRISK_TEMPLATES` if set, else `Templates/` at the root of this checkout.
  static var path: String {
    if let path = ProcessInfo.processInfo.environment[environmentKey], !path.isEmpty {
      return path
    }
    // This file is Sources/BriskSpyKit/Templates/TemplateFolder.swift.
    return URL(fileURLWithPath: "\(#filePath)").deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Templates").path
  }

  /// The text of the file at `relativePath` in the folder, or `nil` if it cannot be read.
  static func text(of relativePath: String) -> String? {
    FileManager.default.contents(atPath: path + "/" + relativePath).map {
      String(decoding: $0, as: UTF8.self)
    }
  }

  /// Why a template could not be read, for a person.
  static func missing(_ relativePath: String) -> String {
    "cannot read \(path)/\(relativePath); set \(environmentKey) to the Templates folder of "
      + "your Brisk checkout"
  }
}

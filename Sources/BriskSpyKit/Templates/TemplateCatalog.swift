import Foundation

/// One of Brisk's ready-to-copy templates.
public struct TemplateEntry: Hashable, Sendable {
  /// The name `brisk templates` uses, for example `protocol-spy`.
  public let name: String
  /// The file in `Templates/`, for example `ProtocolSpy.swift`.
  public let file: String
  /// The Xcode file template's folder in `Templates/Xcode/`, for example `Protocol Spy.xctemplate`.
  public let xcodeTemplate: String
  /// One line on what the template is for.
  public let summary: String
}

/// Brisk's templates, in the order `brisk templates list` shows them.
public enum TemplateCatalog {
  /// Every template.
  public static let all: [TemplateEntry] = [
    TemplateEntry(
      name: "protocol-spy", file: "ProtocolSpy.swift", xcodeTemplate: "Protocol Spy.xctemplate",
      summary: "A spy for any protocol; `brisk spy` writes it for you."),
    TemplateEntry(
      name: "class-spy", file: "ClassSpy.swift", xcodeTemplate: "Class Spy.xctemplate",
      summary: "A subclass spy for a non-final class; `brisk spy --class` writes it for you."),
    TemplateEntry(
      name: "navigation-delegate-spy", file: "NavigationDelegateSpy.swift",
      xcodeTemplate: "Navigation Delegate Spy.xctemplate",
      summary: "A spy for a navigation delegate: each destination is one case."),
    TemplateEntry(
      name: "controller-presenter-fake", file: "ControllerPresenterFake.swift",
      xcodeTemplate: "Controller Presenter Fake.xctemplate",
      summary: "A fake for your presenter protocol: transitions happen at once."),
    TemplateEntry(
      name: "animations-fake", file: "AnimationsFake.swift",
      xcodeTemplate: "Animations Fake.xctemplate",
      summary: "A fake for a static animations wrapper: animations run at once."),
    TemplateEntry(
      name: "alert-presenter-fake", file: "AlertPresenterFake.swift",
      xcodeTemplate: "Alert Presenter Fake.xctemplate",
      summary: "A fake for your alert protocol: alerts recorded, buttons tapped by title."),
  ]

  /// The placeholders each Xcode file template fills from its options, instead of leaving them
  /// for Tab: the new type's name and its protocol (or, for a class spy, its class).
  public static let xcodeSubstitutions: [(placeholder: String, macro: String)] = [
    ("<#Spy#>", "___FILEBASENAMEASIDENTIFIER___"),
    ("<#Protocol#>", "___VARIABLE_protocolName___"),
    ("<#Class#>", "___VARIABLE_className___"),
  ]

  /// The Swift file of an Xcode file template: the template's text with the type's and the
  /// protocol's names taken from the options of Xcode's New File dialog.
  /// - Parameter text: The template's text.
  /// - Returns: The text Xcode copies.
  public static func xcodeText(from text: String) -> String {
    xcodeSubstitutions.reduce(text) { text, substitution in
      text.replacingOccurrences(of: substitution.placeholder, with: substitution.macro)
    }
  }
}

import Foundation
import Testing

@testable import BriskSpyKit

/// Every template filled in as a person would, compared with golden files that
/// `.ci/check-templates` compiles against the protocols in `Tests/SpyHarness/TemplateSupport.swift`
/// and exercises. The protocol spy template is filled by the generator: see `CorpusTests`.
@Suite struct FilledTemplatesTests {
  struct Fill: CustomTestStringConvertible, Sendable {
    var template: String
    var values: [String: String]
    var testDescription: String { template }
  }

  static let fills = [
    Fill(
      template: "NavigationDelegateSpy.swift",
      values: [
        "Spy": "RecipeNavigatingSpy", "Protocol": "RecipeNavigating", "showDetail": "showRecipe",
        "for": "for", "item": "recipe", "Item": "Recipe", "showSettings": "showFavorites",
        "canLeave": "canClose",
      ]),
    Fill(
      template: "ControllerPresenterFake.swift",
      values: [
        "Spy": "ScreenPresenterFake", "Protocol": "ScreenPresenting",
        "UIViewController": "ScreenController", "import UIKit": "import Foundation",
      ]),
    Fill(
      template: "AnimationsFake.swift",
      values: ["Spy": "CardAnimationsFake", "Protocol": "CardAnimations"]),
    Fill(
      template: "AlertPresenterFake.swift",
      values: [
        "Spy": "AlbumAlertsFake", "Protocol": "AlbumAlerting", "showError": "showError",
        "Something went wrong": "Could not save", "OK": "OK", "confirmDeletion": "confirmDeletion",
        "Delete": "Delete", "Cancel": "Keep",
      ]),
  ]

  @Test(arguments: fills) func fillsEveryPlaceholder(_ fill: Fill) throws {
    let text = try #require(TemplateFolder.text(of: fill.template))
    let filled = try TemplateFilling(template: fill.template).fill(text, with: fill.values)
    #expect(!filled.contains("<#"))
    let golden = "Tests/BriskSpyKitTests/Filled/\(fill.template.dropLast(".swift".count)).swift.out"
    if Repository.isRecording {
      try filled.write(to: Repository.url(golden), atomically: true, encoding: .utf8)
    }
    #expect(
      filled == (try Repository.read(golden)),
      "run BRISK_RECORD=1 swift test --filter FilledTemplatesTests")
  }

  @Test func everySimpleTemplateIsFilledHere() {
    let simple = TemplateCatalog.all.map(\.file).filter {
      $0 != SpyTemplate.fileName && $0 != SpyTemplate.classFileName
    }
    #expect(Set(simple) == Set(Self.fills.map(\.template)))
  }

  @Test func aPlaceholderLeftWithoutValueIsNamed() throws {
    let text = try #require(TemplateFolder.text(of: "AnimationsFake.swift"))
    #expect(
      throws: TemplateError(
        template: "AnimationsFake.swift", line: 26, message: "placeholder <#Protocol#> has no value"
      )
    ) {
      try TemplateFilling(template: "AnimationsFake.swift").fill(text, with: ["Spy": "Fake"])
    }
  }
}

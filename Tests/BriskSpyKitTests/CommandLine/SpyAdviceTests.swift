import Testing

@testable import BriskSpyKit

/// The command line, not the generator, words what to do about a refused protocol.
@Suite struct SpyAdviceTests {
  private func refusal(
    _ selection: SpyRefusal.Selection, isClass: Bool = false, canBeSubclassed: Bool = true
  ) -> SpyRefusal {
    SpyRefusal(
      typeName: "Store", spyName: "StoreSpy", isClass: isClass,
      location: "Sources/App/Store.swift:1:10",
      messages: ["Sources/App/Store.swift:4:3: cannot generate a spy for Store: a reason"],
      selection: selection, canBeSubclassed: canBeSubclassed)
  }

  @Test(arguments: [
    (
      SpyRefusal.Selection.all, false,
      "write StoreSpy by hand from `brisk templates show protocol-spy`, or leave Store out: name "
        + "the protocols to spy on with --protocol"
    ),
    (
      .named, false,
      "write StoreSpy by hand from `brisk templates show protocol-spy`, or leave Store out: "
        + "remove it from --protocol (or from brisk-spy.json)"
    ),
    (
      .marked, false,
      "write StoreSpy by hand from `brisk templates show protocol-spy`, or leave Store out: "
        + "remove its // brisk:spy mark"
    ),
    (
      .named, true,
      "write StoreSpy by hand from `brisk templates show class-spy`, or leave Store out: remove "
        + "it from --class"
    ),
  ])
  func theNoteFollowsHowItWasSelected(
    _ selection: SpyRefusal.Selection, _ isClass: Bool, _ advice: String
  ) {
    #expect(
      SpyAdvice.note(for: refusal(selection, isClass: isClass))
        == "Sources/App/Store.swift:1:10: note: " + advice)
  }

  @Test func aClassNoSubclassCanStandInForIsOnlyLeftOut() {
    #expect(
      SpyAdvice.note(for: refusal(.named, isClass: true, canBeSubclassed: false))
        == "Sources/App/Store.swift:1:10: note: leave Store out: remove it from --class")
  }

  @Test func theReportPutsEachNoteAfterItsMessages() {
    let spies = GeneratedSpies(files: [], refusals: [refusal(.all), refusal(.marked)])
    #expect(
      SpyAdvice.report(spies)
        == [
          "Sources/App/Store.swift:4:3: cannot generate a spy for Store: a reason",
          SpyAdvice.note(for: refusal(.all)),
          "Sources/App/Store.swift:4:3: cannot generate a spy for Store: a reason",
          SpyAdvice.note(for: refusal(.marked)),
        ].joined(separator: "\n"))
  }
}

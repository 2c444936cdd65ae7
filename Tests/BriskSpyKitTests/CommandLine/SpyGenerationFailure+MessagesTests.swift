import Testing

@testable import BriskSpyKit

@Suite struct SpyGenerationFailureMessagesTests {
  @Test(arguments: [
    (SpySelectionProblem.spyNameIsNotATypeName("1Fake"), "--name 1Fake is not a Swift type name"),
    (.noClassNamed("Z", found: ["A", "B"]), "no class named Z; found A, B"),
    (.noClassNamed("Z", found: []), "no class named Z; found none"),
    (
      .spyNameForSeveral(["A", "B"], areClasses: true),
      "--name names one spy, but 2 classes are selected: A, B"
    ),
    (
      .spyNameForSeveral(["A", "B", "C"], areClasses: false),
      "--name names one spy, but 3 protocols are selected: A, B, C"
    ),
    (.noProtocolDeclared, "no protocol declaration found"),
    (
      .spyNameNeedsAProtocolName(declared: ["A", "B"]),
      "--name needs --protocol, because the file declares 2 protocols: A, B"
    ),
    (.noProtocolNamed("X", found: ["A"]), "no protocol named X; found A"),
    (.noProtocolNamed("X", found: []), "no protocol named X; found none"),
    (.noneMarked(found: ["A", "B"]), "no protocol is marked with // brisk:spy; found A, B"),
  ])
  func wordsEachSelectionProblemAtItsPath(_ problem: SpySelectionProblem, _ words: String) {
    let failure = SpyGenerationFailure(reasons: [.selection(path: "Sources/App", problem)])
    #expect(failure.messages == ["Sources/App: \(words)"])
  }

  @Test func printsOneMessageALineInOrder() {
    let failure = SpyGenerationFailure(reasons: [
      .problem("Sources/App/A.swift:1:10: cannot generate a spy for A: it is an enum"),
      .selection(path: "Sources/App", .noProtocolDeclared),
    ])
    #expect(
      failure.description
        == "Sources/App/A.swift:1:10: cannot generate a spy for A: it is an enum\n"
        + "Sources/App: no protocol declaration found")
  }
}

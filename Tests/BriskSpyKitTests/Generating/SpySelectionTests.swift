import Testing

@testable import BriskSpyKit

@Suite struct SpySelectionTests {
  private let source = """
    // brisk:spy
    protocol A {}
    protocol B {}
    // brisk:spy
    protocol C {}
    """

  private func select(
    _ source: String, names: [String] = [], marked: Bool = false, spyName: String? = nil,
    allowsNone: Bool = false
  ) -> Result<[String], SpyGenerationFailure> {
    var request = SpyRequest(source: source, path: "Sources/App", spyName: spyName)
    request.protocolNames = names
    request.includesMarked = marked
    return SpySelection.select(from: SourceParser.parse(source), request, allowsNone: allowsNone)
      .map { $0.map(\.name) }
  }

  @Test func classesOnlyWhenNamedWithClassOrMarked() throws {
    let source = """
      protocol P {}
      class A {}
      // brisk:spy
      class B {}
      """
    let file = SourceParser.parse(source)
    var request = SpyRequest(source: source, path: "Sources/App")
    #expect(try SpySelection.select(from: file, request).get().map(\.name) == ["P"])
    request.classNames = ["A"]
    #expect(try SpySelection.select(from: file, request).get().map(\.name) == ["A"])
    request.includesMarked = true
    #expect(try SpySelection.select(from: file, request).get().map(\.name) == ["A", "B"])
    request.classNames = ["Z"]
    #expect(
      SpySelection.select(from: file, request).map { $0.map(\.name) }
        == .failure(SpyGenerationFailure(messages: ["Sources/App: no class named Z; found A, B"])))
    request.classNames = ["A", "B"]
    request.includesMarked = false
    request.spyName = "Spy"
    #expect(
      SpySelection.select(from: file, request).map { $0.map(\.name) }
        == .failure(
          SpyGenerationFailure(messages: [
            "Sources/App: --name names one spy, but 2 classes are selected: A, B"
          ])))
  }

  @Test func everyProtocolUnlessSomeAreNamedOrMarked() throws {
    #expect(try select(source).get() == ["A", "B", "C"])
    #expect(try select(source, names: ["C", "B"]).get() == ["B", "C"])
    #expect(try select(source, marked: true).get() == ["A", "C"])
    #expect(try select(source, names: ["B"], marked: true).get() == ["A", "B", "C"])
  }

  @Test func nothingSelectedIsFineWhenEachFileHasItsOwnOutput() throws {
    #expect(try select("protocol B {}", marked: true, allowsNone: true).get() == [])
    #expect(try select("struct S {}", marked: true, allowsNone: true).get() == [])
  }

  @Test(arguments: [
    ("protocol B {}", [String](), true, nil, "no protocol is marked with // brisk:spy; found B"),
    (
      "protocol A {}", ["X", "Y"], false, nil,
      "no protocol named X; found A\nSources/App: no protocol named Y; found A"
    ),
    (
      "// brisk:spy\nprotocol A {}\n// brisk:spy\nprotocol B {}", [], true, "Fake",
      "--name names one spy, but 2 protocols are selected: A, B"
    ),
  ])
  func explainsWhatItCannotSelect(
    _ source: String, _ names: [String], _ marked: Bool, _ spyName: String?, _ expected: String
  ) {
    switch select(source, names: names, marked: marked, spyName: spyName) {
    case .success: Issue.record("selected protocols")
    case .failure(let failure): #expect(failure.description == "Sources/App: \(expected)")
    }
  }

  @Test func aNameNoFileDeclaresIsReportedEvenWithNoProtocolAtAll() {
    switch select("struct S {}", names: ["X"], allowsNone: true) {
    case .success: Issue.record("selected protocols")
    case .failure(let failure):
      #expect(failure.description == "Sources/App: no protocol named X; found none")
    }
  }
}

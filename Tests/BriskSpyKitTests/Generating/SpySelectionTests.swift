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
        == .failure(failure(.noClassNamed("Z", found: ["A", "B"]))))
    request.classNames = ["A", "B"]
    request.includesMarked = false
    request.spyName = "Spy"
    #expect(
      SpySelection.select(from: file, request).map { $0.map(\.name) }
        == .failure(failure(.spyNameForSeveral(["A", "B"], areClasses: true))))
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
    ("protocol B {}", [String](), true, nil, [SpySelectionProblem.noneMarked(found: ["B"])]),
    (
      "protocol A {}", ["X", "Y"], false, nil,
      [.noProtocolNamed("X", found: ["A"]), .noProtocolNamed("Y", found: ["A"])]
    ),
    (
      "// brisk:spy\nprotocol A {}\n// brisk:spy\nprotocol B {}", [], true, "Fake",
      [.spyNameForSeveral(["A", "B"], areClasses: false)]
    ),
    (
      "protocol A {}\nprotocol B {}", [], false, "Fake",
      [.spyNameNeedsAProtocolName(declared: ["A", "B"])]
    ),
    ("struct S {}", [], false, nil, [.noProtocolDeclared]),
    ("protocol A {}", [], false, "1Fake", [.spyNameIsNotATypeName("1Fake")]),
  ])
  func explainsWhatItCannotSelect(
    _ source: String, _ names: [String], _ marked: Bool, _ spyName: String?,
    _ expected: [SpySelectionProblem]
  ) {
    #expect(
      select(source, names: names, marked: marked, spyName: spyName)
        == .failure(failure(expected)))
  }

  @Test func aNameNoFileDeclaresIsReportedEvenWithNoProtocolAtAll() {
    #expect(
      select("struct S {}", names: ["X"], allowsNone: true)
        == .failure(failure(.noProtocolNamed("X", found: []))))
  }

  /// The failure `select` returns for `problems`, at the request's path.
  private func failure(_ problems: SpySelectionProblem...) -> SpyGenerationFailure {
    failure(problems)
  }

  private func failure(_ problems: [SpySelectionProblem]) -> SpyGenerationFailure {
    SpyGenerationFailure(reasons: problems.map { .selection(path: "Sources/App", $0) })
  }
}

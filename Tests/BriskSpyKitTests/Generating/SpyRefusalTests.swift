import Testing

@testable import BriskSpyKit

@Suite struct SpyRefusalTests {
  private let source = """
    protocol A { func a() }
    protocol B { func + () }
    """

  private func request(_ configure: (inout SpyRequest) -> Void = { _ in }) -> SpyRequest {
    var request = SpyRequest(source: source, path: "Sources/App/File.swift")
    configure(&request)
    return request
  }

  @Test func namesTheRefusedProtocolAndWritesTheOthers() throws {
    let spies = try SpyGenerator.generate(request()).get()
    #expect(spies.files.map(\.protocols) == [["A"]])
    #expect(spies.files[0].text.contains("final class ASpy: A {"))
    #expect(
      spies.refusals == [
        SpyRefusal(
          typeName: "B", spyName: "BSpy", isClass: false,
          location: "Sources/App/File.swift:2:10",
          messages: [
            "Sources/App/File.swift:2:19: cannot generate a spy for B: operator requirements are "
              + "not supported (func +)"
          ],
          selection: .all, canBeSubclassed: true)
      ])
    #expect(spies.problems == spies.refusals[0].messages)
  }

  @Test func theRefusalSaysHowTheProtocolWasSelected() throws {
    let named = try SpyGenerator.generate(request { $0.protocolName = "B" }).get()
    #expect(named.refusals.map(\.selection) == [.named])
    let marked = try SpyGenerator.generate(
      request {
        $0.files[0].text = "// brisk:spy\nprotocol B { func + () }"
        $0.includesMarked = true
      }
    ).get()
    #expect(marked.refusals.map(\.selection) == [.marked])
  }

  @Test func failingOnRefusalWritesNothingInEitherLayout() {
    for layout in [SpyGenerator.Options.Layout.oneFile, .filePerSource] {
      #expect(
        SpyGenerator.generate(request(), options: .init(layout: layout, failsOnRefusal: true))
          == .failure(
            SpyGenerationFailure(reasons: [
              .problem(
                "Sources/App/File.swift:2:19: cannot generate a spy for B: operator requirements "
                  + "are not supported (func +)")
            ])))
    }
  }

  @Test func noSpyAtAllGivesAnEmptyFile() throws {
    let spies = try SpyGenerator.generate(request { $0.protocolName = "B" }).get()
    #expect(spies.files == [SpyFile(text: "", protocols: [])])
  }
}

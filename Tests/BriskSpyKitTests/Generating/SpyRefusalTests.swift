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
    let spies = try SpyGenerator.generateWhatCan(request()).get()
    #expect(spies.files.map(\.protocols) == [["A"]])
    #expect(spies.files[0].text.contains("final class ASpy: A {"))
    #expect(
      spies.refusals == [
        SpyRefusal(
          protocolName: "B",
          messages: [
            "Sources/App/File.swift:2:19: cannot generate a spy for B: operator requirements are "
              + "not supported (func +)"
          ],
          note: "Sources/App/File.swift:2:10: note: write BSpy by hand from `brisk templates show "
            + "protocol-spy`, or leave B out: name the protocols to spy on with --protocol")
      ])
    #expect(spies.problems == spies.refusals[0].messages)
    #expect(
      spies.report
        == (spies.refusals[0].messages + [spies.refusals[0].note]).joined(separator: "\n"))
  }

  @Test func theAdviceFollowsHowTheProtocolWasSelected() throws {
    let named = try SpyGenerator.generateWhatCan(request { $0.protocolName = "B" }).get()
    #expect(
      named.refusals[0].note.hasSuffix(
        "leave B out: remove it from --protocol (or from "
          + "brisk-spy.json)"))
    let marked = try SpyGenerator.generateWhatCan(
      request {
        $0.files[0].text = "// brisk:spy\nprotocol B { func + () }"
        $0.includesMarked = true
      }
    ).get()
    #expect(marked.refusals[0].note.hasSuffix("leave B out: remove its // brisk:spy mark"))
  }

  @Test func theStrictFormsFailOnAnyRefusal() {
    #expect(throws: SpyGenerationFailure.self) { try SpyGenerator.generate(request()).get() }
    #expect(throws: SpyGenerationFailure.self) { try SpyGenerator.generateEach(request()).get() }
  }

  @Test func noSpyAtAllGivesAnEmptyFile() throws {
    let spies = try SpyGenerator.generateWhatCan(request { $0.protocolName = "B" }).get()
    #expect(spies.files == [SpyFile(text: "", protocols: [])])
  }
}

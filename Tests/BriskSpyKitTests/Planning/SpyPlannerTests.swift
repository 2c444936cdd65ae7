import Testing

@testable import BriskSpyKit

@Suite struct SpyPlannerTests {
  @Test func isolationFollowsTheProtocol() throws {
    #expect(try plan("protocol P {}").get().isolation == .none)
    #expect(try plan("protocol P: Sendable {}").get().isolation == .sendable)
    #expect(try plan("protocol P: AnyObject & Sendable {}").get().isolation == .sendable)
    #expect(try plan("@MainActor protocol P: Sendable {}").get().isolation == .mainActor)
    #expect(try plan("protocol P: Sendable, Actor {}").get().isolation == .actor)
    #expect(
      try plan("protocol P: Base {}\n@MainActor protocol Base {}").get().isolation == .mainActor)
  }

  @Test func inheritedRequirementsComeFirstAndOnce() throws {
    let spy = try plan(
      """
      protocol Child: Parent { func own(); func shared() }
      protocol Parent: Grand { func shared() }
      protocol Grand: Child { var name: String { get } }
      """
    ).get()
    let names = spy.members.map { member -> String in
      switch member {
      case .method(let method): method.displayName
      case .property(let property): property.name
      }
    }
    #expect(names == ["name", "shared()", "own()"])
  }

  @Test func overloadsThatDifferOnlyByResultAreBothSpiedOn() throws {
    let spy = try plan(
      "protocol P {\n  func value(for key: String) -> String?\n  func value(for key: String) -> Data?\n}"
    ).get()
    #expect(spy.methods.map(\.returnType) == ["String?", "Data?"])
    #expect(spy.methods.map(\.name) == ["valueForReturningString", "valueForReturningData"])
  }

  @Test func availabilityIsRepeated() throws {
    let spy = try plan("@available(iOS 15, *) @available(*, deprecated) protocol P {}").get()
    #expect(spy.availability == ["@available(iOS 15, *)", "@available(*, deprecated)"])
  }

  @Test(arguments: [
    ("@objc protocol P {}", "1:1: @objc protocols are not supported"),
    (
      "@DatabaseActor protocol P {}",
      "1:1: global actors other than @MainActor are not supported (@DatabaseActor)"
    ),
    (
      "protocol P: DistributedActor {}",
      "1:13: actor protocols are not supported (it inherits from DistributedActor)"
    ),
    (
      "protocol P: Codable {}",
      "1:13: it inherits from Codable, which is not declared in the files read; pass the file or "
        + "the folder that declares Codable too"
    ),
    (
      "protocol P { var log: Int { get } }",
      "1:18: requirement log clashes with the spy's call log, which is named log"
    ),
    (
      "protocol P { func log() }",
      "1:19: requirement log clashes with the spy's call log, which is named log"
    ),
    (
      "protocol P { static func resetStatics() }",
      "1:26: requirement resetStatics clashes with the spy's resetStatics(), which resets its "
        + "static members"
    ),
  ])
  func reportsWhatItCannotSpyOn(_ source: String, _ expected: String) {
    #expect(planProblems(source) == [expected])
  }

  @Test func reportsAParentsProblemsToo() {
    #expect(
      planProblems("protocol P: Q {}\nprotocol Q { subscript<T>(i: T) -> Int { get } }")
        == ["2:23: generic subscripts are not supported"])
  }

  @Test func aVeryLongInheritanceChainIsReported() {
    let source =
      (0..<100).map { "protocol P\($0): P\($0 + 1) { func f\($0)() }" }.joined(separator: "\n")
      + "\nprotocol P100 {}"
    #expect(planProblems(source) == ["65:10: its chain of inherited protocols is too long"])
  }

  @Test func aMethodWithArgumentsMayShareTheLogsName() throws {
    #expect(
      try plan("protocol P { func log(_ message: String) }").get().methods.map(\.name) == ["log"])
  }
}

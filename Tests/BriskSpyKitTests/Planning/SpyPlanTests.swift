import Testing

@testable import BriskSpyKit

@Suite struct SpyPlanTests {
  @Test func signaturesWrapOneParameterALine() {
    let signature = SignaturePlan(
      name: "load", parameters: ["id: Int", "force: Bool"], suffix: " async -> User")
    #expect(signature.singleLine == "load(id: Int, force: Bool) async -> User")
    #expect(
      signature.wrapped(indentation: "  ") == """
        load(
            id: Int,
            force: Bool
          ) async -> User
        """)
    let empty = SignaturePlan(name: "reload", parameters: [], suffix: "")
    #expect(empty.wrapped(indentation: "  ") == "reload()")
  }

  @Test func initValuesComeFromMethodsAndPropertiesInOrder() throws {
    let spy = try plan(
      """
      protocol P {
        var user: User { get }
        var count: Int { get }
        func make() -> Widget
        func name() -> String
      }
      """
    ).get()
    #expect(spy.initValues.map(\.name) == ["user", "makeReturnValue"])
    #expect(spy.initValues.map(\.type) == ["User", "Widget"])
    #expect(spy.methods.map(\.name) == ["make", "name"])
  }

  @Test func functionTypedInitValuesEscape() throws {
    let spy = try plan(
      """
      typealias Tick = (Int) -> Void
      protocol P {
        var now: () -> Date { get }
        var onTick: Tick { get set }
        var onDone: (() -> Void)? { get }
        func resolver(for route: Route) -> (URL) -> Bool
        func makeJob() -> @Sendable () async -> Void
      }
      """
    ).get()
    #expect(
      spy.initValues.map(\.type) == [
        "@escaping () -> Date", "@escaping Tick", "@escaping (URL) -> Bool",
        "@escaping @Sendable () async -> Void",
      ])
    #expect(spy.methods.map(\.returnStubType) == ["(URL) -> Bool", "@Sendable () async -> Void"])
  }

  @Test func staticStubsAreWhatResetStaticsPutsBack() throws {
    let spy = try plan(
      """
      protocol P {
        static var isOn: Bool { get set }
        static func load() throws -> Int
        static func tap()
        func instance() -> Int
      }
      """
    ).get()
    #expect(
      spy.staticStubs.map(\.name) == [
        "isOn", "loadError", "loadReturnValue", "loadHandler", "tapHandler",
      ])
    #expect(spy.staticStubs.map(\.firstValue) == ["false", "nil", "nil", "nil", "nil"])
  }
}

import Testing

@testable import BriskSpyKit

@Suite struct ParameterPlanTests {
  private func parameters(_ declaration: String) -> [ParameterPlan] {
    let file = SourceParser.parse("protocol P { \(declaration) }")
    guard let protocolSyntax = file.protocols.first,
      case .method(let syntax) = protocolSyntax.members.last
    else { return [] }
    let planner = SpyPlanner(file: file, spyName: "PSpy")
    return planner.parameterPlans(for: syntax, bodyNames: ["log", "fCalls"])
  }

  @Test func declarationsKeepLabelsAndNames() {
    let plans = parameters("func f(_ a: Int, b: Int, c d: Int, e _: Int, _: Int)")
    #expect(
      plans.map(\.declaration) == ["_ a: Int", "b: Int", "c d: Int", "e: Int", "_ argument: Int"])
  }

  @Test func namesThatWouldHideTheSpysOwnAreRenamed() {
    let plans = parameters("func f(log: String, fCalls: Int, logValue: Int)")
    #expect(plans.map(\.name) == ["logValue", "fCallsValue", "logValueValue"])
    #expect(
      plans.map(\.declaration) == [
        "log logValue: String", "fCalls fCallsValue: Int", "logValue logValueValue: Int",
      ])
    #expect(plans.map(\.tupleLabel) == ["log", "fCalls", "logValue"])
  }

  @Test func keywordsAreEscaped() {
    let plans = parameters("func f(for: Int, in value: Int)")
    #expect(plans.map(\.declaration) == ["`for`: Int", "in value: Int"])
    #expect(plans.map(\.recordedValue) == ["`for`", "value"])
  }

  @Test func eachKindOfParameterIsRecordedAsItCanBe() {
    let plans = parameters(
      "func f(_ a: inout Int, _ b: String..., _ c: () -> Void, _ d: @escaping () -> Void, _ e: @autoclosure () -> String, _ g: (() -> Void)?, _ h: @autoclosure () throws -> Int)"
    )
    #expect(
      plans.map(\.recording) == [.value, .value, .omitted, .value, .evaluated, .value, .omitted])
    #expect(
      plans.map(\.storedType) == [
        "Int", "[String]", "() -> Void", "() -> Void", "String", "(() -> Void)?",
        "() throws -> Int",
      ])
    #expect(
      plans.map(\.handlerType) == [
        "inout Int", "[String]", "() -> Void", "@escaping () -> Void", "() -> String",
        "(() -> Void)?",
        "() throws -> Int",
      ])
    #expect(plans.map(\.handlerArgument) == ["&a", "b", "c", "d", "e", "g", "h"])
    #expect(plans[4].recordedValue == "e()")
  }

  @Test func aliasesOfClosureTypesAreClosures() {
    let plans = parameters(
      "typealias Done = (Bool) -> Void\nfunc f(_ a: Done, _ b: @escaping Done)")
    #expect(plans.map(\.recording) == [.omitted, .value])
  }

  @Test func genericAliasesOfClosureTypesAreClosures() {
    let plans = parameters(
      """
      typealias Completion<T> = (Result<T, any Error>) -> Void
      func f(_ a: Completion<Int>, _ b: @escaping Completion<[String]>, _ c: Completion<Int>?)
      """)
    #expect(plans.map(\.recording) == [.omitted, .value, .value])
    #expect(
      plans.map(\.storedType) == ["Completion<Int>", "Completion<[String]>", "Completion<Int>?"])
  }

  @Test func opaqueArgumentsAreKeptAndHandedOnAsExistentials() {
    let plans = parameters("func f(_ urls: some Collection<URL>, values: some Sequence<Int>...)")
    #expect(
      plans.map(\.declaration) == ["_ urls: some Collection<URL>", "values: some Sequence<Int>..."])
    #expect(plans.map(\.storedType) == ["any Collection<URL>", "[any Sequence<Int>]"])
    #expect(plans.map(\.handlerType) == ["any Collection<URL>", "[any Sequence<Int>]"])
  }
}

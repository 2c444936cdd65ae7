import BriskCore
import Testing

private final class Screen {}
private struct Point {
  var x: Int
  var y: Int
}
private enum Theme {
  case dark
  case custom(name: String)
}
private struct Boom: Error {}
private enum LoadError: Error {
  case offline
  case denied(code: Int)
}

private enum Described: Error, CustomStringConvertible {
  case offline
  var description: String { "The network is offline" }
}

private enum Checkout {
  enum Failure: Error { case declined }
}

/// Describes itself the way `NSObject` does by default.
private final class LooksLikeNSObject: CustomStringConvertible {
  var description: String { "<Brisk.LooksLikeNSObject: 0x600000c04000>" }
}

private final class SaysItsName: CustomStringConvertible {
  var description: String { "a named thing" }
}

@Suite struct StringifyTests {
  @Test func scalarsAndStrings() {
    #expect(stringify(1) == "1")
    #expect(stringify(2.5) == "2.5")
    #expect(stringify(true) == "true")
    #expect(stringify("a \"quote\"\n") == #""a \"quote\"\n""#)
    #expect(stringify(Character("x")) == #""x""#)
    #expect(stringify("ab".dropFirst()) == #""b""#)
    #expect(stringify(Int.self) == "Int")
  }

  @Test func optionalsShowTheirValueOrNil() {
    #expect(stringify(Optional(3) as Any?) == "3")
    #expect(stringify(nil as Int?) == "nil")
    #expect(stringify(Optional(Optional(3) as Any)) == "3")
    #expect(stringify(Optional<Int?>.some(nil) as Any?) == "nil")
    #expect(stringify([1, nil] as [Int?]) == "[1, nil]")
  }

  @Test func collectionsSetsAndDictionariesAreStable() {
    #expect(stringify([1, 2]) == "[1, 2]")
    #expect(stringify(["a"]) == #"["a"]"#)
    #expect(stringify(Set([10, 2, 1])) == "[1, 2, 10]")
    #expect(stringify(["b": 1, "a": 2]) == #"["a": 2, "b": 1]"#)
    #expect(stringify([String: Int]()) == "[:]")
    #expect(stringify((1, "a")) == #"(1, "a")"#)
    #expect(stringify((x: 1, y: 2)) == "(x: 1, y: 2)")
  }

  @Test func typesWithoutADescription() {
    #expect(stringify(Screen()) == "Screen")
    #expect(stringify(Point(x: 1, y: 2)) == "Point(x: 1, y: 2)")
    #expect(stringify(Theme.dark) == "dark")
    #expect(stringify(1...3) == "1...3")
    #expect(stringify(5...) == "5...")
    #expect(stringify(...5) == "...5")
    #expect(stringify(..<5) == "..<5")
  }

  @Test func largeValuesShowTheElidedCount() {
    #expect(stringify(Array(0..<40)).hasSuffix(", 30, 31, … (8 more)]"))
    let long = String(repeating: "a", count: 1_200)
    #expect(
      stringify(long) == "\"" + String(repeating: "a", count: 1_000) + "…\" (200 more characters)")
  }

  @Test func errorsNameTheirTypeForEnumCases() {
    #expect(stringify(error: LoadError.offline) == "LoadError.offline")
    #expect(stringify(error: LoadError.denied(code: 3)) == "LoadError.denied(code: 3)")
    #expect(stringify(error: Boom()) == "Boom()")
  }

  @Test func errorsWithTheirOwnDescriptionKeepIt() {
    #expect(stringify(error: Described.offline) == "The network is offline")
    #expect(stringify(error: Checkout.Failure.declined) == "Checkout.Failure.declined")
  }

  @Test func objectsWithTheDefaultObjectDescriptionShowTheirTypeName() {
    #expect(stringify(LooksLikeNSObject()) == "LooksLikeNSObject")
    #expect(stringify(SaysItsName()) == "a named thing")
  }
}

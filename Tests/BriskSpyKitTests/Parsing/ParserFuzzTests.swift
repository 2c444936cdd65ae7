import Foundation
import Testing

@testable import BriskSpyKit

/// A bounded random-input test: the generator meets random bytes, truncated files, unbalanced
/// braces and shuffled tokens, and must answer every one with a spy or with messages, never a
/// crash or a hang. The seed is fixed, so a failure reproduces.
///
/// Each input is followed by `Task.yield()`: the tests are long and synchronous, and run beside
/// the rest of the suite on as many threads as there are cores; without it, two of them held
/// both threads of a two-core machine for half a minute, and the polls of other tests with them.
@Suite struct ParserFuzzTests {
  /// SplitMix64: small, fast and the same on every platform.
  struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var value = state
      value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
      value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
      return value ^ (value >> 31)
    }
  }

  static let seeds: [String] = {
    let corpus = (try? Repository.files(under: "Tests/BriskSpyKitTests/Corpus")) ?? []
    return corpus.filter { $0.hasSuffix(".swift.in") }.compactMap {
      try? Repository.read("Tests/BriskSpyKitTests/Corpus/\($0)")
    }
  }()

  static let fragments = [
    "{", "}", "(", ")", "<", ">", "[", "]", "\"", "\"\"\"", "#\"", "/*", "*/", "//", "\n", "@",
    "protocol", "func", "var", "static", "async", "throws", "->", "...", "inout", "`", "#if",
    "some", "any", "&", "?", "!", ":", ",", "=", "\\(", "associatedtype", "Self", "\u{0}", "é",
    "class", "final", "override", "let", "get", "set", "didSet", "init", "private(set)",
  ]

  /// Runs the whole pipeline; returns whether it produced a spy.
  @discardableResult
  private func check(_ source: String) -> Bool {
    switch generate(source) {
    case .success(let text):
      #expect(!text.contains("<#"), "a placeholder was left in a spy")
      #expect(text.contains("final class") || text.contains("\nactor "))
      return true
    case .failure(let failure):
      #expect(!failure.messages.isEmpty)
      #expect(failure.messages.allSatisfy { !$0.isEmpty })
      return false
    }
  }

  /// Runs the whole pipeline for a class spy of every class in `source`, as `--class` does;
  /// returns whether it produced a spy.
  @discardableResult
  private func checkClasses(_ source: String) -> Bool {
    let names = SourceParser.parse(source).classes.map(\.name)
    guard !names.isEmpty else { return false }
    var request = SpyRequest(source: source, path: "Sources/App/File.swift")
    request.classNames = names
    switch SpyGenerator.generate(request) {
    case .success(let spies):
      #expect(!spies.files[0].text.contains("<#"), "a placeholder was left in a spy")
      #expect(spies.refusals.allSatisfy { !$0.messages.isEmpty })
      return !spies.files[0].protocols.isEmpty
    case .failure(let failure):
      #expect(!failure.messages.isEmpty)
      return false
    }
  }

  /// `seed` with one to four random edits: a character removed, a fragment inserted, or a run
  /// of up to 40 characters cut.
  static func mutated(_ seed: String, using random: inout SeededGenerator) -> [Character] {
    var characters = Array(seed)
    for _ in 0..<Int.random(in: 1...4, using: &random) {
      guard !characters.isEmpty else { break }
      let index = Int.random(in: 0..<characters.count, using: &random)
      switch Int.random(in: 0..<3, using: &random) {
      case 0: characters.remove(at: index)
      case 1:
        let fragment = fragments.randomElement(using: &random) ?? "{"
        characters.insert(contentsOf: fragment, at: index)
      default:
        let end = min(characters.count, index + Int.random(in: 1...40, using: &random))
        characters.removeSubrange(index..<end)
      }
    }
    return characters
  }

  @Test func mutatedClasses() async {
    var random = SeededGenerator(state: 4)
    var spies = 0
    for seed in Self.seeds where !SourceParser.parse(seed).classes.isEmpty {
      for _ in 0..<80 {
        let characters = Self.mutated(seed, using: &random)
        if checkClasses(String(characters)) { spies += 1 }
        let prefix = Int.random(in: 0...characters.count, using: &random)
        checkClasses(String(characters.prefix(prefix)))
        await Task.yield()
      }
    }
    #expect(spies > 0, "some mutations should still be valid classes")
  }

  @Test func pathologicalClasses() async {
    for source in [
      String(repeating: "class C { ", count: 2_000),
      "class C {" + String(repeating: "func f() {", count: 5_000),
      "class C { var x: Int {" + String(repeating: "get {", count: 5_000),
      "class C { var x = " + String(repeating: "(", count: 5_000),
      "class C { var x: Int = 1 {" + String(repeating: "didSet {", count: 5_000),
      "class C {" + String(repeating: "func f(a: Int = (", count: 3_000),
      "class C {" + String(repeating: "var x: Int { get set }\n", count: 2_000) + "}",
      (0..<300).map { "class C\($0): C\($0 + 1) {}" }.joined(separator: "\n"),
      "final class C {" + String(repeating: "let a = 1\n", count: 3_000) + "}",
      "class C {" + String(repeating: "}", count: 10_000),
    ] {
      checkClasses(source)
      await Task.yield()
    }
  }

  @Test func theSeedsAreTheCorpus() {
    #expect(Self.seeds.count >= 25)
  }

  @Test func randomBytes() async {
    var random = SeededGenerator(state: 1)
    for _ in 0..<300 {
      let count = Int.random(in: 0..<600, using: &random)
      let bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &random) }
      check(String(decoding: bytes, as: UTF8.self))
      await Task.yield()
    }
  }

  @Test func truncatedFiles() async {
    var random = SeededGenerator(state: 2)
    for seed in Self.seeds {
      let characters = Array(seed)
      for _ in 0..<20 {
        check(String(characters.prefix(Int.random(in: 0...characters.count, using: &random))))
        await Task.yield()
      }
    }
  }

  @Test func mutatedFiles() async {
    var random = SeededGenerator(state: 3)
    var spies = 0
    for seed in Self.seeds {
      for _ in 0..<40 {
        let characters = Self.mutated(seed, using: &random)
        if check(String(characters)) { spies += 1 }
        await Task.yield()
      }
    }
    #expect(spies > 0, "some mutations should still be valid protocols")
  }

  @Test func pathologicalShapes() async {
    for source in [
      String(repeating: "{", count: 50_000), String(repeating: "}", count: 50_000),
      "protocol P {" + String(repeating: "func f(", count: 5_000),
      "protocol P { var x: " + String(repeating: "[", count: 5_000),
      "protocol P { func f() -> " + String(repeating: "(", count: 5_000),
      String(repeating: "protocol P { ", count: 2_000),
      String(repeating: "/*", count: 10_000) + "protocol P {}",
      String(repeating: "\"\\(", count: 10_000),
      "protocol P { func f(" + String(repeating: "a: Int, ", count: 3_000) + ") }",
      String(repeating: "@", count: 20_000) + "protocol P {}",
      "protocol P {" + String(repeating: "func f()\n", count: 3_000) + "}",
      (0..<3_000).map { "protocol P\($0): P\($0 + 1) {}" }.joined(separator: "\n"),
      "protocol P {"
        + String(repeating: "func f(_ a: Int)\nvar fCalls: Int { get }\n", count: 1_000)
        + "}",
    ] {
      check(source)
      await Task.yield()
    }
  }
}

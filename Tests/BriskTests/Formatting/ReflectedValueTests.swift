import BriskCore
import BriskTestSupport
import Testing

/// Not private, so that Swift prints its name the same way in every run.
indirect enum ReflectedChain: Equatable {
  case end
  case link(ReflectedChain)

  static func deep(_ depth: Int) -> ReflectedChain {
    (0..<depth).reduce(ReflectedChain.end) { chain, _ in .link(chain) }
  }
}

private struct Crate: Equatable {
  var label: String
  var inner: [Int]
}

private indirect enum Tree: Equatable {
  case leaf
  case node(name: String, next: Tree)
}

@Suite struct ReflectedValueTests {
  @Test func aTenThousandDeepEnumIsCutAtItsShare() {
    let (expected, actual) = (ReflectedChain.deep(10_000), ReflectedChain.deep(9_999))
    let messages = withFailureMessageLimit(time: .seconds(60)) {
      failureMessages { expect(actual).to(equal(expected)) }
    }
    // 100 levels deep at most, then the marker.
    let cut = String(repeating: "link(", count: 100) + "… (rest not shown)"
    let path = String(repeating: ".link", count: 8)
    #expect(
      messages == [
        "expected to equal <\(cut)>, got <\(cut)>\n"
          + "differences:\n"
          + "  \(path): expected <\(cut)>, got <\(cut)>"
      ])
  }

  @Test func smallValuesArePrintedAsSwiftPrintsThem() {
    #expect(stringify(Crate(label: "a", inner: [1, 2])) == #"Crate(label: "a", inner: [1, 2])"#)
    #expect(
      stringify(ReflectedChain.deep(2))
        == "link(BriskTests.ReflectedChain.link(BriskTests.ReflectedChain.end))")
  }

  @Test func largeStructsShowTheirFieldsUntilTheShareIsSpent() {
    let crate = Crate(label: String(repeating: "x", count: 2_000), inner: Array(0..<10))
    let label = String(repeating: "x", count: 1_000)
    #expect(
      stringify(crate)
        == "Crate(label: \"\(label)…\" (1,000 more characters)… (rest not shown)")
  }

  @Test func payloadsWithLabelsKeepThem() {
    let tree = (0..<300).reduce(Tree.leaf) { tree, index in .node(name: "n\(index)", next: tree) }
    let text = stringify(tree)
    #expect(text.hasPrefix(#"node(name: "n299", next: node(name: "n298", next: node("#))
    #expect(text.hasSuffix("… (rest not shown)"))
    #expect(text.count <= 1_000 + 100)
  }
}

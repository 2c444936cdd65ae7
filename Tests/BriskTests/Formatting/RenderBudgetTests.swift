import BriskTestSupport
import Foundation
import Testing

@testable import BriskCore

/// Describes itself slowly: longer than the whole time limit of the tests below.
private struct Slow: Equatable, CustomStringConvertible {
  var description: String {
    Thread.sleep(forTimeInterval: 0.06)
    return "slow"
  }
}

/// A tree whose description describes all of it.
private final class Outline: Equatable, CustomStringConvertible {
  let children: [Outline]

  init(width: Int, depth: Int) {
    children = depth == 0 ? [] : (0..<width).map { _ in Outline(width: width, depth: depth - 1) }
  }

  var description: String { "node\(children)" }

  static func == (lhs: Outline, rhs: Outline) -> Bool {
    lhs.children == rhs.children
  }
}

@Suite struct RenderBudgetTests {
  @Test func renderingStopsOnceTheTimeIsUp() {
    let messages = withFailureMessageLimit(time: .milliseconds(50)) {
      failureMessages {
        expect(Array(repeating: Slow(), count: 9)).to(equal(Array(repeating: Slow(), count: 10)))
      }
    }
    // The first value gets its first element; after that, with the time spent, descriptions
    // are skipped and elements left out, each counted.
    #expect(
      messages == [
        "expected to equal <[slow, … (9 more)]>, got <[Slow(…), … (8 more)]>\n"
          + "count: expected 10, got 9\n"
          + "first difference at index 9: expected <slow>, got end of collection\n"
          + "missing: <[Slow(…)]>"
      ])
  }

  @Test func oneMessageSharesOneBudget() {
    let budgets = RenderBudget.run { outer in RenderBudget.run { inner in (outer, inner) } }
    #expect(budgets.0.deadline == budgets.1.deadline)
    #expect(RenderBudget.current.deadline > budgets.0.deadline)
  }

  @Test func aLongRecursiveDescriptionIsCut() {
    // 111,111 nodes: a description of about 0.7 MB.
    let tree = Outline(width: 10, depth: 5)
    let pruned = Outline(width: 10, depth: 5)
    let messages = withFailureMessageLimit(time: .seconds(60)) {
      failureMessages { expect(pruned).to(equal(tree)) }
    }
    // Equal trees: the check passes. A different one fails with the head of each description.
    #expect(messages.isEmpty)
    let smaller = Outline(width: 10, depth: 4)
    let failures = withFailureMessageLimit(time: .seconds(60)) {
      failureMessages { expect(smaller).to(equal(tree)) }
    }
    let text = failures.first ?? ""
    #expect(text.hasPrefix("expected to equal <node[node[node[node[node[node[], node[], "))
    #expect(text.contains("… (865,664 more characters)>, got <node[node[node[node[node[]"))
    #expect(text.contains("… (85,664 more characters)>\n"))
    #expect(text.count < 20_000)
  }
}

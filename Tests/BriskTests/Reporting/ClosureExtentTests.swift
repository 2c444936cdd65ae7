import Testing

@testable import BriskCore

/// The closure a `waitUntil` call passes, found in its source text: only failures inside it can
/// be claimed by that wait's `done()`.
@Suite struct ClosureExtentTests {
  private func lines(_ source: String, line: UInt = 1, column: UInt = 1) -> ClosedRange<UInt>? {
    ClosureExtent.closureLines(in: source, line: line, column: column)
  }

  @Test func aTrailingClosure() {
    let source = """
      waitUntil { done in
        queue.async {
          expect(1) == 2
          done()
        }
      }
      expect(3) == 4
      """
    #expect(lines(source) == 1...6)
  }

  @Test func aTrailingClosureAfterArgumentsOnALaterLine() {
    let source = """
      let x = 1
        await waitUntil(timeout: .seconds(2))
        { done in done() }
      """
    #expect(lines(source, line: 2, column: 9) == 3...3)
  }

  @Test func aClosureArgument() {
    let source = "waitUntil(timeout: .seconds(1), action: { done in\n  done()\n})"
    #expect(lines(source) == 1...3)
  }

  @Test func aFunctionPassedByNameHasNoClosure() {
    #expect(lines("waitUntil(action: start)\nlet x = { 1 }") == nil)
    #expect(lines("waitUntil(action: start)") == nil)
  }

  @Test func bracesInStringsAndCommentsDoNotCount() {
    let source = #"""
      waitUntil { done in
        // }
        /* } /* nested } */ } */
        let a = "}"
        let b = #"}"#
        let c = """
          }
          """
        let d = "\(f("}"))"
        done()
      }
      """#
    #expect(lines(source) == 1...11)
  }

  /// `#column` gives a call its `(`, or its `{` when it has no parentheses.
  @Test func theColumnMayBeTheNameTheParenthesisOrTheBrace() {
    #expect(lines("waitUntil(timeout: t) { done in\n}", column: 10) == 1...2)
    #expect(lines("waitUntil { done in\n}", column: 11) == 1...2)
  }

  @Test func aColumnThatIsNotACallHasNoClosure() {
    #expect(lines("waitUntil { done in done() }", column: 20) == nil)
    #expect(lines("let x = 1") == nil)
    #expect(lines("waitUntil { done in", line: 3) == nil)
  }

  @Test func anUnclosedClosureHasNoExtent() {
    #expect(lines("waitUntil { done in\n  done()\n") == nil)
  }

  @Test func anUnreadableFileHasNoExtent() {
    let location = CodeLocation(
      fileID: "App/Missing.swift", filePath: "/no/such/Missing.swift", line: 1, column: 1)
    #expect(ClosureExtent.lines(of: location) == nil)
  }
}

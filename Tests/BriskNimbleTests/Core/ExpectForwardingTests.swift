import Brisk
import Testing

@Suite struct ExpectForwardingTests {
  /// A helper that forwards the four location parameters (`ForwardingHelper.swift`) reports at
  /// the line that calls it.
  @Test func aHelperThatForwardsTheLocationReportsAtItsCaller() {
    let failures = withFailureCollection { expectInStock("pear", in: Stock()) }
    #expect(failures.map(\.location.line) == [#line - 1])
    #expect(failures.map(\.location.fileID) == ["BriskNimbleTests/ExpectForwardingTests.swift"])
  }
}

/// Passes when the actual value lies in `range`: any `Range`, `ClosedRange` or partial range.
///
/// ```text
/// expected to be within <1..<3>, got <5>
/// expected to not be within <1...3>, got <2>
/// expected to be within <1..<3>, got <nil>
/// ```
/// - Parameter range: The range to check.
/// - Returns: A matcher.
@inlinable
public func beWithin<Range: RangeExpression>(_ range: Range) -> Matcher<Range.Bound> {
  Matcher(
    status: { actual in actual.map { MatcherStatus(bool: range.contains($0)) } ?? .fail },
    message: { actual in .expected("be within <\(stringify(range))>", got: actual) }
  )
}

/// Passes when at least one element of the actual sequence satisfies `predicate`.
///
/// ```text
/// expected to contain an element satisfying <is even>, got <[1, 3]>
/// expected to not contain an element satisfying <is even>, got <[1, 2]>
/// expected to contain an element satisfying the predicate, got <nil>
/// ```
/// - Parameters:
///   - predicate: The test for each element.
///   - predicateDescription: Names the predicate in the failure message.
/// - Returns: A matcher.
public func containElementSatisfying<Value: Sequence>(
  _ predicate: @escaping (Value.Element) throws -> Bool,
  _ predicateDescription: String = ""
) -> Matcher<Value> {
  Matcher(
    status: { actual in
      guard let actual else { return .fail }
      return MatcherStatus(bool: try actual.contains(where: predicate))
    },
    message: { actual in
      let name = predicateDescription.isEmpty ? "the predicate" : "<\(predicateDescription)>"
      return .expected("contain an element satisfying \(name)", got: actual)
    }
  )
}

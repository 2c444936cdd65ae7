/// Passes when every element of the actual sequence satisfies `predicate`.
///
/// ```text
/// expected to all pass the predicate, got <[2, 3, 4]>
/// first failing element at index 1: <3>
/// expected to not all pass the predicate, got <[2, 4]>
/// expected to all pass the predicate, got <nil>
/// ```
/// - Parameter predicate: The test for each element.
/// - Returns: A matcher.
public func allPass<Value: Sequence>(
  _ predicate: @escaping (Value.Element) throws -> Bool
) -> Matcher<Value> {
  allPass("pass the predicate", predicate)
}

/// Passes when every element of the actual sequence satisfies `predicate`, described as
/// `passName`: Nimble's `allPass("be even") { $0.isMultiple(of: 2) }`.
///
/// ```text
/// expected to all be even, got <[2, 3, 4]>
/// first failing element at index 1: <3>
/// ```
/// - Parameters:
///   - passName: What each element must do, after `all`.
///   - predicate: The test for each element.
/// - Returns: A matcher.
public func allPass<Value: Sequence>(
  _ passName: String,
  _ predicate: @escaping (Value.Element) throws -> Bool
) -> Matcher<Value> {
  Matcher(
    status: { actual in
      guard let actual else { return .fail }
      return MatcherStatus(bool: try actual.allSatisfy(predicate))
    },
    message: { actual in
      var message = ExpectationMessage.expected("all \(passName)", got: actual)
      if let actual,
        let failing = actual.enumerated().first(where: { !((try? predicate($0.element)) ?? false) })
      {
        message.details = [
          "first failing element at index \(failing.offset): <\(stringify(failing.element))>"
        ]
      }
      return message
    }
  )
}

/// Passes when every element of the actual sequence passes `matcher`.
///
/// ```text
/// expected to all be greater than <0>, got <[1, -2, 3]>
/// failing elements:
///   [1]: expected to be greater than <0>, got <-2>
/// ```
/// - Parameter matcher: The check for each element.
/// - Returns: A matcher.
public func allPass<Value: Sequence>(_ matcher: Matcher<Value.Element>) -> Matcher<Value> {
  Matcher(
    status: { actual in
      guard let actual else { return .fail }
      var status = MatcherStatus.matches
      for element in actual {
        switch matcher.evaluate(.success(element)).status {
        case .matches: continue
        case .doesNotMatch: status = .doesNotMatch
        case .fail: return .fail  // An element the matcher cannot judge fails both ways.
        }
      }
      return status
    },
    message: { actual in
      var message = ExpectationMessage.expected("all \(matcher.expectationPhrase)", got: actual)
      guard let actual else { return message }
      let failing = actual.enumerated().compactMap { offset, element -> String? in
        let (status, elementMessage) = matcher.evaluate(.success(element))
        return status == .matches ? nil : "  [\(offset)]: \(elementMessage().rendered())"
      }
      if !failing.isEmpty {
        message.details = ["failing elements:"] + failing.prefix(5)
        if failing.count > 5 { message.details.append("  … (\(failing.count - 5) more)") }
      }
      return message
    }
  )
}

/// The outcome of a check that `succeed()` judges: `.succeeded`, or `.failed` with a reason.
public enum ToSucceedResult: Sendable, Equatable {
  case succeeded
  case failed(reason: String)
}

/// Passes when the actual closure returns `.succeeded`.
///
/// ```swift
/// expect { validate(form) ? .succeeded : .failed(reason: "email is empty") }.to(succeed())
/// ```
///
/// ```text
/// expected to succeed, got <failed: email is empty>
/// expected to not succeed, got <succeeded>
/// expected to succeed, got <nil>
/// ```
/// - Returns: A matcher.
public func succeed() -> Matcher<ToSucceedResult> {
  Matcher(
    status: { actual in actual.map { MatcherStatus(bool: $0 == .succeeded) } ?? .fail },
    message: { actual in
      let text: String
      switch actual {
      case nil: text = "<nil>"
      case .succeeded?: text = "<succeeded>"
      case .failed(let reason)?: text = "<failed: \(reason)>"
      }
      return ExpectationMessage(expectation: "succeed", actual: text)
    }
  )
}

import Foundation

/// Passes when the actual string contains a match for the regular expression `pattern`.
///
/// ```text
/// expected to match <"^[0-9]+$">, got <"12a">
/// expected to not match <"^[0-9]+$">, got <"123">
/// expected to match <"^[0-9]+$">, got <nil>
/// ```
///
/// A pattern that does not compile fails both `to` and `toNot`, naming the problem:
///
/// ```text
/// expected to match <"(">, got <"a">
/// invalid regular expression <"(">
/// ```
/// - Parameter pattern: An `NSRegularExpression` pattern.
/// - Returns: A matcher.
public func match(_ pattern: String) -> Matcher<String> {
  let regex = try? NSRegularExpression(pattern: pattern)
  return Matcher(
    status: { actual in
      guard let actual, let regex else { return .fail }
      let range = NSRange(actual.startIndex..., in: actual)
      return MatcherStatus(bool: regex.firstMatch(in: actual, range: range) != nil)
    },
    message: { actual in
      var message = ExpectationMessage.expected("match <\(stringify(pattern))>", got: actual)
      if regex == nil { message.details = ["invalid regular expression <\(stringify(pattern))>"] }
      return message
    }
  )
}

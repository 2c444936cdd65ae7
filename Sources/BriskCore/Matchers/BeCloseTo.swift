public import Foundation

/// Passes when the actual number is within `delta` of `expected`: `|actual - expected| <= delta`.
///
/// Works for `Double`, `Float`, `CGFloat` and every other `FloatingPoint` type.
///
/// ```text
/// expected to be close to <1.0> (within 0.0001), got <1.1>
/// expected to not be close to <1.0> (within 0.0001), got <1.0>
/// expected to be close to <1.0> (within 0.0001), got <nil>
/// expected to be close to <1.0> (within -0.1), got <1.0>
/// the delta must be zero or more
/// ```
///
/// Equal values always match, infinities included.
/// - Parameters:
///   - expected: The target value.
///   - delta: The largest allowed difference; `0.0001` by default.
/// - Returns: A matcher.
@inlinable
public func beCloseTo<Value: FloatingPoint>(
  _ expected: Value,
  within delta: Value = 1 / 10_000
) -> Matcher<Value> {
  Matcher(
    status: { actual in
      guard let actual, delta >= 0 else { return .fail }
      return MatcherStatus(bool: actual == expected || abs(actual - expected) <= delta)
    },
    message: { actual in
      var message = ExpectationMessage.expected(
        "be close to <\(stringify(expected))> (within \(stringify(delta)))", got: actual)
      if !(delta >= 0) { message.details = ["the delta must be zero or more"] }
      return message
    }
  )
}

/// Passes when the actual collection has as many numbers as `expected`, each within `delta` of
/// the one at the same index.
///
/// ```text
/// expected to be close to <[1.0, 2.0]> (each within 0.0001), got <[1.0, 2.1]>
/// first difference at index 1: expected <2.0>, got <2.1>
/// ```
/// - Parameters:
///   - expected: The target values.
///   - delta: The largest allowed difference per element; `0.0001` by default.
/// - Returns: A matcher.
public func beCloseTo<Value: Collection>(
  _ expected: Value,
  within delta: Value.Element = 1 / 10_000
) -> Matcher<Value> where Value.Element: FloatingPoint {
  let close = { (lhs: Value.Element, rhs: Value.Element) in lhs == rhs || abs(lhs - rhs) <= delta }
  return Matcher(
    status: { actual in
      guard let actual, delta >= 0 else { return .fail }
      return MatcherStatus(
        bool: actual.count == expected.count && zip(expected, actual).allSatisfy(close))
    },
    message: { actual in
      var message = ExpectationMessage.expected(
        "be close to <\(stringify(expected))> (each within \(stringify(delta)))", got: actual)
      if !(delta >= 0) { message.details.append("the delta must be zero or more") }
      guard let actual else { return message }
      if actual.count != expected.count {
        message.details.append("count: expected \(expected.count), got \(actual.count)")
      }
      if let (index, pair) = zip(expected, actual).enumerated().first(where: {
        !close($0.element.0, $0.element.1)
      }) {
        message.details.append(
          "first difference at index \(index): expected <\(stringify(pair.0))>, got <\(stringify(pair.1))>"
        )
      }
      return message
    }
  )
}

/// Passes when the actual date is within `delta` seconds of `expected`.
///
/// ```text
/// expected to be close to <2015-08-26 11:43:05.0000> (within 1.0), got <2015-08-26 11:43:00.0000>
/// expected to not be close to <2015-08-26 11:43:00.0000> (within 0.0001), got <2015-08-26 11:43:00.0000>
/// expected to be close to <2015-08-26 11:43:00.0000> (within 0.0001), got <nil>
/// ```
/// - Parameters:
///   - expected: The target date.
///   - delta: The largest allowed difference in seconds; `0.0001` by default, as in Nimble.
/// - Returns: A matcher.
@_disfavoredOverload
public func beCloseTo(
  _ expected: Date,
  within delta: TimeInterval = 1 / 10_000
) -> Matcher<Date> {
  _beCloseTo(expected, within: delta, _describeDate, \.timeIntervalSinceReferenceDate)
}

/// Passes when the actual number is within `delta` of `expected`, compared as `Double`.
///
/// ```text
/// expected to be close to <1.5> (within 0.0001), got <1.6>
/// expected to not be close to <1.5> (within 0.0001), got <1.5>
/// expected to be close to <1.5> (within 0.0001), got <nil>
/// ```
/// - Parameters:
///   - expected: The target number.
///   - delta: The largest allowed difference; `0.0001` by default.
/// - Returns: A matcher.
@_disfavoredOverload
public func beCloseTo<Value: NSNumber>(
  _ expected: Value,
  within delta: Double = 1 / 10_000
) -> Matcher<Value> {
  _beCloseTo(expected, within: delta, { stringify($0) }, \.doubleValue)
}

/// Passes when the actual `NSDate` is within `delta` seconds of `expected`, as for `Date`.
///
/// ```text
/// expected to not be close to <2015-08-26 11:43:00.0050> (within 0.006), got <2015-08-26 11:43:00.0000>
/// expected to be close to <2015-08-26 11:43:05.0000> (within 0.0001), got <nil>
/// ```
/// - Parameters:
///   - expected: The target date.
///   - delta: The largest allowed difference in seconds; `0.0001` by default, as in Nimble.
/// - Returns: A matcher.
@_disfavoredOverload
public func beCloseTo<Value: NSDate>(
  _ expected: Value,
  within delta: TimeInterval = 1 / 10_000
) -> Matcher<Value> {
  _beCloseTo(
    expected, within: delta, { _describeDate($0.map { $0 as Date }) },
    \.timeIntervalSinceReferenceDate)
}

/// `beCloseTo` for values compared through a `Double` they convert to.
func _beCloseTo<Value>(
  _ expected: Value,
  within delta: Double,
  _ describe: @escaping (Value?) -> String,
  _ number: @escaping (Value) -> Double
) -> Matcher<Value> {
  Matcher(
    status: { actual in
      guard let actual, delta >= 0 else { return .fail }
      let (lhs, rhs) = (number(actual), number(expected))
      return MatcherStatus(bool: lhs == rhs || abs(lhs - rhs) <= delta)
    },
    message: { actual in
      var message = ExpectationMessage(
        expectation: "be close to <\(describe(expected))> (within \(stringify(delta)))",
        actual: "<\(describe(actual))>")
      if !(delta >= 0) { message.details = ["the delta must be zero or more"] }
      return message
    }
  )
}

/// `2015-08-26 11:43:00.0000` in UTC, to the ten-thousandth of a second, as Nimble shows dates.
func _describeDate(_ date: Date?) -> String {
  guard let date else { return "nil" }
  let formatter = DateFormatter()
  formatter.dateFormat = "yyyy-MM-dd HH:mm:ss.SSSS"
  formatter.locale = Locale(identifier: "en_US_POSIX")
  formatter.timeZone = TimeZone(identifier: "UTC")
  return formatter.string(from: date)
}

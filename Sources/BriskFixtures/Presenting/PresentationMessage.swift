/// The message every presenter matcher gives: what was expected, then everything the spy
/// recorded, so a failure shows what happened instead.
///
/// ```text
/// expected to have pushed <Detail>, but recorded: [detail(<Other>) from <Root>]
/// expected to have pushed <Detail>, got <nil>
/// ```
/// - Parameters:
///   - spy: The actual spy, or `nil`.
///   - controllers: The controllers the expectation names, so names stay unambiguous.
///   - phrase: The expectation, for example `have pushed <Detail>`, built from the names.
/// - Returns: The message.
func presentationMessage<Controller: AnyObject>(
  _ spy: PresenterSpy<Controller>?,
  naming controllers: [Controller],
  _ phrase: (ControllerNames) -> String
) -> ExpectationMessage {
  guard let spy else {
    return ExpectationMessage(expectation: phrase(ControllerNames(controllers)), actual: "<nil>")
  }
  let presentations = spy.presentations
  var shown: [AnyObject?] = controllers
  shown += presentations.flatMap { [$0.presented, $0.presenting] }
  let names = ControllerNames(shown)
  let recorded = presentations.map { $0.rendered(names) }.joined(separator: ", ")
  return ExpectationMessage(expectation: "\(phrase(names)), but recorded: [\(recorded)]")
}

extension PresenterSpy {
  /// Whether any recorded request satisfies `predicate`; `.fail` for a `nil` spy.
  static func status(
    _ spy: PresenterSpy?, _ predicate: (Presentation<Controller>) -> Bool
  ) -> MatcherStatus {
    guard let spy else { return .fail }
    return MatcherStatus(bool: spy.presentations.contains(where: predicate))
  }
}

/// Equality between two values known only as `Any`, for diffs: `==` when the type is
/// `Equatable`, `nil` when Brisk cannot tell.
func dynamicallyEqual(_ lhs: Any, _ rhs: Any) -> Bool? {
  guard let lhs = lhs as? any Equatable else { return nil }
  return lhs.briskIsEqual(to: rhs)
}

extension Equatable {
  fileprivate func briskIsEqual(to other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}

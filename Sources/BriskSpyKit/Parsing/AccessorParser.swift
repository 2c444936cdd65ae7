/// Reads the `{ get set }` block of a property or subscript requirement.
extension TokenCursor {
  /// An accessor a requirement declares.
  enum Accessor {
    case get
    case set
  }

  /// The next `get` or `set` of the block, with the cursor after it, or `nil` at the block's `}`,
  /// which it consumes. `mutating` and `nonmutating` are skipped, and so are attributes when
  /// `skipsAttributes`; anything else is an error.
  /// - Parameters:
  ///   - owner: The requirement, as the error names it: `property name`, `subscript(_:)`.
  ///   - skipsAttributes: Whether an attribute may stand before an accessor.
  mutating func nextAccessor(
    of owner: String, skipsAttributes: Bool = false
  ) throws(ParseError) -> Accessor? {
    while !consume("}") {
      let accessor = current
      if skipsAttributes, accessor.isPunctuation("@") {
        _ = parseAttribute()
      } else if accessor.isIdentifier("get") {
        advance()
        return .get
      } else if accessor.isIdentifier("set") {
        advance()
        return .set
      } else if accessor.isIdentifier("mutating") || accessor.isIdentifier("nonmutating") {
        advance()
      } else {
        throw ParseError(
          "expected 'get' or 'set' in \(owner), found \(accessor.quoted)", at: accessor.position)
      }
    }
    return nil
  }
}

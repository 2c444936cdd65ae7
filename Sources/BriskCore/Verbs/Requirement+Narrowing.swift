// `require(x).to(beAKindOf(Admin.self))` returns an `Admin`: a second `to` on each requirement
// takes the ``TypeNarrowing`` that `beAKindOf` and `beAnInstanceOf` also give. Their ``Matcher``
// forms are disfavoured, so this one wins where it fits (only here), and the plain matcher
// everywhere else.

extension Requirement {
  /// Checks the actual value's type, and returns the value as that type.
  ///
  /// ```swift
  /// let admin = try require(user).to(beAKindOf(Admin.self))
  /// ```
  ///
  /// ```text
  /// expected to be a kind of <Admin>, got <Person>
  /// ```
  /// - Parameters:
  ///   - narrowing: `beAKindOf(T.self)` or `beAnInstanceOf(T.self)`.
  ///   - description: Shown on its own line above the failure message.
  /// - Returns: The actual value, as the checked type.
  /// - Throws: ``RequireError`` (or the custom error) after reporting the failure.
  @discardableResult
  public func to<Expected>(_ narrowing: TypeNarrowing<Expected>, description: String? = nil)
    throws -> Expected
  {
    let value = try check(.to, narrowing.matcher(for: Value.self), description)
    return try _narrowed(value, narrowing, description, location, customError)
  }
}

extension AsyncRequirement {
  /// Checks the actual value's type, and returns the value as that type.
  ///
  /// ```swift
  /// let admin = try await require { await session.user() }.to(beAKindOf(Admin.self))
  /// ```
  ///
  /// ```text
  /// expected to be a kind of <Admin>, got <Person>
  /// ```
  /// - Parameters:
  ///   - narrowing: `beAKindOf(T.self)` or `beAnInstanceOf(T.self)`.
  ///   - description: Shown on its own line above the failure message.
  ///   - isolation: The caller's actor; the expression runs on it.
  /// - Returns: The actual value, as the checked type.
  /// - Throws: ``RequireError`` (or the custom error) after reporting the failure.
  @discardableResult
  public func to<Expected>(
    _ narrowing: TypeNarrowing<Expected>, description: String? = nil,
    isolation: isolated (any Actor)? = #isolation
  ) async throws -> Expected {
    let value = try await check(.to, narrowing.matcher(for: Value.self), description)
    return try _narrowed(value, narrowing, description, location, customError)
  }
}

/// The value that passed a type check, cast to the checked type. The check is the same `is` test
/// as the cast, so the cast holds; should it not, the failure is reported, never a trap.
func _narrowed<Value, Expected>(
  _ value: Value, _ narrowing: TypeNarrowing<Expected>, _ description: String?,
  _ location: CodeLocation, _ customError: (any Error)?
) throws -> Expected {
  if let narrowed = value as? Expected { return narrowed }
  let message = ExpectationMessage(
    expectation: "be castable to <\(Expected.self)>", actual: "<\(stringify(value))>")
  let failure = RecordedFailure(
    message: message.rendered(.to, description: description), location: location)
  throw _requirementFailed(failure, customError)
}

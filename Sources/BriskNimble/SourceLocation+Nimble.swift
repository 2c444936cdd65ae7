// The plain name `SourceLocation`. Nimble 14 declares a class of that name, and Swift Testing a
// struct; in a file that imports both, Nimble 14's users already had to write
// `Nimble.SourceLocation` or `Testing.SourceLocation`. Brisk makes the plain name Swift Testing's
// own type (a type alias of the same type does not clash with it), so a helper written
// `sourceLocation: SourceLocation = #_sourceLocation` compiles beside `import Brisk`, and keeps
// `Nimble.SourceLocation` for Nimble's (`CodeLocation`, what `expression.location` gives).

#if canImport(Testing)
  import BriskCore
  public import Testing

  /// Swift Testing's `SourceLocation`, which every `sourceLocation:` form of Brisk takes.
  ///
  /// A helper in Swift Testing's idiom forwards one parameter:
  ///
  /// ```swift
  /// func expectAdult(_ age: Int, sourceLocation: SourceLocation = #_sourceLocation) {
  ///   expect(age, sourceLocation: sourceLocation) >= 18
  /// }
  /// ```
  ///
  /// Nimble's own location type, which `expression.location` and `expectation.location` give,
  /// is ``Nimble/SourceLocation`` (Brisk's `CodeLocation`).
  public typealias SourceLocation = Testing.SourceLocation

  /// Fails the test at a location a helper forwards, as Nimble's `fail(_:location:)` does.
  /// - Parameters:
  ///   - message: The failure message.
  ///   - location: Where to report it.
  public func fail(_ message: String, location: SourceLocation) {
    fail(message, sourceLocation: location)
  }
#else
  public import BriskCore

  /// Nimble's `SourceLocation`: Brisk's `CodeLocation`, where Swift Testing is not available.
  public typealias SourceLocation = CodeLocation
#endif

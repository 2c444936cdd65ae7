/// A protocol (or class) the request asks a spy for that cannot have one: why, at each place
/// that stands in the way, and the facts a person needs to decide what to do about it.
public struct SpyRefusal: Equatable, Sendable {
  /// How the request selected the protocol.
  public enum Selection: Equatable, Sendable {
    /// By name: one of the request's protocol or class names.
    case named
    /// By a `// brisk:spy` mark.
    case marked
    /// As one of every protocol in the files.
    case all
  }

  /// The protocol's or the class's name, as the source spells it.
  public var typeName: String
  /// The spy's name.
  public var spyName: String
  /// Whether it is a class, whose spy would be a subclass.
  public var isClass: Bool
  /// Where it is declared, `file:line:column`.
  public var location: String
  /// One line per problem, each `file:line:column: cannot generate a spy for P: REASON`.
  public var messages: [String]
  public var selection: Selection
  /// Whether a spy written by hand could stand in for it: false for a `final` class, or one
  /// whose designated initializers no subclass in another file could call.
  public var canBeSubclassed: Bool
}

/// What ``SpyGenerator/generate(_:options:)`` wrote: the files, and the protocols that could not
/// have a spy.
public struct GeneratedSpies: Equatable, Sendable {
  /// The files written, in order.
  public var files: [SpyFile]
  /// The protocols refused, in source order; empty when every spy was written.
  public var refusals: [SpyRefusal]

  /// Every refusal's messages, in order.
  public var problems: [String] {
    refusals.flatMap(\.messages)
  }
}

/// A protocol the request asks a spy for that cannot have one: why, at each place that stands in
/// the way, and what to do about it.
public struct SpyRefusal: Equatable, Sendable {
  /// The protocol's name, as the source spells it.
  public var protocolName: String
  /// One line per problem, each `file:line:column: cannot generate a spy for P: REASON`.
  public var messages: [String]
  /// One line at the protocol, `file:line:column: note: …`, on what to do about it.
  public var note: String

  /// What to do about a protocol that cannot have a spy, by how it was selected.
  /// - Parameters:
  ///   - protocolSyntax: The protocol.
  ///   - spyName: The spy's name.
  ///   - request: The request that selected it.
  ///   - named: Whether the request names it (with `--protocol` or in `brisk-spy.json`).
  /// - Returns: The advice, one line.
  static func advice(
    for protocolSyntax: ProtocolSyntax, spyName: String, _ request: SpyRequest, named: Bool
  ) -> String {
    let leaveOut =
      if named, protocolSyntax.isClass {
        "remove it from --class"
      } else if named {
        "remove it from --protocol (or from brisk-spy.json)"
      } else if request.includesMarked {
        "remove its // brisk:spy mark"
      } else {
        "name the protocols to spy on with --protocol"
      }
    // Nothing can subclass these, so a spy written by hand could not either.
    if protocolSyntax.isFinal || !protocolSyntax.hiddenDesignatedInitializers.isEmpty {
      return "leave \(protocolSyntax.name) out: \(leaveOut)"
    }
    let template = protocolSyntax.isClass ? "class-spy" : "protocol-spy"
    return "write \(spyName) by hand from `brisk templates show \(template)`, or leave "
      + "\(protocolSyntax.name) out: \(leaveOut)"
  }
}

/// What ``SpyGenerator/generateWhatCan(_:)`` and ``SpyGenerator/generateEachWhatCan(_:)``
/// wrote: the files, and the protocols that could not have a spy.
public struct GeneratedSpies: Equatable, Sendable {
  /// The files written, in order.
  public var files: [SpyFile]
  /// The protocols refused, in source order; empty when every spy was written.
  public var refusals: [SpyRefusal]

  /// The refusals' messages, in order, without the notes.
  public var problems: [String] {
    refusals.flatMap(\.messages)
  }

  /// Every refusal's messages, each followed by its note, one line each.
  public var report: String {
    refusals.flatMap { $0.messages + [$0.note] }.joined(separator: "\n")
  }
}

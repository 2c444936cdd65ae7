/// Reads what comes between a protocol's name and its body.
extension TokenCursor {
  /// Reads primary associated types, the inheritance list and a `where` clause; the cursor is
  /// just after the name and ends on the body's `{` (or wherever the header stops making sense).
  mutating func parseProtocolHeader(into protocolSyntax: inout ProtocolSyntax) {
    if current.isPunctuation("<"), !current.followsSpace {
      let position = current.position
      let clause = skipGroup(open: "<", close: ">")
      protocolSyntax.problems.append(
        Problem(
          position: position,
          reason: "primary associated types are not supported (\(protocolSyntax.name)\(clause))"))
    }
    if consume(":") {
      repeat {
        let position = current.position
        if consumeKeyword("class") {
          protocolSyntax.inherited.append((.named("AnyObject", arguments: []), position))
          continue
        }
        do {
          protocolSyntax.inherited.append((try parseType(), position))
        } catch {
          protocolSyntax.problems.append(Problem(position: error.position, reason: error.reason))
          skipToBody()
          return
        }
      } while consume(",")
    }
    if current.isIdentifier("where") {
      protocolSyntax.problems.append(
        Problem(position: current.position, reason: "where clauses are not supported"))
      skipToBody()
    }
  }

  /// Skips to the next `{`, stopping before a `}` or the end.
  private mutating func skipToBody() {
    while !isAtEnd, !current.isPunctuation("{"), !current.isPunctuation("}") {
      advance()
    }
  }
}

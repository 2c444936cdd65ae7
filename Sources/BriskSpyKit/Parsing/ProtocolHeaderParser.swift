/// Reads what comes between a protocol's name and its body.
extension TokenCursor {
  /// Reads primary associated types, the inheritance list and a `where` clause; the cursor is
  /// just after the name and ends on the body's `{` (or wherever the header stops making sense).
  mutating func parseProtocolHeader(into protocolSyntax: inout TypeDeclarationSyntax) {
    if current.isPunctuation("<"), !current.followsSpace {
      // Primary associated types are declared again in the body, which is what the spy reads.
      _ = skipGroup(open: "<", close: ">")
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
      let position = current.position
      do {
        protocolSyntax.whereClause = try parseWhereClause().map { ($0, position) }
      } catch {
        protocolSyntax.problems.append(Problem(position: error.position, reason: error.reason))
        skipToBody()
      }
    }
  }

  /// Skips to the next `{`, stopping before a `}` or the end.
  private mutating func skipToBody() {
    while !isAtEnd, !current.isPunctuation("{"), !current.isPunctuation("}") {
      advance()
    }
  }
}

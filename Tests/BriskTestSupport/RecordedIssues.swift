import BriskCore
public import Testing

/// The issues Swift Testing records while `body` runs, each marked known so the test passes, and
/// the issue for the error `body` throws, if Swift Testing reports it. A failure reported twice
/// shows up twice.
public func recordedIssues(_ body: () throws -> Void) -> [Issue] {
  let issues = Locked([Issue]())
  do {
    try withKnownIssue {
      try body()
    } matching: { issue in
      issues.withLock { $0.append(issue) }
      return true
    }
  } catch {
    Issue.record(error, "withKnownIssue let the error through")
  }
  return issues.current
}

/// The issues Swift Testing records while async `body` runs; see the synchronous form.
/// Nonisolated: Swift Testing before 6.2 has no `isolation:` on `withKnownIssue`.
public func recordedIssues(_ body: () async throws -> Void) async -> [Issue] {
  let issues = Locked([Issue]())
  do {
    try await withKnownIssue {
      try await body()
    } matching: { issue in
      issues.withLock { $0.append(issue) }
      return true
    }
  } catch {
    Issue.record(error, "withKnownIssue let the error through")
  }
  return issues.current
}

/// What each issue prints as: its kind (the console headline), then its comments.
public func descriptions(_ issues: [Issue]) -> [String] {
  issues.map(\.description)
}

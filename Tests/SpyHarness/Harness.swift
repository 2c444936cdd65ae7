import Brisk

/// Runs named checks on generated spies and filled templates. Each check runs inside
/// `withFailureCollection`, so a failed expectation is counted here, whatever test framework is
/// linked; `.ci/check-templates` fails when any check does.
@MainActor
enum Harness {
  private static var problems: [String] = []
  private static var checkCount = 0

  /// Runs `body`, whose expectations must all pass and which must not throw.
  static func check(_ name: String, _ body: () throws -> Void) {
    checkCount += 1
    var thrown: (any Error)?
    let failures = withFailureCollection {
      do { try body() } catch { thrown = error }
    }
    record(name, failures, thrown)
  }

  /// Runs async `body`, whose expectations must all pass and which must not throw.
  static func check(_ name: String, _ body: () async throws -> Void) async {
    checkCount += 1
    var thrown: (any Error)?
    let failures = await withFailureCollection {
      do { try await body() } catch { thrown = error }
    }
    record(name, failures, thrown)
  }

  /// Prints a summary; returns whether every check passed.
  static func finish() -> Bool {
    for problem in problems { print("FAILED \(problem)") }
    print("\(checkCount) checks, \(problems.count) failed")
    return problems.isEmpty && checkCount > 0
  }

  private static func record(_ name: String, _ failures: [RecordedFailure], _ thrown: (any Error)?)
  {
    for failure in failures {
      problems.append("\(name): \(failure.message) (\(failure.location))")
    }
    if let thrown { problems.append("\(name): threw \(thrown)") }
  }
}

/// The messages of the failures `body` reports, such as a spy's misuse messages.
func failures(_ body: () throws -> Void) rethrows -> [String] {
  try withFailureCollection(body).map(\.message)
}

/// The messages of the failures async `body` reports, on the caller's actor.
func failures(
  isolation: isolated (any Actor)? = #isolation,
  _ body: () async throws -> Void
) async rethrows -> [String] {
  try await withFailureCollection(body).map(\.message)
}

/// An error for stubs to throw.
struct HarnessError: Error, Equatable {
  var code: Int
}

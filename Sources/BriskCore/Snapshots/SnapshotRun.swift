import Foundation

/// One run of a test, for counting its snapshots: the `.repeatableSnapshots` trait starts one
/// each time Swift Testing runs the test, so a repeated run numbers its snapshots from 1 again and
/// finds the same files, while two checks that make one file in one run still fail.
///
/// Swift Testing gives every run of a test the same `Test.current`, and its public API says
/// nothing about iterations, so without the trait Brisk cannot tell a second run from a second
/// snapshot. XCTest needs no trait: Brisk counts XCTest's own start of each test case.
package enum SnapshotRun {
  /// The run of the current test, set by the trait; `nil` outside it.
  @TaskLocal static var current: Int?

  /// Replaces the process arguments, where SwiftPM asks Swift Testing to repeat, for tests.
  @TaskLocal package static var arguments: [String]?

  private static let last = Locked(0)

  /// How this process repeats its Swift Testing tests (`--repetitions 3`), or `nil`.
  static var repetition: String? {
    guard let arguments else { return TestFrameworks.swiftTestingRepetition }
    return TestFrameworks.swiftTestingRepetition(arguments)
  }

  /// Runs `body` as a new run of the current test.
  static func start<Result>(
    isolation: isolated (any Actor)? = #isolation,
    _ body: () async throws -> Result
  ) async rethrows -> Result {
    let run = last.withLock { last in
      last += 1
      return last
    }
    return try await $current.withValue(run, operation: body)
  }
}

import Foundation

/// Why snapshots are being recorded instead of compared.
enum SnapshotRecordingReason: Sendable, Equatable {
  /// `BRISK_RECORD=1` in the environment.
  case environment
  /// The `.recordSnapshots` trait on the test or its suite.
  case trait
  /// A `withSnapshotRecording { }` scope.
  case scope

  /// How the failure message names it.
  var name: String {
    switch self {
    case .environment: "BRISK_RECORD=1"
    case .trait: ".recordSnapshots"
    case .scope: "withSnapshotRecording"
    }
  }
}

/// Whether snapshots are recorded, and the process environment the decision reads.
package enum SnapshotSettings {
  /// Set by ``withSnapshotRecording(_:)`` and the `.recordSnapshots` trait.
  @TaskLocal static var recording: SnapshotRecordingReason?

  /// Replaces the process environment in a scope, so tests can set `BRISK_RECORD` and `CI`.
  @TaskLocal package static var environment: [String: String]?

  /// Replaces the folder of the test file as the place `__Snapshots__` lives, for tests.
  @TaskLocal package static var baseDirectory: String?

  private static var values: [String: String] {
    environment ?? ProcessInfo.processInfo.environment
  }

  /// Why this check records, or `nil` when it compares.
  static var recordingReason: SnapshotRecordingReason? {
    if let recording { return recording }
    return isSet(values["BRISK_RECORD"]) ? .environment : nil
  }

  /// The folder `BRISK_SNAPSHOT_ARTIFACTS` names, without a trailing `/`, or `nil`.
  static var artifactsFolder: String? {
    guard var folder = values["BRISK_SNAPSHOT_ARTIFACTS"], !folder.isEmpty else { return nil }
    while folder.count > 1, folder.hasSuffix("/") { folder.removeLast() }
    return folder
  }

  /// `CI=<value>` when the environment says this is a CI run, `nil` otherwise.
  static var continuousIntegration: String? {
    guard let value = values["CI"], isSet(value) else { return nil }
    return "CI=\(value)"
  }

  /// Set and not `0`, `false` or `no`.
  private static func isSet(_ value: String?) -> Bool {
    guard let value, !value.isEmpty else { return false }
    return !["0", "false", "no"].contains(value.lowercased())
  }
}

/// Runs `body` with snapshot recording on: each `matchSnapshot` in it writes the actual value to
/// its golden file and fails, saying it recorded, so the new files get reviewed.
///
/// ```swift
/// withSnapshotRecording {
///   expect(order).to(matchSnapshot())
/// }
/// ```
/// - Parameter body: The code whose snapshots to record.
/// - Returns: What `body` returns.
@discardableResult
public func withSnapshotRecording<Result>(_ body: () throws -> Result) rethrows -> Result {
  try SnapshotSettings.$recording.withValue(.scope, operation: body)
}

/// Runs async `body` with snapshot recording on.
/// - Parameters:
///   - isolation: The caller's actor; `body` runs on it.
///   - body: The code whose snapshots to record.
/// - Returns: What `body` returns.
@discardableResult
public func withSnapshotRecording<Result>(
  isolation: isolated (any Actor)? = #isolation,
  _ body: () async throws -> Result
) async rethrows -> Result {
  try await SnapshotSettings.$recording.withValue(.scope, operation: body)
}

/// What both snapshot checks do before they compare: refuse to record in a CI run, then render.
enum SnapshotRendering {
  /// The rendering and why this check records (`nil` when it compares), or the failure to report.
  enum Outcome {
    case rendered(String, recording: SnapshotRecordingReason?)
    case failed(MatcherResult)
  }

  /// Renders the value as a `kind` (`"dump"`, `"JSON"`, …) for the check `expectation` names.
  static func render(
    _ kind: String, expectation: String, _ render: () throws -> String
  ) -> Outcome {
    func failure(_ actual: String) -> Outcome {
      .failed(
        MatcherResult(
          status: .fail, message: ExpectationMessage(expectation: expectation, actual: actual)))
    }
    let reason = SnapshotSettings.recordingReason
    if let reason, let ci = SnapshotSettings.continuousIntegration {
      return failure(
        "recording on (\(reason.name)) in a CI run (\(ci)); nothing was recorded: "
          + "CI checks snapshots, turn recording off")
    }
    do {
      return .rendered(try render(), recording: reason)
    } catch let error as SnapshotRenderingFailure {
      return failure("no \(kind): \(error.message)")
    } catch {
      return .failed(
        MatcherResult(status: .fail, message: .unexpectedError(error, expectation: expectation)))
    }
  }
}

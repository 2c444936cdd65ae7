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

/// A snapshot check, against a golden file or a snapshot written in the test.
protocol SnapshotComparison {
  /// Renders with `render` and compares, explaining a difference with `explain`.
  func run(
    kind: String,
    _ render: () throws -> String,
    explain: (_ golden: String, _ actual: String) -> [String]
  ) -> MatcherResult
}

extension SnapshotComparison {
  /// The matcher both snapshot checks make: a thrown error or `nil` fails with `expectation`;
  /// a value is rendered in `format` and compared.
  func matcher<Value>(
    _ format: SnapshotFormat<Value>, thrown expectation: String, nilExpectation: String
  ) -> Matcher<Value> {
    Matcher(outcome: { outcome in
      switch outcome {
      case .failure(let error):
        return MatcherResult(
          status: .fail, message: .unexpectedError(error, expectation: expectation))
      case .success(nil):
        return MatcherResult(status: .fail, message: .expected(nilExpectation, got: nil))
      case .success(let value?):
        return run(kind: format.kind) {
          try format.render(value)
        } explain: {
          format.explain($0, $1)
        }
      }
    })
  }
}

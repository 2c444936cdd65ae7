#if canImport(UIKit)
  import BriskFixtures
  import UIKit

  /// One call of an interaction helper, as its failures tell it: where it reports (the caller's
  /// line) and how a refusal reads, `ATTEMPT: REASON; AFTERMATH`, for example
  /// `tap(_:) cannot tap UIButton "Submit": it is disabled; nothing was sent`.
  ///
  /// Each helper makes one and refuses through it, so every helper reports at the same place, in
  /// the same words, and checks a finger's reach the same way.
  @MainActor
  struct Finger {
    /// Where the helper was called.
    let location: CodeLocation
    /// What the helper tried: `tap(_:) cannot tap UIButton "Submit"`.
    private let attempt: () -> String
    /// What a refusal left as it was, if the failures say: `nothing was sent`.
    private let aftermath: () -> String?

    /// A call at the caller's location.
    /// - Parameters:
    ///   - attempt: What the helper tried, as a refusal starts.
    ///   - aftermath: What a refusal left as it was, read when it refuses; `nil` to say nothing.
    ///   - fileID: The caller's file ID.
    ///   - filePath: The caller's file path.
    ///   - line: The caller's line.
    ///   - column: The caller's column.
    init(
      _ attempt: @autoclosure @escaping () -> String,
      then aftermath: @autoclosure @escaping () -> String? = nil,
      fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
    ) {
      location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
      self.attempt = attempt
      self.aftermath = aftermath
    }

    /// Reports that a finger could not do it, because of `reason`.
    func refuse(_ reason: String) {
      let rest = aftermath().map { "; \($0)" } ?? ""
      fail("\(attempt()): \(reason)\(rest)", at: location)
    }

    /// Whether a finger cannot reach `view` (``FingerReach/obstacle(to:)``); if so, refuses
    /// with the reason.
    func cannotReach(_ view: UIView) -> Bool {
      guard let obstacle = FingerReach.obstacle(to: view) else { return false }
      refuse(obstacle)
      return true
    }

    /// Whether the delegate said no: `answer` is `false` (`nil`, a delegate without the method,
    /// is UIKit's yes). If so, refuses naming `method`.
    func refused(_ answer: Bool?, by method: String) -> Bool {
      guard answer == false else { return false }
      refuse("its delegate's \(method) returned false")
      return true
    }

    /// Whether `indexPath` names nothing in `list`; if so, refuses saying what is there.
    func cannotFind(_ indexPath: IndexPath, in list: some FingerList) -> Bool {
      guard let absence = list.absence(of: indexPath) else { return false }
      refuse(absence)
      return true
    }
  }
#endif

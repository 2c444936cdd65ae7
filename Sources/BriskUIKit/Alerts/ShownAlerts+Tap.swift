#if canImport(UIKit)
  import BriskCore
  import BriskFixtures
  import UIKit

  extension ShownAlerts {
    /// Taps the button titled `title` in the alert on top (the last of ``controllers``), as a
    /// finger does: once the alert is on screen, it dismisses it, animated, and runs the
    /// button's handler when the dismissal has ended, then returns.
    ///
    /// ```swift
    /// await withKeyWindow(hosting: subject) { window in
    ///   subject.deleteTapped()
    ///   await window.shownAlerts.tap("Delete")
    ///   expect(subject.photos).to(beEmpty())
    /// }
    /// ```
    ///
    /// The order is UIKit's: a tap dismisses the alert first and runs the handler once it is
    /// gone, so the handler's screen is free again and may present something else (a controller
    /// presents one thing at a time). Waiting is bounded: 2 seconds for the alert to finish
    /// appearing, and 2 for the dismissal, sleeping between checks.
    ///
    /// UIKit keeps an action's handler private. Brisk reads it by the key `handler`, only after
    /// `responds(to:)` confirms the getter, and calls it only if it is a block (`PrivateReads`
    /// lists every such read). A tap no finger could make fails at this line and changes
    /// nothing:
    ///
    /// ```text
    /// tap("Nope") was called, but alert(title: "Title", actions: [.default("No Handler"), .default("Default"), .cancel("Cancel"), .destructive("Destroy")]) has no action titled "Nope"
    /// tap("OK") was called, but alert(title: "Saved", actions: [.default("OK"), .cancel("OK")]) has 2 actions titled "OK"; tap one with tap(at:)
    /// tap("Save") was called, but "Save" is disabled in alert(title: "Rename", actions: [.cancel("Cancel"), .default("Save")])
    /// tap("Delete") was called, but the window shows no alert
    /// tap("Delete") was called, but <PhotoViewController> is in no window, so UIKit presents nothing from it: host it first, with withKeyWindow(hosting:)
    /// tap("Delete") was called, but alert(title: "Delete photo?", actions: [.cancel("Cancel"), .destructive("Delete")]) is no longer shown
    /// tap("Delete") was called, but this iOS does not expose a UIAlertAction's handler, which Brisk reads to run it
    /// ```
    /// - Parameters:
    ///   - title: The title of the button to tap.
    ///   - fileID: The caller's file ID; leave the default.
    ///   - filePath: The caller's file path; leave the default.
    ///   - line: The caller's line; leave the default.
    ///   - column: The caller's column; leave the default.
    @MainActor
    public func tap(
      _ title: String,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) async {
      let tap = AlertTap(
        call: "tap(\(String(reflecting: title)))",
        location: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
      await tap.run(on: self) { alert, request in
        let indices = alert.actions.indices.filter { alert.actions[$0].title == title }
        guard indices.count == 1, let index = indices.first else {
          let quoted = String(reflecting: title)
          return .failure(
            TapRefusal(
              reason: indices.isEmpty
                ? "\(request) has no action titled \(quoted)"
                : "\(request) has \(indices.count) actions titled \(quoted); tap one with tap(at:)"
            ))
        }
        return .success(index)
      }
    }

    /// Taps the button at `index` (from 0, in the order the actions were added) in the alert on
    /// top, as ``tap(_:fileID:filePath:line:column:)`` does; for buttons that share a title.
    ///
    /// ```text
    /// tap(at: 4) was called, but alert(title: "Title", actions: [.default("No Handler"), .default("Default"), .cancel("Cancel"), .destructive("Destroy")]) has 4 actions
    /// ```
    /// - Parameters:
    ///   - index: The button's position among the alert's actions, from 0.
    ///   - fileID: The caller's file ID; leave the default.
    ///   - filePath: The caller's file path; leave the default.
    ///   - line: The caller's line; leave the default.
    ///   - column: The caller's column; leave the default.
    @MainActor
    public func tap(
      at index: Int,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) async {
      let tap = AlertTap(
        call: "tap(at: \(index))",
        location: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
      await tap.run(on: self) { alert, request in
        guard alert.actions.indices.contains(index) else {
          let count = alert.actions.count
          return .failure(
            TapRefusal(reason: "\(request) has \(count == 1 ? "1 action" : "\(count) actions")"))
        }
        return .success(index)
      }
    }
  }

  /// One tap on an alert's button: the checks a finger's tap implies, the dismissal, the
  /// handler, and the failure, at the caller's line, when it cannot be made.
  @MainActor
  private struct AlertTap {
    let call: String
    let location: CodeLocation

    /// How long each wait lasts at most.
    private static let timeout: TimeInterval = 2

    /// Taps the action `find` picks in the top alert of `shown`, or fails saying why.
    func run(
      on shown: ShownAlerts,
      find: (UIAlertController, AlertRequest) -> Result<Int, TapRefusal>
    ) async {
      if let reason = shown.unreadableReason { return fail(reason) }
      guard let alert = shown.controllers.last, let request = shown.alerts.last else {
        return fail("the window shows no alert")
      }
      let index: Int
      switch find(alert, request) {
      case .success(let found): index = found
      case .failure(let refusal): return fail(refusal.reason)
      }
      let action = alert.actions[index]
      guard action.isEnabled else {
        return fail("\(String(reflecting: action.title ?? "")) is disabled in \(request)")
      }
      let handler: ((UIAlertAction) -> Void)?
      switch PrivateReads.alertActionHandler(of: action) {
      case .notExposed:
        return fail(
          "this iOS does not expose a UIAlertAction's handler, which Brisk reads to run it")
      case .absent: handler = nil
      case .value(let found): handler = found
      }
      guard await ended({ !alert.isBeingPresented }) else {
        return fail("\(request) was still being presented after 2 seconds")
      }
      guard let presenting = alert.presentingViewController, !alert.isBeingDismissed else {
        return fail("\(request) is no longer shown")
      }
      let ran = Locked(false)
      presenting.dismiss(animated: true) {
        handler?(action)
        ran.withLock { $0 = true }
      }
      guard await ended({ ran.current }) else {
        return BriskCore.fail(
          "\(call) dismissed \(request), but the dismissal had not ended after 2 seconds, so "
            + "its handler has not run",
          at: location)
      }
    }

    /// Whether `condition` holds now or within ``timeout``, checked between short sleeps.
    private func ended(_ condition: () -> Bool) async -> Bool {
      let deadline = Date().addingTimeInterval(Self.timeout)
      while !condition() {
        guard Date() < deadline else { return false }
        try? await Task.sleep(nanoseconds: 10_000_000)
      }
      return true
    }

    private func fail(_ reason: String) {
      BriskCore.fail("\(call) was called, but \(reason)", at: location)
    }
  }

  /// Why a finger could not find the button to tap, to follow `was called, but`.
  private struct TapRefusal: Error {
    let reason: String
  }
#endif

extension AlertSpy {
  /// Taps the button titled `title` in the visible alert: the alert is dismissed, then the
  /// button's handler runs at once, with the text of each text field.
  ///
  /// A tap no person could make fails the test at this line, and runs nothing:
  ///
  /// ```text
  /// tap("Delete") was called, but no alert was presented
  /// tap("Delete") was called, but no alert is visible: the last one, alert(title: "Delete photo?", actions: [.cancel("Cancel"), .destructive("Delete")]), was dismissed by tapping "Cancel"
  /// tap("Remove") was called, but alert(title: "Delete photo?", actions: [.cancel("Cancel"), .destructive("Delete")]) has no action titled "Remove"
  /// tap("OK") was called, but alert(title: "Saved", actions: [.default("OK"), .cancel("OK")]) has 2 actions titled "OK"; give them different titles
  /// ```
  /// - Parameters:
  ///   - title: The title of the button to tap.
  ///   - fileID: The caller's file ID; leave the default.
  ///   - filePath: The caller's file path; leave the default.
  ///   - line: The caller's line; leave the default.
  ///   - column: The caller's column; leave the default.
  public func tap(
    _ title: String,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let call = "tap(\(String(reflecting: title)))"
    let outcome = withVisibleRecord(call) { record -> Result<TapResult, Misuse> in
      let matching = record.alert.actions.filter { $0.title == title }
      guard matching.count == 1, let action = matching.first else {
        let reason =
          matching.isEmpty
          ? "has no action titled \(String(reflecting: title))"
          : "has \(matching.count) actions titled \(String(reflecting: title)); give them "
            + "different titles"
        return .failure(Misuse(message: "\(call) was called, but \(record.alert) \(reason)"))
      }
      record.tapped = title
      return .success(TapResult(handler: action.handler, texts: record.texts))
    }
    switch outcome {
    case .success(let tap):
      tap.handler?(tap.texts)
    case .failure(let misuse):
      BriskCore.fail(
        misuse.message,
        at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }
  }

  /// Types `text` into the text field at `index` of the visible alert, replacing what was
  /// there, for the handler of the button tapped next.
  ///
  /// ```swift
  /// alerts.enterText("Holiday")
  /// alerts.tap("Save")
  /// ```
  ///
  /// With no alert visible, or no text field at `index`, it fails the test at this line:
  ///
  /// ```text
  /// enterText("Holiday", inTextFieldAt: 0) was called, but no alert was presented
  /// enterText("Holiday", inTextFieldAt: 1) was called, but alert(title: "Rename", actions: [.cancel("Cancel"), .default("Save")], textFields: [TextField(placeholder: "Name")]) has 1 text field
  /// ```
  /// - Parameters:
  ///   - text: What to type.
  ///   - index: The text field's position, from 0 at the top.
  ///   - fileID: The caller's file ID; leave the default.
  ///   - filePath: The caller's file path; leave the default.
  ///   - line: The caller's line; leave the default.
  ///   - column: The caller's column; leave the default.
  public func enterText(
    _ text: String,
    inTextFieldAt index: Int = 0,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let call = "enterText(\(String(reflecting: text)), inTextFieldAt: \(index))"
    let outcome = withVisibleRecord(call) { record -> Result<Void, Misuse> in
      guard record.texts.indices.contains(index) else {
        let count = record.texts.count
        let fields =
          count == 0 ? "no text fields" : count == 1 ? "1 text field" : "\(count) text fields"
        return .failure(Misuse(message: "\(call) was called, but \(record.alert) has \(fields)"))
      }
      record.texts[index] = text
      return .success(())
    }
    if case .failure(let misuse) = outcome {
      BriskCore.fail(
        misuse.message,
        at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }
  }

  /// What a tap runs once the lock is released: the handler may present another alert.
  private struct TapResult {
    let handler: (([String]) -> Void)?
    let texts: [String]
  }

  /// A call no person could make, and why.
  private struct Misuse: Error {
    let message: String
  }

  /// Runs `body` on the visible alert's record, under the lock; a misuse when there is none.
  private func withVisibleRecord<Success>(
    _ call: String, _ body: (inout Record) -> Result<Success, Misuse>
  ) -> Result<Success, Misuse> {
    records.withLock { records in
      guard let index = records.indices.last else {
        return .failure(Misuse(message: "\(call) was called, but no alert was presented"))
      }
      if let tapped = records[index].tapped {
        return .failure(
          Misuse(
            message: "\(call) was called, but no alert is visible: the last one, "
              + "\(records[index].alert), was dismissed by tapping \(String(reflecting: tapped))"))
      }
      return body(&records[index])
    }
  }
}

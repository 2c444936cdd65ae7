/// A file a failing snapshot check attaches to the test report, so a failure on CI leaves
/// something to open: the new rendering, under the golden file's name, and for a mismatch the
/// diff, under the same name ending in `.diff`.
///
/// Swift Testing (Swift 6.2 and later) gets an `Attachment`; XCTest on Apple platforms gets an
/// `XCTAttachment`, kept whatever the outcome; Linux's XCTest has none, but
/// `BRISK_SNAPSHOT_ARTIFACTS` collects the new renderings in any run.
package struct SnapshotAttachment: Sendable, Equatable {
  /// The file name: `orderSummary.1.txt`, `orderSummary.1.diff`.
  package let name: String
  /// The text.
  package let contents: String

  package init(name: String, contents: String) {
    self.name = name
    self.contents = contents
  }

  /// Replaces the test report as the place attachments go, for tests.
  @TaskLocal package static var collect: (@Sendable (SnapshotAttachment) -> Void)?

  /// Attaches the new rendering of `file`, and the `diff` of a mismatch, to the running test.
  static func attach(
    rendering: String, diff: [String]?, of file: SnapshotFile, at location: CodeLocation
  ) {
    var attachments = [SnapshotAttachment(name: file.name, contents: rendering + "\n")]
    if let diff {
      let name = file.name.hasSuffix(".txt") ? String(file.name.dropLast(4)) : file.name
      attachments.append(
        SnapshotAttachment(name: name + ".diff", contents: diff.joined(separator: "\n") + "\n"))
    }
    for attachment in attachments {
      if let collect {
        collect(attachment)
      } else {
        TestFrameworks.attach(attachment, at: location)
      }
    }
  }
}

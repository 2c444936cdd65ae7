import BriskCore
import BriskTestSupport
import Foundation
import Testing

private let folderName = "__Snapshots__/SnapshotAttachmentTests"

/// Runs `body` in `folder` and returns what its failing snapshots attached.
private func attachments(
  in folder: SnapshotFolder, environment: [String: String] = [:], _ body: () -> Void
) -> [SnapshotAttachment] {
  let collected = Locked([SnapshotAttachment]())
  let collect: @Sendable (SnapshotAttachment) -> Void = { attachment in
    collected.withLock { $0.append(attachment) }
  }
  SnapshotAttachment.$collect.withValue(collect) {
    folder.run(environment: environment) { _ = failureMessages(body) }
  }
  return collected.withLock { $0 }
}

@Suite struct SnapshotAttachmentTests {
  @Test func aMismatchAttachesTheNewRenderingAndTheDiff() {
    let folder = SnapshotFolder()
    defer { folder.remove() }
    folder.write(
      "\(folderName)/aMismatchAttachesTheNewRenderingAndTheDiff.1.txt", Data("one\ntwo\n".utf8))
    let attached = attachments(in: folder) { expect("one\n2").to(matchSnapshot()) }
    #expect(
      attached == [
        SnapshotAttachment(
          name: "aMismatchAttachesTheNewRenderingAndTheDiff.1.txt", contents: "one\n2\n"),
        SnapshotAttachment(
          name: "aMismatchAttachesTheNewRenderingAndTheDiff.1.diff",
          contents: """
            difference (- expected, + actual), first at line 2, column 1:
              one
            - two
            + 2
              ^

            """),
      ])
  }

  @Test func aNewRecordingAttachesTheRendering() {
    let folder = SnapshotFolder()
    defer { folder.remove() }
    let attached = attachments(in: folder) {
      expect("new").to(matchSnapshot(named: "first"))
    }
    #expect(
      attached == [
        SnapshotAttachment(name: "aNewRecordingAttachesTheRendering.first.txt", contents: "new\n")
      ])
  }

  @Test func aMatchAttachesNothing() {
    let folder = SnapshotFolder()
    defer { folder.remove() }
    folder.write("\(folderName)/aMatchAttachesNothing.1.txt", Data("same\n".utf8))
    #expect(attachments(in: folder) { expect("same").to(matchSnapshot()) } == [])
  }
}

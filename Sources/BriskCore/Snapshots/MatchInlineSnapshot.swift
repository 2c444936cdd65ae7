/// Passes when the value's text rendering equals the snapshot written in the test, in the
/// trailing closure; the first run writes it there.
///
/// ```swift
/// @Test func greeting() {
///   expect(user).to(matchInlineSnapshot())              // the first run writes the closure
///   expect(order).to(matchInlineSnapshot(as: .json) {   // later runs compare with it
///     #"""
///     {
///       "id" : 7
///     }
///     """#
///   })
/// }
/// ```
///
/// Without a closure, the rendering is written into the test file (found through `#filePath`)
/// after the call's `)`: a trailing closure holding a multi-line raw string, indented to the call,
/// with enough `#` for any text. The check fails once, saying so; review the change and run the
/// test again. `BRISK_RECORD=1`, the `.recordSnapshots` trait and ``withSnapshotRecording(_:)``
/// write every closure again. Nothing else in the file changes; several snapshots in one file are
/// all written, and a call that cannot be found leaves the file as it is and fails with the
/// reason. Every pass of one call (the cases of a parameterized test, repetitions, a loop) must
/// render the same text. With `toNot`, a rendering that differs passes and a match fails; a
/// missing snapshot is recorded and fails, as with `to`. A difference shows the line diff golden
/// files show:
///
/// ```text
/// expected to match inline snapshot
/// difference (- expected, + actual), first at line 1, column 22:
/// - User(name: "Ann", age: 40)
/// + User(name: "Ann", age: 41)
///                          ^
/// expected to match inline snapshot, got no snapshot; it was recorded now at line 12: review it and run the test again
/// expected to match inline snapshot, got recording on (BRISK_RECORD=1); it was recorded now at line 12: turn recording off and run the test again
/// expected to match inline snapshot, got recording on (BRISK_RECORD=1) in a CI run (CI=true); nothing was recorded: CI checks snapshots, turn recording off
/// expected to match inline snapshot, got no snapshot, and it could not be recorded: line 12, column 5 of UserTests.swift is 'checkUser', not a call of matchInlineSnapshot: a helper that passes its caller's line and column on cannot take an inline snapshot; call matchInlineSnapshot() in the test, or use matchSnapshot()
/// expected to match inline snapshot, got no snapshot, and it could not be recorded: UserTests.swift changed on disk during the run; it was left as it is
/// expected to match inline snapshot, got a rendering unlike the one recorded at line 12 earlier in this run (another case or repetition of the test, or another pass of a loop); every pass must render the same text, which stays as first recorded:
/// expected to match an inline snapshot, got <nil>
/// expected to not match inline snapshot
/// ```
/// - Parameters:
///   - format: How the value becomes text, as for
///     ``matchSnapshot(named:as:fileID:filePath:line:column:function:)``: ``SnapshotFormat/lines``
///     by default for a `String` or a `Substring`, ``SnapshotFormat/dump`` for any other value,
///     ``SnapshotFormat/json``, or your own.
///   - fileID: The caller's file ID; leave the default.
///   - filePath: The test file the snapshot is written into; leave the default.
///   - line: The line of the call; leave the default.
///   - column: The column of the call's `(`, as the default gives it (the name's column works
///     too); leave the default. A helper that passes its own caller's location on fails with the
///     reason instead of writing anywhere.
///   - expected: The snapshot, written by the first run; leave it out to record it.
/// - Returns: The matcher.
public func matchInlineSnapshot<Value>(
  as format: SnapshotFormat<Value> = .automatic,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  expected: (() -> String)? = nil
) -> Matcher<Value> {
  let check = InlineSnapshotCheck(
    expected: expected?(),
    location: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  return check.matcher(
    format, thrown: "match an inline snapshot", nilExpectation: "match an inline \(format.kind)")
}

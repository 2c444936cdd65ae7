/// Passes when the value's text rendering equals its golden file,
/// `__Snapshots__/<TestFile>/<test name>.<n>.txt` beside the test file, where `n` counts the
/// unnamed snapshots of the test from 1.
///
/// ```swift
/// @Test func orderSummary() {
///   expect(order).to(matchSnapshot())              // __Snapshots__/OrderTests/orderSummary.1.txt
///   expect(order.lines).to(matchSnapshot(named: "lines"))  // orderSummary.lines.txt
/// }
/// ```
///
/// A missing file is written and the check fails once, so the new file gets reviewed.
/// `BRISK_RECORD=1`, the `.recordSnapshots` trait and ``withSnapshotRecording(_:)`` write every
/// file again. A difference shows a line diff:
///
/// ```text
/// expected to match snapshot __Snapshots__/OrderTests/orderSummary.1.txt
/// difference (- expected, + actual), first at line 3, column 9:
///   Profile(
///     name: "Ann",
/// -   age: 40,
/// +   age: 41,
///           ^
///     tags: [
///       "admin",
/// …
/// expected to match snapshot __Snapshots__/OrderTests/orderSummary.2.txt, got no file; it was recorded now: review it and run the test again
/// expected to match snapshot __Snapshots__/OrderTests/orderSummary.1.txt, got recording on (BRISK_RECORD=1); it was recorded now: turn recording off and run the test again
/// expected to match snapshot __Snapshots__/OrderTests/orderSummary.1.txt, got recording on (BRISK_RECORD=1) in a CI run (CI=true); nothing was recorded: CI checks snapshots, turn recording off
/// expected to match snapshot __Snapshots__/OrderTests/orderSummary.1.txt, got a file that is not UTF-8 text; delete it to record it again
/// expected to match snapshot __Snapshots__/OrderTests/orderSummary.1.txt, got something that is not a readable file; remove it to record the file again
/// expected to match snapshot __Snapshots__/OrderTests/orderSummary.lines.txt, got the same file as the check at line 12; give each snapshot in a test its own name
/// expected to match a snapshot, got a test that Swift Testing repeats (--repetitions 3) without the .repeatableSnapshots trait, so its runs would share one count; add the trait to the test or its suite
/// expected to match a snapshot, got an unnamed snapshot in a parameterized test, whose cases share one count and run in any order; name it from the case's arguments: matchSnapshot(named: "\(argument)")
/// expected to match snapshot __Snapshots__/OrderTests/orderSummary.1.txt, got no snapshot: the value could not be encoded as JSON: no wire form for Broken
/// expected to match snapshot __Snapshots__/OrderTests/orderSummary.1.txt, got no file, and it could not be recorded: could not create the folder __Snapshots__/OrderTests (is a file in the way, or is it read-only?)
/// expected to not match snapshot __Snapshots__/OrderTests/orderSummary.1.txt
/// expected to match a snapshot, got <nil>
/// ```
/// A mismatch or a new recording also attaches the new rendering and the diff to the Swift
/// Testing report (Swift 6.2 and later) or, on Apple platforms, to the XCTest report, and
/// `BRISK_SNAPSHOT_ARTIFACTS=<folder>` collects the new renderings.
/// - Parameters:
///   - name: Names the file `<test name>.<name>.txt` instead of counting; use it in a loop, and
///     in a parameterized test, where an unnamed snapshot fails.
///   - format: How the value becomes text: ``SnapshotFormat/lines`` by default for a `String` or a
///     `Substring`, ``SnapshotFormat/dump`` for any other value; ``SnapshotFormat/json`` for an
///     `Encodable` value as JSON, or your own format.
///   - fileID: The caller's file ID; leave the default.
///   - filePath: The caller's file path, whose folder holds `__Snapshots__`; leave the default.
///   - line: The caller's line; leave the default.
///   - column: The caller's column; leave the default.
///   - function: The caller's function, naming the file when no test is running; leave the
///     default.
/// - Returns: The matcher.
public func matchSnapshot<Value>(
  named name: String? = nil,
  as format: SnapshotFormat<Value> = .automatic,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  function: StaticString = #function
) -> Matcher<Value> {
  let check = SnapshotCheck(
    name: name,
    location: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
    function: "\(function)")
  return check.matcher(
    format, thrown: "match a \(format.kind)", nilExpectation: "match a \(format.kind)")
}

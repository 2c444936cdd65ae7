#if canImport(UIKit)
  public import UIKit

  extension SnapshotFormat where Value: UIView {
    /// A view tree, rendered by ``viewTreeText(of:values:)`` from the views' own (model) values.
    @MainActor
    public static var viewTree: Self {
      SnapshotFormat { view in
        try MainActorRead.onMainActor("matchSnapshot(as: .viewTree)") { viewTreeText(of: view) }
      }
    }
  }

  /// Passes when the text of a view tree equals its golden file: one line per view with its
  /// type, frame, alpha, isHidden, transform, background colour, corner radius and
  /// accessibility identifier and label (``viewTreeText(of:values:)``).
  ///
  /// ```swift
  /// expect(card).to(matchSnapshot())   // __Snapshots__/CardTests/<test>.1.txt
  /// ```
  ///
  /// Recording, file names and bad input work as for any value
  /// (`matchSnapshot(named:as:)` in `Brisk`):
  ///
  /// ```text
  /// expected to match snapshot __Snapshots__/CardTests/layout.1.txt
  /// difference (- expected, + actual), first at line 2, column 42:
  ///   UIView frame=(0, 0, 320, 200) alpha=1 hidden=false transform=identity background=nil cornerRadius=0
  /// -   UIButton frame=(16, 16, 288, 24) alpha=1 hidden=false transform=identity background=nil cornerRadius=0 label="Shipped"
  /// +   UIButton frame=(16, 16, 288, 24) alpha=0 hidden=false transform=identity background=nil cornerRadius=0 label="Shipped"
  ///                                            ^
  /// expected to match a snapshot, got <nil>
  /// ```
  /// - Parameters:
  ///   - name: Names the file `<test name>.<name>.txt` instead of counting.
  ///   - fileID: The caller's file ID; leave the default.
  ///   - filePath: The caller's file path, whose folder holds `__Snapshots__`; leave the default.
  ///   - line: The caller's line; leave the default.
  ///   - column: The caller's column; leave the default.
  ///   - function: The caller's function; leave the default.
  /// - Returns: The matcher.
  @MainActor
  public func matchSnapshot<View: UIView>(
    named name: String? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    function: StaticString = #function
  ) -> Matcher<View> {
    matchSnapshot(
      named: name, as: .viewTree, fileID: fileID, filePath: filePath, line: line, column: column,
      function: function)
  }
#endif

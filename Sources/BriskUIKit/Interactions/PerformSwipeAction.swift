// Swipe actions are unavailable on tvOS.
#if canImport(UIKit) && !os(tvOS)
  import BriskFixtures
  public import UIKit

  /// Swipes a table's row and taps the swipe action titled `title`, as a finger would: asks the
  /// delegate for the row's swipe configuration (trailing by default) and runs the action's
  /// handler with a completion.
  ///
  /// The handler gets the action, the row's cell if the table shows it (else the table, as the
  /// swipe button UIKit passes is not public), and a completion. When a finger could not do it,
  /// nothing runs and one failure says why: the table cannot be touched, the row is missing,
  /// the table has no delegate or the delegate gives no actions for that edge, or no action has
  /// that title (the failure lists those there).
  ///
  /// ```swift
  /// performSwipeAction(titled: "Delete", at: IndexPath(row: 0, section: 0), in: tableView)
  /// ```
  ///
  /// ```text
  /// performSwipeAction(titled:at:in:) cannot swipe row [0, 5] in UITableView: it has 1 section, with 3 rows; nothing ran
  /// performSwipeAction(titled:at:in:) found no trailing swipe action titled "Archive" for row [0, 0] in UITableView: it has "Delete" and "Flag"
  /// performSwipeAction(titled:at:in:) found no trailing swipe action titled "Archive" for row [0, 0] in UITableView: its delegate gives no trailing swipe actions for it
  /// ```
  /// - Parameters:
  ///   - title: The action's title.
  ///   - indexPath: The row's section and row.
  ///   - tableView: The table.
  ///   - edge: The edge the swipe starts from; `.trailing` by default.
  ///   - fileID: The caller's file ID; leave the default.
  ///   - filePath: The caller's file path; leave the default.
  ///   - line: The caller's line; leave the default.
  ///   - column: The caller's column; leave the default.
  /// - Returns: What the handler passed to its completion (whether it performed the action), or
  ///   `nil` if it has not called it yet or could not run.
  @available(iOS 11.0, *)
  @available(tvOS, unavailable)
  @MainActor
  @discardableResult
  public func performSwipeAction(
    titled title: String,
    at indexPath: IndexPath,
    in tableView: UITableView,
    from edge: SwipeEdge = .trailing,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Bool? {
    let row = tableView.place(of: indexPath)
    let call = "performSwipeAction(titled:at:in:)"
    let swipe = Finger(
      "\(call) cannot swipe \(row)", then: "nothing ran", fileID: fileID, filePath: filePath,
      line: line, column: column)
    if swipe.cannotReach(tableView) || swipe.cannotFind(indexPath, in: tableView) { return nil }
    let refuse = { (reason: String) -> Bool? in
      fail(
        "\(call) found no \(edge) swipe action titled \"\(title)\" for \(row): \(reason)",
        at: swipe.location)
      return nil
    }
    guard let delegate = tableView.delegate else { return refuse("it has no delegate") }
    let configure: ((UITableView, IndexPath) -> UISwipeActionsConfiguration?)? =
      switch edge {
      case .leading: delegate.tableView(_:leadingSwipeActionsConfigurationForRowAt:)
      case .trailing: delegate.tableView(_:trailingSwipeActionsConfigurationForRowAt:)
      }
    let actions = configure?(tableView, indexPath)?.actions ?? []
    guard !actions.isEmpty else {
      return refuse("its delegate gives no \(edge) swipe actions for it")
    }
    guard let action = actions.first(where: { $0.title == title }) else {
      return refuse("it has \(FingerReach.list(actions.map { $0.title ?? "" }))")
    }
    var performed: Bool?
    action.handler(action, tableView.cellForRow(at: indexPath) ?? tableView) { performed = $0 }
    return performed
  }
#endif

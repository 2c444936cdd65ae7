#if !os(tvOS)
  import BriskUIKit
  import Testing
  import UIKit

  @MainActor
  @Suite struct PerformSwipeActionTests {
    /// A table of names whose rows swipe to Delete and Flag (trailing) and Pin (leading).
    private func swipeTable() -> (UITableView, NamesTable, () -> [String]) {
      let source = NamesTable([["Ada", "Grace"]])
      var log: [String] = []
      source.trailingActions = [
        UIContextualAction(style: .destructive, title: "Delete") { action, _, done in
          log.append(action.title ?? "")
          source.sections[0].removeFirst()
          done(true)
        },
        UIContextualAction(style: .normal, title: "Flag") { action, _, _ in
          log.append(action.title ?? "")
        },
      ]
      source.leadingActions = [
        UIContextualAction(style: .normal, title: "Pin") { action, view, done in
          log.append("\(action.title ?? "") in \(type(of: view))")
          done(false)
        }
      ]
      return (source.makeTable(), source, { log })
    }

    @Test func itRunsTheTrailingActionsHandlerAndReturnsWhatItsCompletionSaid() {
      let (table, source, log) = swipeTable()
      var performed: Bool??
      let failures = withFailureCollection {
        performed = performSwipeAction(titled: "Delete", at: row(0), in: table)
      }
      #expect(failures.isEmpty)
      #expect(performed == .some(true))
      #expect(log() == ["Delete"])
      #expect(source.sections == [["Grace"]])
      #expect(performSwipeAction(titled: "Flag", at: row(0), in: table) == nil)
    }

    @Test func theLeadingEdgeIsOnRequestAndTheHandlerGetsTheTableForAnUnshownRow() {
      let (table, _, log) = swipeTable()
      #expect(performSwipeAction(titled: "Pin", at: row(1), in: table, from: .leading) == false)
      #expect(log() == ["Pin in UITableView"])
    }

    @Test func aMissingTitleFailsNamingTheActionsThere() {
      let (table, source, log) = swipeTable()
      let failures = withFailureCollection {
        performSwipeAction(titled: "Archive", at: row(0), in: table)
        performSwipeAction(titled: "Delete", at: row(0), in: table, from: .leading)
      }
      #expect(
        failures.map(\.message) == [
          #"performSwipeAction(titled:at:in:) found no trailing swipe action titled "Archive" "#
            + #"for row [0, 0] in UITableView: it has "Delete" and "Flag""#,
          #"performSwipeAction(titled:at:in:) found no leading swipe action titled "Delete" "#
            + #"for row [0, 0] in UITableView: it has "Pin""#,
        ])
      let callLine: UInt = #line - 10
      #expect(failures.first?.location.line == callLine)
      #expect(log().isEmpty)
      #expect(source.sections == [["Ada", "Grace"]])
    }

    @Test func aRowWithoutActionsOrMissingOrATableWithoutDelegateFails() {
      let (table, source, log) = swipeTable()
      source.leadingActions = []
      let bare = source.makeTable()
      bare.delegate = nil
      let failures = withFailureCollection {
        performSwipeAction(titled: "Pin", at: row(0), in: table, from: .leading)
        performSwipeAction(titled: "Delete", at: row(9), in: table)
        performSwipeAction(titled: "Delete", at: row(0), in: bare)
      }
      #expect(
        failures.map(\.message) == [
          #"performSwipeAction(titled:at:in:) found no leading swipe action titled "Pin" "#
            + "for row [0, 0] in UITableView: its delegate gives no leading swipe actions for it",
          "performSwipeAction(titled:at:in:) cannot swipe row [0, 9] in UITableView: it has "
            + "1 section, with 2 rows; nothing ran",
          #"performSwipeAction(titled:at:in:) found no trailing swipe action titled "Delete" "#
            + "for row [0, 0] in UITableView: it has no delegate",
        ])
      #expect(log().isEmpty)
      #expect(source.sections == [["Ada", "Grace"]])
    }
  }
#endif

import Foundation

/// How the stand-in's table and collection views check an update, as UIKit does: the counts the
/// view had before it, changed by the inserts, deletes and moves, must be the counts the data
/// source gives after it. UIKit raises `NSInternalInconsistencyException` otherwise ("Invalid
/// update: invalid number of rows in section 0. …"); the stand-in fails the running test with the
/// same reason (`ProgrammerError`) and then reloads, so the view holds the data source's counts.
///
/// The view keeps the counts it last read from its data source, as UIKit caches them: it reads
/// them on first use, after `reloadData()` and after each update. An update made before the
/// view has read any counts takes the data source's current counts as the counts before it, as
/// UIKit does when it loads its data at the start of the update; a data source changed before
/// that fails the check, as on a device.
@MainActor
struct ListUpdates {
  /// `row` and `rows` for a table, `item` and `items` for a collection view; and how the view is
  /// named in the section message.
  let element: (one: String, many: String, view: String)

  private(set) var depth = 0
  private var deletedSections = IndexSet()
  private var insertedSections = IndexSet()
  private var movedSections: [(from: Int, to: Int)] = []
  private var deleted: [IndexPath] = []
  private var inserted: [IndexPath] = []
  private var moved: [(from: IndexPath, to: IndexPath)] = []

  init(element: (one: String, many: String, view: String)) {
    self.element = element
  }

  mutating func begin() { depth += 1 }

  mutating func deleteSections(_ sections: IndexSet) { deletedSections.formUnion(sections) }
  mutating func insertSections(_ sections: IndexSet) { insertedSections.formUnion(sections) }
  mutating func moveSection(_ from: Int, _ to: Int) { movedSections.append((from, to)) }
  mutating func delete(_ paths: [IndexPath]) { deleted += paths }
  mutating func insert(_ paths: [IndexPath]) { inserted += paths }
  mutating func move(_ from: IndexPath, _ to: IndexPath) { moved.append((from, to)) }

  /// Ends one level of batching; at the outermost level, checks the batch against `before` and
  /// `after` and forgets it.
  /// - Returns: Whether the batch ended (the outermost level).
  mutating func end(before: [Int], after: () -> [Int]) -> Bool {
    depth -= 1
    guard depth == 0 else { return false }
    defer { self = ListUpdates(element: element) }
    check(before: before, after: after())
    return true
  }

  private func check(before: [Int], after: [Int]) {
    for path in deleted + moved.map(\.from) {
      let count = before.indices.contains(path.section) ? before[path.section] : 0
      if !before.indices.contains(path.section) || path.item >= count {
        return raise(
          "attempt to delete \(element.one) \(path.item) from section \(path.section) which only "
            + "contains \(count) \(element.many) before the update")
      }
    }
    for path in inserted + moved.map(\.to) {
      let count = after.indices.contains(path.section) ? after[path.section] : 0
      if !after.indices.contains(path.section) || path.item >= count {
        return raise(
          "attempt to insert \(element.one) \(path.item) into section \(path.section), but there "
            + "are only \(count) \(element.many) in section \(path.section) after the update")
      }
    }
    let expectedSections = before.count - deletedSections.count + insertedSections.count
    guard after.count == expectedSections else {
      return raise(
        "Invalid update: invalid number of sections. The number of sections contained in the "
          + "\(element.view) after the update (\(after.count)) must be equal to the number of "
          + "sections contained in the \(element.view) before the update (\(before.count)), plus "
          + "or minus the number of sections inserted or deleted (\(insertedSections.count) "
          + "inserted, \(deletedSections.count) deleted).")
    }
    for (new, old) in sectionOrigins(before: before.count, after: after.count) {
      guard let old else { continue }
      let insertedHere = inserted.count { $0.section == new }
      let deletedHere = deleted.count { $0.section == old }
      let movedIn = moved.count { $0.to.section == new && $0.from.section != old }
      let movedOut = moved.count { $0.from.section == old && $0.to.section != new }
      let expected = before[old] + insertedHere - deletedHere + movedIn - movedOut
      if after[new] != expected {
        return raise(
          "Invalid update: invalid number of \(element.many) in section \(new). The number of "
            + "\(element.many) contained in an existing section after the update (\(after[new])) "
            + "must be equal to the number of \(element.many) contained in that section before "
            + "the update (\(before[old])), plus or minus the number of \(element.many) inserted "
            + "or deleted from that section (\(insertedHere) inserted, \(deletedHere) deleted) "
            + "and plus or minus the number of \(element.many) moved into or out of that section "
            + "(\(movedIn) moved in, \(movedOut) moved out).")
      }
    }
  }

  /// For each section after the update, the section it was before it; `nil` for an inserted one.
  private func sectionOrigins(before: Int, after: Int) -> [(new: Int, old: Int?)] {
    var survivors = (0..<before).filter { !deletedSections.contains($0) && !movedFrom($0) }
    var result: [Int: Int?] = [:]
    for move in movedSections { result[move.to] = move.from }
    for section in insertedSections { result[section] = .some(nil) }
    for new in 0..<after where result[new] == nil {
      result[new] = survivors.isEmpty ? .some(nil) : survivors.removeFirst()
    }
    return (0..<after).map { ($0, result[$0] ?? nil) }
  }

  private func movedFrom(_ section: Int) -> Bool {
    movedSections.contains { $0.from == section }
  }

  private func raise(_ reason: String) {
    ProgrammerError.raise(reason)
  }
}

#if canImport(UIKit)
  import UIKit

  /// The checks the selection helpers of tables and collection views share, before they ask the
  /// delegate.
  extension Finger {
    /// Whether a tap could select `indexPath` in `list`: the list can be touched, allows
    /// selection and has the entry, and, if it allows several selected entries, the entry is not
    /// selected already (a tap would deselect it).
    /// - Returns: The entries selected now, or `nil` after refusing.
    func selectable(_ indexPath: IndexPath, in list: some FingerList) -> [IndexPath]? {
      guard canTouchSelection(of: indexPath, in: list) else { return nil }
      let selected = list.selectedIndexPaths
      if list.allowsMultipleSelection, selected.contains(indexPath) {
        let unit = type(of: list).unit
        refuse(
          "it is selected already, and a tap would deselect it "
            + "(use deselect\(unit.prefix(1).uppercased() + unit.dropFirst())(at:in:))")
        return nil
      }
      return selected
    }

    /// Whether a tap could deselect `indexPath` in `list`: the list can be touched, allows
    /// selection, has the entry and has it selected, and allows several selected entries (with
    /// one, a tap selects it again). Refuses if not.
    func deselectable(_ indexPath: IndexPath, in list: some FingerList) -> Bool {
      guard canTouchSelection(of: indexPath, in: list) else { return false }
      let selected = list.selectedIndexPaths
      guard selected.contains(indexPath) else {
        let names = selected.map { list.name($0) }.joined(separator: ", ")
        refuse("it is not selected (selected: \(selected.isEmpty ? "none" : names))")
        return false
      }
      guard list.allowsMultipleSelection else {
        refuse("its allowsMultipleSelection is false, so a tap would select it again")
        return false
      }
      return true
    }

    /// Whether the collection view's delegate refuses to highlight the item a finger touches
    /// (`collectionView(_:shouldHighlightItemAt:)`); if so, refuses.
    func refusesHighlight(of indexPath: IndexPath, in collectionView: UICollectionView) -> Bool {
      let shouldHighlight: ((UICollectionView, IndexPath) -> Bool)? = collectionView.delegate?
        .collectionView(_:shouldHighlightItemAt:)
      let answer = shouldHighlight?(collectionView, indexPath)
      return refused(answer, by: "collectionView(_:shouldHighlightItemAt:)")
    }

    /// Whether `list` can be touched, allows selection and has `indexPath`; refuses if not.
    private func canTouchSelection(of indexPath: IndexPath, in list: some FingerList) -> Bool {
      if cannotReach(list) { return false }
      guard list.allowsSelection else {
        refuse("its allowsSelection is false")
        return false
      }
      return !cannotFind(indexPath, in: list)
    }
  }
#endif

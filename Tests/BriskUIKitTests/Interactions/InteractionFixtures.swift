import UIKit

/// A text-field delegate that logs what UIKit asks and allows at most `maxLength` characters.
@MainActor
final class LimitingFieldDelegate: NSObject, UITextFieldDelegate {
  var log: [String] = []
  var maxLength = Int.max
  var allowsBeginning = true
  var allowsClearing = true
  var returns = true

  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
    log.append("shouldBegin")
    return allowsBeginning
  }

  func textFieldDidBeginEditing(_ textField: UITextField) {
    log.append("didBegin")
  }

  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool {
    log.append("shouldChange \(range.location) \(string)")
    return (textField.text ?? "").count + string.count <= maxLength
  }

  func textFieldShouldClear(_ textField: UITextField) -> Bool {
    log.append("shouldClear")
    return allowsClearing
  }

  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    log.append("shouldReturn")
    return returns
  }
}

/// A cell that shows one name.
@MainActor
final class NameCell: UITableViewCell {
  var name = ""
}

/// A table's data source and delegate over sections of names, which logs what the table asks
/// and can refuse rows, redirect them and offer swipe actions.
@MainActor
final class NamesTable: NSObject, UITableViewDataSource, UITableViewDelegate {
  var sections: [[String]]
  var log: [String] = []
  var refusedRows: Set<IndexPath> = []
  var unhighlightableRows: Set<IndexPath> = []
  var redirects: [IndexPath: IndexPath] = [:]
  var keptSelectedRows: Set<IndexPath> = []
  #if !os(tvOS)
    var trailingActions: [UIContextualAction] = []
    var leadingActions: [UIContextualAction] = []
  #endif

  init(_ sections: [[String]]) {
    self.sections = sections
  }

  /// A table with this source as its data source and delegate, and `NameCell` registered.
  func makeTable() -> UITableView {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    table.register(NameCell.self, forCellReuseIdentifier: "name")
    table.dataSource = self
    table.delegate = self
    return table
  }

  func numberOfSections(in tableView: UITableView) -> Int {
    sections.count
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "name", for: indexPath)
    (cell as? NameCell)?.name = sections[indexPath.section][indexPath.row]
    return cell
  }

  func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    log.append("shouldHighlight \(indexPath.row)")
    return !unhighlightableRows.contains(indexPath)
  }

  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    log.append("willSelect \(indexPath.row)")
    return refusedRows.contains(indexPath) ? nil : redirects[indexPath] ?? indexPath
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    log.append("didSelect \(indexPath.row)")
  }

  func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
    log.append("willDeselect \(indexPath.row)")
    return keptSelectedRows.contains(indexPath) ? nil : indexPath
  }

  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
    log.append("didDeselect \(indexPath.row)")
  }

  #if !os(tvOS)
    func tableView(
      _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
      trailingActions.isEmpty ? nil : UISwipeActionsConfiguration(actions: trailingActions)
    }

    func tableView(
      _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
      leadingActions.isEmpty ? nil : UISwipeActionsConfiguration(actions: leadingActions)
    }
  #endif
}

/// A row's index path in section 0.
func row(_ row: Int, section: Int = 0) -> IndexPath {
  IndexPath(row: row, section: section)
}

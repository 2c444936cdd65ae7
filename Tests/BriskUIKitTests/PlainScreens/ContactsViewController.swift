// A plain UIKit screen, written as an app team writes one: no Brisk, nothing for the stand-in.
// tvOS has no swipe actions.
#if !os(tvOS)
  import UIKit

  /// A list of contacts in a table with a custom cell: swipe to delete, tap to open, add and
  /// rename with the table's own updates.
  final class ContactsViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let tableView = UITableView(frame: .zero, style: .plain)
    private(set) var contacts: [String]
    var onOpen: (String) -> Void = { _ in }

    init(contacts: [String]) {
      self.contacts = contacts
      super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
      fatalError("init(coder:) is not used")
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      tableView.register(ContactCell.self, forCellReuseIdentifier: ContactCell.reuseIdentifier)
      tableView.dataSource = self
      tableView.delegate = self
      view.addSubview(tableView)
    }

    func add(_ name: String) {
      contacts.append(name)
      tableView.insertRows(at: [IndexPath(row: contacts.count - 1, section: 0)], with: .automatic)
    }

    func rename(at row: Int, to name: String) {
      contacts[row] = name
      tableView.reloadRows(at: [IndexPath(row: row, section: 0)], with: .fade)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      contacts.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell = tableView.dequeueReusableCell(
        withIdentifier: ContactCell.reuseIdentifier, for: indexPath)
      (cell as? ContactCell)?.show(contacts[indexPath.row])
      return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      onOpen(contacts[indexPath.row])
    }

    func tableView(
      _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
      let delete = UIContextualAction(style: .destructive, title: "Delete") {
        [weak self] _, _, done in
        guard let self else { return done(false) }
        self.contacts.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
        done(true)
      }
      return UISwipeActionsConfiguration(actions: [delete])
    }
  }
#endif

#if !os(tvOS)
  import Brisk
  import BriskUIKit
  import Testing
  import UIKit

  /// The acceptance scenario of the interaction helpers: a sign-up form and a list of teammates,
  /// written as plain UIKit with `UIAction`s, driven as a finger would.
  @available(iOS 14.0, *)
  @MainActor
  final class SignUpScreen: NSObject, UITextFieldDelegate, UITableViewDataSource,
    UITableViewDelegate, UICollectionViewDataSource, UICollectionViewDelegate
  {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 640))
    let name = UITextField(frame: .zero)
    let email = UITextField(frame: .zero)
    let terms = UISwitch(frame: .zero)
    let plan = UISegmentedControl(items: ["Free", "Pro", "Team"])
    let seats = UISlider(frame: .zero)
    let submit = UIButton(type: .system)
    let teammates = UITableView(frame: .zero, style: .plain)
    let avatars = UICollectionView(
      frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    let controller = UIViewController()
    var colours = ["Red", "Green", "Blue"]
    var avatar: String?
    var members = ["Ada", "Grace (owner)", "Linus"]
    var submitted: [String] = []
    var cancelled = false
    var copied: String?

    override init() {
      super.init()
      name.accessibilityIdentifier = "name"
      email.accessibilityIdentifier = "email"
      terms.accessibilityIdentifier = "terms"
      submit.setTitle("Sign up", for: .normal)
      seats.minimumValue = 1
      seats.maximumValue = 50
      seats.value = 1
      plan.selectedSegmentIndex = 0
      for subview in [name, email, terms, plan, seats, submit, teammates, avatars] as [UIView] {
        view.addSubview(subview)
      }
      name.delegate = self
      email.delegate = self
      let validate = UIAction { [unowned self] _ in updateSubmit() }
      for field in [name, email] { field.addAction(validate, for: .editingChanged) }
      terms.addAction(validate, for: .valueChanged)
      submit.addAction(
        UIAction { [unowned self] _ in
          submitted.append("\(name.text ?? "") \(plan.selectedSegmentIndex) \(Int(seats.value))")
        }, for: .primaryActionTriggered)
      controller.navigationItem.rightBarButtonItem = UIBarButtonItem(
        primaryAction: UIAction(title: "Cancel") { [unowned self] _ in cancelled = true })
      teammates.register(UITableViewCell.self, forCellReuseIdentifier: "member")
      teammates.dataSource = self
      teammates.delegate = self
      avatars.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "avatar")
      avatars.dataSource = self
      avatars.delegate = self
      updateSubmit()
    }

    private func updateSubmit() {
      submit.isEnabled =
        !(name.text ?? "").isEmpty && (email.text ?? "").contains("@") && terms.isOn
    }

    func textField(
      _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
      replacementString string: String
    ) -> Bool {
      (textField.text ?? "").count - range.length + string.count <= 20
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    {
      colours.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "avatar", for: indexPath)
      cell.accessibilityIdentifier = colours[indexPath.item]
      return cell
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
      avatar = colours[indexPath.item]
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      members.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      let cell = tableView.dequeueReusableCell(withIdentifier: "member", for: indexPath)
      cell.textLabel?.text = members[indexPath.row]
      return cell
    }

    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
      members[indexPath.row].hasSuffix("(owner)") ? nil : indexPath
    }

    func tableView(
      _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
      let delete = UIContextualAction(style: .destructive, title: "Delete") {
        [unowned self] _, _, done in
        members.remove(at: indexPath.row)
        done(true)
      }
      return UISwipeActionsConfiguration(actions: [delete])
    }

    func tableView(
      _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
      point: CGPoint
    ) -> UIContextMenuConfiguration? {
      UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [unowned self] _ in
        UIMenu(children: [
          UIAction(title: "Copy name") { [unowned self] _ in copied = members[indexPath.row] }
        ])
      }
    }
  }

  @MainActor
  @Suite struct SignUpFormScenarioTests {
    @available(iOS 14.0, *)
    @Test func aFingerFillsInTheFormAndSignsUp() {
      let screen = SignUpScreen()
      let failures = withFailureCollection {
        expect(screen.submit).toNot(beEnabled())
        type("Ada Lovelace", into: screen.name)
        type("ada@example.com", into: screen.email)
        expect(screen.submit).toNot(beEnabled())
        toggle(screen.terms)
        select(segment: 1, in: screen.plan)
        slide(screen.seats, to: 5)
        expect(screen.submit).to(beEnabled())
        expect(screen.submit).to(haveTitle("Sign up"))
        tap(screen.submit)
      }
      #expect(failures.isEmpty)
      #expect(screen.submitted == ["Ada Lovelace 1 5"])
    }

    @available(iOS 14.0, *)
    @Test func typing25CharactersLeaves20() {
      let screen = SignUpScreen()
      type("abcdefghijklmnopqrstuvwxy", into: screen.name)
      #expect(screen.name.text == "abcdefghijklmnopqrst")
    }

    @available(iOS 14.0, *)
    @Test func whatAFingerCouldNotDoFailsOnceWithTheReasonAndChangesNothing() {
      let screen = SignUpScreen()
      screen.plan.isHidden = true
      let failures = withFailureCollection {
        tap(screen.submit)
        select(segment: 2, in: screen.plan)
        selectRow(at: IndexPath(row: 1, section: 0), in: screen.teammates)
        _ = try? cell(at: IndexPath(row: 3, section: 0), in: screen.teammates)
        performSwipeAction(
          titled: "Archive", at: IndexPath(row: 0, section: 0), in: screen.teammates)
        performContextMenuAction(
          titled: "Remove", at: IndexPath(row: 0, section: 0), in: screen.teammates)
        selectItem(at: IndexPath(item: 3, section: 0), in: screen.avatars)
      }
      #expect(
        failures.map(\.message) == [
          #"tap(_:) cannot tap UIButton "Sign up": it is disabled; nothing was sent"#,
          "select(segment:in:) cannot select segment 2 of UISegmentedControl: it is hidden; "
            + "the selection stays 0",
          "selectRow(at:in:) cannot select row [0, 1] in UITableView: its delegate's "
            + "tableView(_:willSelectRowAt:) returned nil; the selection is unchanged",
          "cell(at:in:) found no row [0, 3] in UITableView: it has 1 section, with 3 rows",
          #"performSwipeAction(titled:at:in:) found no trailing swipe action titled "Archive" "#
            + #"for row [0, 0] in UITableView: it has "Delete""#,
          #"performContextMenuAction(titled:at:in:) found no action titled "Remove" in the "#
            + #"context menu of row [0, 0] in UITableView: it has "Copy name""#,
          "selectItem(at:in:) cannot select item [0, 3] in UICollectionView: it has 1 section, "
            + "with 3 items; the selection is unchanged",
        ])
      #expect(screen.submitted.isEmpty)
      #expect(screen.plan.selectedSegmentIndex == 0)
      #expect(screen.teammates.indexPathForSelectedRow == nil)
      #expect(screen.members == ["Ada", "Grace (owner)", "Linus"])
      #expect(screen.avatars.indexPathsForSelectedItems == nil && screen.avatar == nil)
      #expect(screen.copied == nil)
    }

    @available(iOS 14.0, *)
    @Test func aFingerPicksAnAvatarColour() throws {
      let screen = SignUpScreen()
      let blue = try cell(at: IndexPath(item: 2, section: 0), in: screen.avatars)
      #expect(blue.accessibilityIdentifier == "Blue")
      selectItem(at: IndexPath(item: 2, section: 0), in: screen.avatars)
      #expect(screen.avatar == "Blue")
      #expect(screen.avatars.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    }

    @available(iOS 14.0, *)
    @Test func aFingerReadsSelectsAndSwipesTheTeammatesAndCancels() throws {
      let screen = SignUpScreen()
      let linus = try cell(at: IndexPath(row: 2, section: 0), in: screen.teammates)
      #expect(linus.textLabel?.text == "Linus")
      selectRow(at: IndexPath(row: 2, section: 0), in: screen.teammates)
      #expect(screen.teammates.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
      let deleted = performSwipeAction(
        titled: "Delete", at: IndexPath(row: 0, section: 0), in: screen.teammates)
      #expect(deleted == true)
      #expect(screen.members == ["Grace (owner)", "Linus"])
      performContextMenuAction(
        titled: "Copy name", at: IndexPath(row: 1, section: 0), in: screen.teammates)
      #expect(screen.copied == "Linus")
      tap(try #require(screen.controller.navigationItem.rightBarButtonItem))
      #expect(screen.cancelled)
    }
  }
#endif

import UIKit

/// What the interaction helpers use: controls, text fields and their delegate, bar items, menus,
/// tables, their data sources and delegates, and swipe actions. An `@optional` delegate method is
/// read into an optional function, as Brisk reads it.
@MainActor
func probeInteractionControls(
  _ control: UIControl, _ button: UIButton, _ segments: UISegmentedControl,
  _ item: UIBarButtonItem, _ object: AnyObject
) {
  let _: (CGRect) -> UIControl = UIControl.init(frame:)
  let _: UIControl.Event = [.touchDown, .touchUpInside, .primaryActionTriggered, .valueChanged]
  let _: UIControl.Event = [.editingDidBegin, .editingChanged, .editingDidEndOnExit]
  let _: Bool = object is UIButton
  let _: String? = button.currentTitle
  let _: UIView? = control.superview

  let _: Int = segments.numberOfSegments
  let _: (Int) -> String? = segments.titleForSegment(at:)
  let _: (Int) -> Bool = segments.isEnabledForSegment(at:)
  let _: Int = segments.selectedSegmentIndex
  segments.selectedSegmentIndex = 0

  let _: Bool = item.isEnabled
  let _: String? = item.title
  let _: Selector? = item.action
  let _: AnyObject? = item.target

  if #available(iOS 14.0, tvOS 14.0, *) {
    let _: (UIAction, UIControl.Event) -> Void = control.addAction(_:for:)
    let _: (UIAction, UIControl.Event) -> Void = control.removeAction(_:for:)
    let _: UIAction? = item.primaryAction
  }
  if #available(iOS 14.0, tvOS 17.0, *) {
    let _: UIMenu? = button.menu
    let _: UIMenu? = item.menu
  }
}

/// Menus and their actions.
@available(iOS 14.0, tvOS 14.0, *)
@MainActor
func probeInteractionMenus(_ menu: UIMenu, _ action: UIAction, _ element: UIMenuElement) {
  probeOptionSet(UIMenuElement.Attributes.self)
  let _: [UIMenuElement] = menu.children
  let _: String = action.title
  let _: UIMenuElement.Attributes = action.attributes
  let _: UIMenuElement.Attributes = [.hidden, .disabled]
  let _: UIMenu? = element as? UIMenu
  let _: UIAction? = element as? UIAction
}

/// Text fields, their delegate and their notifications.
@MainActor
func probeInteractionTextFields(_ field: UITextField, _ delegate: any UITextFieldDelegate) {
  let _: (any UITextFieldDelegate)? = field.delegate
  let _: String? = field.text
  field.text = ""
  let _: Bool = field.isFirstResponder
  let _: Bool = field.isEditing
  let _: () -> Bool = field.becomeFirstResponder
  let _: UITextField.ViewMode = field.clearButtonMode
  switch field.clearButtonMode {
  case .never, .whileEditing, .unlessEditing, .always: break
  @unknown default: break
  }
  let _: Int = field.clearButtonMode.rawValue
  let _: NSNotification.Name = UITextField.textDidChangeNotification
  let _: NSNotification.Name = UITextField.textDidBeginEditingNotification

  let _: ((UITextField) -> Bool)? = delegate.textFieldShouldBeginEditing
  let _: ((UITextField) -> Void)? = delegate.textFieldDidBeginEditing
  let _: ((UITextField, NSRange, String) -> Bool)? = delegate.textField(
    _:shouldChangeCharactersIn:replacementString:)
  let _: ((UITextField) -> Bool)? = delegate.textFieldShouldReturn
  let _: ((UITextField) -> Bool)? = delegate.textFieldShouldClear
}

#if !os(tvOS)  // tvOS has no switch, slider, stepper, date picker, text editing or swipe actions.
  /// Switches, sliders, steppers, date pickers, text views and swipe actions.
  @MainActor
  func probeInteractionSwitches(
    _ control: UISwitch, _ slider: UISlider, _ configuration: UISwipeActionsConfiguration,
    _ action: UIContextualAction, _ delegate: any UITableViewDelegate, _ stepper: UIStepper,
    _ picker: UIDatePicker, _ textView: UITextView, _ textDelegate: any UITextViewDelegate
  ) {
    let _: Bool = control.isOn
    let _: (Bool, Bool) -> Void = control.setOn(_:animated:)
    let _: Float = slider.value
    let _: Float = slider.minimumValue
    let _: Float = slider.maximumValue
    let _: (Float, Bool) -> Void = slider.setValue(_:animated:)

    let _: Double = stepper.value
    stepper.value = 0
    let _: Double = stepper.minimumValue
    let _: Double = stepper.maximumValue
    let _: Double = stepper.stepValue
    let _: Bool = stepper.wraps
    let _: Date = picker.date
    let _: Date? = picker.minimumDate
    let _: Date? = picker.maximumDate
    let _: (Date, Bool) -> Void = picker.setDate(_:animated:)

    let _: String? = textView.text
    textView.text = ""
    let _: Bool = textView.isEditable
    let _: (any UITextViewDelegate)? = textView.delegate
    let _: Bool = textView.isFirstResponder
    let _: () -> Bool = textView.becomeFirstResponder
    let _: NSNotification.Name = UITextView.textDidChangeNotification
    let _: NSNotification.Name = UITextView.textDidBeginEditingNotification
    let _: ((UITextView) -> Bool)? = textDelegate.textViewShouldBeginEditing
    let _: ((UITextView) -> Void)? = textDelegate.textViewDidBeginEditing
    let _: ((UITextView, NSRange, String) -> Bool)? = textDelegate.textView(
      _:shouldChangeTextIn:replacementText:)
    let _: ((UITextView) -> Void)? = textDelegate.textViewDidChange

    let _: [UIContextualAction] = configuration.actions
    let _: String? = action.title
    let _: (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void = action.handler
    let _: ((UITableView, IndexPath) -> UISwipeActionsConfiguration?)? = delegate
      .tableView(_:leadingSwipeActionsConfigurationForRowAt:)
    let _: ((UITableView, IndexPath) -> UISwipeActionsConfiguration?)? = delegate
      .tableView(_:trailingSwipeActionsConfigurationForRowAt:)
  }
#endif

/// Tables, their data sources and delegates, and index paths.
@MainActor
func probeInteractionTables(
  _ table: UITableView, _ dataSource: any UITableViewDataSource,
  _ delegate: any UITableViewDelegate, _ indexPath: IndexPath
) {
  let _: (any UITableViewDataSource)? = table.dataSource
  let _: (any UITableViewDelegate)? = table.delegate
  let _: Int = table.numberOfSections
  let _: (Int) -> Int = table.numberOfRows(inSection:)
  let _: (IndexPath) -> UITableViewCell? = table.cellForRow(at:)
  let _: Bool = table.allowsSelection
  let _: Bool = table.allowsMultipleSelection
  let _: [IndexPath]? = table.indexPathsForSelectedRows
  let _: (IndexPath?, Bool, UITableView.ScrollPosition) -> Void = table.selectRow(
    at:animated:scrollPosition:)
  let _: UITableView.ScrollPosition = .none
  let _: (IndexPath, Bool) -> Void = table.deselectRow(at:animated:)

  let _: (UITableView, IndexPath) -> UITableViewCell = dataSource.tableView(_:cellForRowAt:)
  let _: ((UITableView, IndexPath) -> Bool)? = delegate.tableView(
    _:shouldHighlightRowAt:)
  let _: ((UITableView, IndexPath) -> IndexPath?)? = delegate.tableView(
    _:willSelectRowAt:)
  let _: ((UITableView, IndexPath) -> IndexPath?)? = delegate.tableView(
    _:willDeselectRowAt:)
  let _: ((UITableView, IndexPath) -> Void)? = delegate.tableView(_:didSelectRowAt:)
  let _: ((UITableView, IndexPath) -> Void)? = delegate.tableView(_:didDeselectRowAt:)

  let _: Int = indexPath.count
  let _: Int = indexPath.section
  let _: Int = indexPath.row
}

/// Collection views, their data sources and delegates.
@MainActor
func probeInteractionCollections(
  _ view: UICollectionView, _ dataSource: any UICollectionViewDataSource,
  _ delegate: any UICollectionViewDelegate, _ indexPath: IndexPath
) {
  probeOptionSet(UICollectionView.ScrollPosition.self)
  let _: (any UICollectionViewDataSource)? = view.dataSource
  let _: (any UICollectionViewDelegate)? = view.delegate
  let _: Int = view.numberOfSections
  let _: (Int) -> Int = view.numberOfItems(inSection:)
  let _: Bool = view.allowsSelection
  let _: Bool = view.allowsMultipleSelection
  let _: [IndexPath]? = view.indexPathsForSelectedItems
  let _: (IndexPath?, Bool, UICollectionView.ScrollPosition) -> Void = view.selectItem(
    at:animated:scrollPosition:)
  let _: UICollectionView.ScrollPosition = []
  let _: (IndexPath, Bool) -> Void = view.deselectItem(at:animated:)

  let _: (UICollectionView, IndexPath) -> UICollectionViewCell = dataSource.collectionView(
    _:cellForItemAt:)
  let _: ((UICollectionView, IndexPath) -> Bool)? = delegate.collectionView(
    _:shouldHighlightItemAt:)
  let _: ((UICollectionView, IndexPath) -> Bool)? = delegate.collectionView(
    _:shouldSelectItemAt:)
  let _: ((UICollectionView, IndexPath) -> Bool)? = delegate.collectionView(
    _:shouldDeselectItemAt:)
  let _: ((UICollectionView, IndexPath) -> Void)? = delegate.collectionView(_:didSelectItemAt:)
  let _: ((UICollectionView, IndexPath) -> Void)? = delegate.collectionView(
    _:didDeselectItemAt:)
  let _: Int = indexPath.item
}

/// Context menus of rows and items, and the key-value coding through which Brisk reads a
/// configuration's action provider (`ContextMenus.read(from:)`).
@available(iOS 13.0, tvOS 17.0, *)
@MainActor
func probeInteractionContextMenus(
  _ configuration: UIContextMenuConfiguration, _ tableDelegate: any UITableViewDelegate,
  _ collectionDelegate: any UICollectionViewDelegate, _ view: UICollectionView,
  _ cell: UIView, _ object: NSObject, _ key: String
) {
  let provider: UIContextMenuActionProvider = { (_: [UIMenuElement]) -> UIMenu? in nil }
  let preview: UIContextMenuContentPreviewProvider = { () -> UIViewController? in nil }
  let _: UIContextMenuConfiguration = UIContextMenuConfiguration(
    identifier: nil, previewProvider: preview, actionProvider: provider)
  let _: UIContextMenuConfiguration = UIContextMenuConfiguration()
  let _: ((UITableView, IndexPath, CGPoint) -> UIContextMenuConfiguration?)? = tableDelegate
    .tableView(_:contextMenuConfigurationForRowAt:point:)
  if #available(iOS 16.0, *) {
    let _: ((UICollectionView, [IndexPath], CGPoint) -> UIContextMenuConfiguration?)? =
      collectionDelegate.collectionView(_:contextMenuConfigurationForItemsAt:point:)
  }
  let _: (IndexPath) -> UICollectionViewCell? = view.cellForItem(at:)
  let _: CGPoint = cell.center
  let _: Selector = Selector(key)
  let _: (String) -> Any? = object.value(forKey:)
  let _: NSObject = configuration
}

#if !os(tvOS) && !os(visionOS)  // tvOS lacks the iOS 13 form; visionOS deprecates it at once.
  /// The iOS 13 context-menu question of a collection view's delegate, which Brisk asks as UIKit
  /// does when the iOS 16 one is missing; deprecated in iOS 16, so this probe is too.
  @available(iOS, introduced: 13.0, deprecated: 16.0)
  @available(*, deprecated, message: "probes a method deprecated in iOS 16 and visionOS 1")
  @MainActor
  func probeInteractionLegacyItemMenus(_ delegate: any UICollectionViewDelegate) {
    let _: ((UICollectionView, IndexPath, CGPoint) -> UIContextMenuConfiguration?)? = delegate
      .collectionView(_:contextMenuConfigurationForItemAt:point:)
  }
#endif

/// What a test reads of a screen: a cell's text label, and a controller's navigation item.
@MainActor
func probeInteractionLabels(_ cell: UITableViewCell, _ controller: UIViewController) {
  let label: UILabel? = cell.textLabel
  let _: String? = label?.text
  label?.text = ""
  let item: UINavigationItem = controller.navigationItem
  let _: UIBarButtonItem? = item.rightBarButtonItem
  item.rightBarButtonItem = nil
  let _: UINavigationItem = UINavigationItem(title: "")
  let _: (CGRect) -> UILabel = UILabel.init(frame:)
}

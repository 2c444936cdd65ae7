import BriskUIKit
import Foundation
import Testing
import UIKit

/// `<UIAlertController: 0x…>`, as an Objective-C exception's reason names an object.
private func named(_ object: AnyObject) -> String {
  let address = UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque())
  return "<\(type(of: object)): 0x\(String(address, radix: 16))>"
}

@MainActor
@Suite struct UIAlertControllerStandInTests {
  @Test func keepsWhatItWasMadeWith() {
    let alert = UIAlertController(
      title: "Delete?", message: "Gone for good", preferredStyle: .alert)
    #expect(alert.title == "Delete?")
    #expect(alert.message == "Gone for good")
    #expect(alert.preferredStyle == .alert)
    #expect(alert.actions.isEmpty)
    #expect(alert.textFields == nil)
    #expect(alert.preferredAction == nil)
    #expect(UIAlertController().preferredStyle == .actionSheet)
  }

  @Test func actionsKeepTheirOrderTitleStyleAndEnabledState() {
    let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
    let cancel = UIAlertAction(title: "Cancel", style: .cancel)
    let delete = UIAlertAction(title: "Delete", style: .destructive) { _ in }
    alert.addAction(cancel)
    alert.addAction(delete)
    alert.preferredAction = delete
    #expect(alert.actions == [cancel, delete])
    #expect(alert.actions.map(\.title) == ["Cancel", "Delete"])
    #expect(alert.actions.map(\.style) == [.cancel, .destructive])
    #expect(alert.preferredAction === delete)
    #expect(delete.isEnabled)
    delete.isEnabled = false
    let copy = delete.copy() as? UIAlertAction
    #expect(copy?.title == "Delete")
    #expect(copy?.style == .destructive)
    #expect(copy?.isEnabled == false)
    #expect(copy !== delete)
  }

  @Test func textFieldsAreConfiguredAsTheyAreAdded() {
    let alert = UIAlertController(title: "Sign in", message: nil, preferredStyle: .alert)
    alert.addTextField { $0.placeholder = "Name" }
    alert.addTextField { field in
      field.text = "secret"
      field.isSecureTextEntry = true
    }
    alert.addTextField()
    #expect(alert.textFields?.map(\.placeholder) == ["Name", nil, nil])
    #expect(alert.textFields?.map(\.text) == [nil, "secret", nil])
    #expect(alert.textFields?.map(\.isSecureTextEntry) == [false, true, false])
  }

  // UIAlertController.m asserts (NSInternalInconsistencyException) in addAction:,
  // setPreferredAction: and addTextFieldWithConfigurationHandler:; the messages are UIKit's.
  @Test func whatRaisesOnIOSFailsTheTestAndChangesNothing() {
    let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
    let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    let stranger = UIAlertAction(title: "Other", style: .default)
    var configured = false
    withKnownIssue("each call raises NSInternalInconsistencyException on iOS") {
      alert.addAction(UIAlertAction(title: "Close", style: .cancel))
      alert.preferredAction = stranger
      sheet.addTextField { _ in configured = true }
    } matching: { issue in
      [
        "NSInternalInconsistencyException: UIAlertController can only have one action with a "
          + "style of UIAlertActionStyleCancel",
        "NSInternalInconsistencyException: The -preferredAction of an alert controller must be "
          + "contained in the -actions array or be nil.",
        "NSInternalInconsistencyException: Text fields can only be added to an alert controller "
          + "of style UIAlertControllerStyleAlert",
      ].contains(issue.comments.first?.rawValue ?? "")
    }
    #expect(alert.actions.map(\.title) == ["Cancel"])
    #expect(alert.preferredAction == nil)
    #expect(sheet.textFields == nil)
    #expect(!configured)
  }
}

// Dumps of UIKitCore's classes (iOS 14.2) list `@property (nonatomic, copy) id handler` on
// UIAlertAction; public test code reads it with value(forKey: "handler").
@MainActor @Suite struct UIAlertActionStandInTests {
  @Test func theHandlerIsReadByKeyAsOnIOS() {
    var tapped: [String?] = []
    let action = UIAlertAction(title: "Delete", style: .destructive) { tapped.append($0.title) }
    #expect(action.responds(to: Selector("handler")))
    let handler = action.value(forKey: "handler") as? (UIAlertAction) -> Void
    handler?(action)
    #expect(tapped == ["Delete"])
  }

  @Test func anActionMadeWithoutAHandlerHasTheGetterAndNoValue() {
    let action = UIAlertAction(title: "OK", style: .default)
    #expect(action.responds(to: Selector("handler")))
    #expect(action.value(forKey: "handler") == nil)
    #expect(!action.responds(to: Selector("shouldDismissHandler")))
  }
}

extension KeyWindowTests {
  /// Alerts presented in a key window, and tapped as a person would.
  @MainActor @Suite struct UIAlertControllerPresentationStandInTests {
    // On an iPad UIKit gives an action sheet its popover when it is made, so code can anchor
    // it before presenting; the stand-in's iPad is a key window showing a regular width.
    // UIAlertController.m's _modalPresentationStyleForResolvedStyle: an alert is .custom, an action
    // sheet .popover on an iPad (.custom on an iPhone); setModalPresentationStyle: sets that
    // style whatever it is given.
    // On an iPhone an action sheet has no popoverPresentationController (UIViewController.h: "If
    // the modal presentation style is UIModalPresentationPopover, this property returns the
    // popover presentation controller"; the style is .custom there). The stand-in's device is an
    // iPhone while no key window shows a regular width, which the tests in KeyWindowTests
    // change, hence this one runs among them.
    @Test func theStyleIsUIKitsChoiceOnAnIPhone() {
      let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
      let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
      alert.modalPresentationStyle = .fullScreen
      sheet.modalPresentationStyle = .fullScreen
      #expect(alert.modalPresentationStyle == .custom)
      #expect(sheet.modalPresentationStyle == .custom)
      #expect(alert.popoverPresentationController == nil)
      #expect(sheet.popoverPresentationController == nil)
    }

    @Test func anActionSheetHasAPopoverOnAnIPad() {
      let host = hostInSplitView(primary: RootScreen())
      defer { host.tearDown() }
      let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
      #expect(sheet.modalPresentationStyle == .popover)
      #expect(sheet.popoverPresentationController?.presentedViewController === sheet)
      let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
      #expect(alert.popoverPresentationController == nil)
    }

    @Test func anActionSheetHasNoPopoverOnAnIPhone() {
      let host = hostInKeyWindow(RootScreen())
      defer { host.tearDown() }
      let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
      #expect(sheet.popoverPresentationController == nil)
    }

    @Test func anAlertIsPresentedAtOnce() async {
      let root = RootScreen()
      let host = hostInKeyWindow(root)
      defer { host.tearDown() }
      let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
      root.present(alert, animated: true)
      #expect(root.presentedViewController === alert)
      #expect(alert.isBeingPresented)
      await expect(alert.isBeingPresented).toEventually(beFalse())
    }

    // Crash reports of NSGenericException from -[UIPopoverPresentationController
    // presentationTransitionWillBegin] (material-components-ios#8730, SDCAlertView#306): on an
    // iPad an action sheet needs a sourceView or a barButtonItem.
    @Test func anUnanchoredActionSheetRaisesWhenPresentedRegular() {
      let subject = RootScreen()
      let host = hostInSplitView(primary: subject)
      defer { host.tearDown() }
      let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
      let context = host.window?.rootViewController.map(named) ?? ""
      let expected =
        "NSGenericException: Your application has presented a UIAlertController "
        + "(\(named(sheet))) of style UIAlertControllerStyleActionSheet from "
        + "TraitOverridingContainer (\(context)). The modalPresentationStyle "
        + "of a UIAlertController with this style is UIModalPresentationPopover. You must "
        + "provide location information for this popover through the alert controller's "
        + "popoverPresentationController. You must provide either a sourceView and sourceRect "
        + "or a barButtonItem.  If this information is not known when you present the alert "
        + "controller, you may provide it in the UIPopoverPresentationControllerDelegate method "
        + "-prepareForPopoverPresentation."
      withKnownIssue("an unanchored action sheet raises NSGenericException on an iPad") {
        subject.present(sheet, animated: false)
      } matching: { issue in
        issue.comments.first?.rawValue == expected
      }
      #expect(subject.presentedViewController == nil)
    }

    @Test func anAnchoredActionSheetPresentsRegular() async {
      let subject = RootScreen()
      let host = hostInSplitView(primary: subject)
      defer { host.tearDown() }
      let anchored = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
      anchored.popoverPresentationController?.sourceView = subject.view
      subject.present(anchored, animated: false)
      #expect(subject.presentedViewController === anchored)
      await expect(anchored.isBeingPresented).toEventually(beFalse())
      subject.dismiss(animated: false)
      await expect(subject.presentedViewController).toEventually(beNil())
    }

    @Test func anUnanchoredActionSheetPresentsCompact() async {
      let phone = RootScreen()
      let compact = hostInSplitView(primary: phone, width: .compact)
      defer { compact.tearDown() }
      let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
      phone.present(sheet, animated: false)
      #expect(phone.presentedViewController === sheet)
      await expect(sheet.isBeingPresented).toEventually(beFalse())
      phone.dismiss(animated: false)
      await expect(phone.presentedViewController).toEventually(beNil())
    }
  }
}

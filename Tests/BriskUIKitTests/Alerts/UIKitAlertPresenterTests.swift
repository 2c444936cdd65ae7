import BriskUIKit
import Foundation
import Testing
import UIKit

extension KeyWindowTests {
  /// The real presenter, checked against a key window.
  @MainActor @Suite struct UIKitAlertPresenterTests {
    private let presenter: any AlertPresenter = UIKitAlertPresenter()

    @Test func presentsTheAlertAtOnce() async throws {
      let subject = RootScreen()
      let host = hostInKeyWindow(subject)
      defer { host.tearDown() }
      presenter.present(
        .alert(title: "Delete photo?", actions: [.cancel("Cancel"), .destructive("Delete")]),
        from: subject)
      let alert = try #require(subject.presentedViewController as? UIAlertController)
      #expect(alert.title == "Delete photo?")
      #expect(alert.actions.map(\.title) == ["Cancel", "Delete"])
      #expect(alert.isBeingPresented)
      #expect(alert.popoverPresentationController == nil)
      await expect(alert.isBeingPresented).toEventually(beFalse())
    }

    @Test func anActionSheetPointsAtItsAnchor() throws {
      let subject = RootScreen()
      let host = hostInSplitView(primary: subject)
      defer { host.tearDown() }
      let button = UIButton(frame: CGRect(x: 10, y: 20, width: 44, height: 30))
      presenter.present(
        .actionSheet(actions: [.default("Share")], anchor: .init(sourceView: button)), from: subject
      )
      let popover = try #require(subject.presentedViewController?.popoverPresentationController)
      #expect(popover.sourceView === button)
      #expect(popover.sourceRect == CGRect(x: 0, y: 0, width: 44, height: 30))
      #expect(popover.permittedArrowDirections == .any)
      subject.dismiss(animated: false)
    }

    @Test func anActionSheetPointsAtTheAnchorsRectangle() throws {
      let subject = RootScreen()
      let host = hostInSplitView(primary: subject)
      defer { host.tearDown() }
      let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
      presenter.present(
        .actionSheet(
          actions: [.default("Share")], anchor: .init(sourceView: subject.view, sourceRect: rect)),
        from: subject)
      let popover = try #require(subject.presentedViewController?.popoverPresentationController)
      #expect(popover.sourceView === subject.view)
      #expect(popover.sourceRect == rect)
    }

    @Test func anUnanchoredActionSheetPointsAtTheMiddleOfThePresentingView() throws {
      let subject = RootScreen()
      let host = hostInSplitView(primary: subject)
      defer { host.tearDown() }
      subject.view.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
      presenter.present(.actionSheet(actions: [.default("Share")]), from: subject)
      let popover = try #require(subject.presentedViewController?.popoverPresentationController)
      #expect(popover.sourceView === subject.view)
      #expect(popover.sourceRect == CGRect(x: 150, y: 100, width: 0, height: 0))
      #expect(popover.permittedArrowDirections == [])
    }

    @Test func anActionSheetPointsAtItsBarButtonItemWithItsArrows() throws {
      let subject = RootScreen()
      let host = hostInSplitView(primary: subject)
      defer { host.tearDown() }
      let item = UIBarButtonItem()
      presenter.present(
        .actionSheet(
          actions: [.default("Share")],
          anchor: .init(barButtonItem: item, permittedArrowDirections: [.up, .down])),
        from: subject)
      let popover = try #require(subject.presentedViewController?.popoverPresentationController)
      #expect(popover.barButtonItem === item)
      #expect(popover.sourceView == nil)
      #expect(popover.permittedArrowDirections == [.up, .down])
    }

    @Test func passesOnAnimatedAndTheCompletion() async {
      let subject = RootScreen()
      let host = hostInKeyWindow(subject)
      defer { host.tearDown() }
      var completed = false
      presenter.present(
        .alert(title: "Saved", actions: [.default("OK")]), from: subject, animated: false
      ) { completed = true }
      #expect(subject.presentedViewController is UIAlertController)
      await expect(completed).toEventually(beTrue())
      await subject.shownAlerts.tap("OK")
      presenter.present(.alert(title: "Saved", actions: [.default("OK")]), from: subject)
      await expect(subject.presentedViewController?.isBeingPresented).toEventually(equal(false))
    }

    @Test func aTapRunsTheHandlerOnceTheAlertIsGone() async throws {
      let subject = RootScreen()
      let host = hostInKeyWindow(subject)
      defer { host.tearDown() }
      var deleted = false
      presenter.present(
        .alert(title: nil, actions: [.destructive("Delete") { _ in deleted = true }]), from: subject
      )
      await subject.shownAlerts.tap("Delete")
      #expect(deleted)
      #expect(subject.presentedViewController == nil)
    }
  }
}

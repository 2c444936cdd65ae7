import BriskUIKit
import Testing
import UIKit

// VCPS's ViewControllerPresentationTests, ported with the app unchanged: the sample presents
// its own controllers; the test hosts it in a key window and reads what it presented. Kept:
// presented once, by `sut`, of the type VCPS casts to, with its background colour. Not kept:
// `animated: true`, which UIKit does not record publicly once a presentation has happened.

extension KeyWindowTests {
  @MainActor @Suite struct AppUnchangedPresentationTests {
    @available(iOS 14.0, *)
    private func makeSUT() -> SampleViewController {
      let sut = SampleViewController()
      sut.loadViewIfNeeded()
      return sut
    }

    /// The controllers the window shows above its root, bottom first.
    private func presented(in window: UIWindow) -> [UIViewController] {
      var shown: [UIViewController] = []
      var next = window.rootViewController?.presentedViewController
      while let controller = next {
        shown.append(controller)
        next = controller.presentedViewController
      }
      return shown
    }

    @available(iOS 14.0, *)
    @Test func outletsAreConnected() {
      let sut = makeSUT()
      #expect(sut.seguePresentModalButton != nil)
      #expect(sut.segueShowButton != nil)
      #expect(sut.codePresentModalButton != nil)
    }

    @available(iOS 14.0, *)
    @Test func tappingSeguePresentModalButtonPresentsNextViewWithGreenBackground() async {
      let sut = makeSUT()
      await withKeyWindow(hosting: sut) { window async in
        sut.seguePresentModalButton?.sendActions(for: .touchUpInside)
        expect(self.presented(in: window)).to(haveCount(1))
        expect(sut.presentedViewController?.presentingViewController).to(beIdenticalTo(sut))
        let next = sut.presentedViewController as? NextViewController
        expect(next?.backgroundColor) == .green
      }
    }

    @available(iOS 14.0, *)
    @Test func tappingSegueShowButtonShowsNextViewWithRedBackground() async {
      let sut = makeSUT()
      await withKeyWindow(hosting: sut) { window async in
        sut.segueShowButton?.sendActions(for: .touchUpInside)
        expect(self.presented(in: window)).to(haveCount(1))
        expect(sut.presentedViewController?.presentingViewController).to(beIdenticalTo(sut))
        let next = sut.presentedViewController as? NextViewController
        expect(next?.backgroundColor) == .red
      }
    }

    @available(iOS 14.0, *)
    @Test func tappingCodeModalButtonPresentsNextViewWithPurpleBackground() async {
      let sut = makeSUT()
      await withKeyWindow(hosting: sut) { window async in
        sut.codePresentModalButton?.sendActions(for: .touchUpInside)
        expect(self.presented(in: window)).to(haveCount(1))
        expect(sut.presentedViewController?.presentingViewController).to(beIdenticalTo(sut))
        let next = sut.presentedViewController as? CodeNextViewController
        expect(next?.backgroundColor) == .purple
      }
    }
  }
}

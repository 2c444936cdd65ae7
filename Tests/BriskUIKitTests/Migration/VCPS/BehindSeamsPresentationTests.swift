import BriskUIKit
import Testing
import UIKit

// VCPS's ViewControllerPresentationTests, ported with the app behind Brisk's seams: a
// PresenterSpy records each request at once, with `animated` and its completion. Every VCPS
// assertion is kept: presented once, animated, from `sut`, of the type VCPS casts to, with its
// background colour. The show segue asks for `show(_:sender:)`, which takes no `animated`: UIKit
// decides, so the spy records the request's kind (`.default`) instead.

@MainActor @Suite struct BehindSeamsPresentationTests {
  private let presenter = PresenterSpy<UIViewController>()

  @available(iOS 14.0, *)
  private func makeSUT() -> SeamSampleViewController {
    let sut = SeamSampleViewController(alerts: AlertSpy(), presenter: presenter)
    sut.loadViewIfNeeded()
    return sut
  }

  @available(iOS 14.0, *)
  @Test func outletsAreConnected() {
    let sut = makeSUT()
    #expect(sut.seguePresentModalButton != nil)
    #expect(sut.segueShowButton != nil)
    #expect(sut.codePresentModalButton != nil)
  }

  @available(iOS 14.0, *)
  @Test func tappingSeguePresentModalButtonPresentsNextViewWithGreenBackground() throws {
    let sut = makeSUT()
    sut.seguePresentModalButton?.sendActions(for: .touchUpInside)
    expect(presenter.presentations).to(haveCount(1))
    let next = try #require(presenter.last?.presented as? NextViewController)
    expect(presenter).to(havePresented(next, as: .modal, from: sut, animated: true))
    expect(next.backgroundColor) == .green
  }

  @available(iOS 14.0, *)
  @Test func tappingSegueShowButtonShowsNextViewWithRedBackground() throws {
    let sut = makeSUT()
    sut.segueShowButton?.sendActions(for: .touchUpInside)
    expect(presenter.presentations).to(haveCount(1))
    let next = try #require(presenter.last?.presented as? NextViewController)
    expect(presenter).to(havePresented(next, as: .default, from: sut))
    expect(next.backgroundColor) == .red
  }

  @available(iOS 14.0, *)
  @Test func tappingCodeModalButtonPresentsNextViewWithPurpleBackground() throws {
    let sut = makeSUT()
    var completions = 0
    sut.viewControllerPresentedCompletion = { completions += 1 }
    sut.codePresentModalButton?.sendActions(for: .touchUpInside)
    expect(presenter.presentations).to(haveCount(1))
    let next = try #require(presenter.last?.presented as? CodeNextViewController)
    expect(presenter).to(havePresented(next, as: .modal, from: sut, animated: true))
    expect(next.backgroundColor) == .purple
    presenter.last?.completion?()
    expect(completions) == 1
  }
}

import BriskTestSupport
import BriskUIKit
import Testing
import UIKit

/// A screen whose refresh handler captures it strongly: a retain cycle, unless it captures weakly.
private final class TimelineViewController: UIViewController {
  var onRefresh: (() -> Void)?
  private let capturesWeakly: Bool

  init(capturesWeakly: Bool) {
    self.capturesWeakly = capturesWeakly
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    nil
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    if capturesWeakly {
      onRefresh = { [weak self] in self?.reload() }
    } else {
      onRefresh = { self.reload() }
    }
  }

  private func reload() {}
}

// Scenario 6: leak tracking catches a controller kept alive by a retain cycle, and passes once
// the cycle is broken.
extension KeyWindowTests {
  @MainActor @Suite struct RetainCycleScenario {
    private let leak =
      "expected <TimelineViewController> to be released when withLeakTracking ends, but it is "
      + "still alive"

    @Test func catchesTheCycleAtTheLineTheControllerWasTracked() {
      var line: UInt = 0
      let failures = withFailureCollection {
        withLeakTracking {
          let subject = TimelineViewController(capturesWeakly: false)
          line = #line + 1
          trackForLeaks(subject)
          subject.loadViewIfNeeded()
        }
      }
      #expect(failures.map(\.message) == [leak])
      #expect(failures.first?.location.line == line)
      #expect(failures.first?.location.fileID == "BriskUIKitTests/RetainCycleScenarioTests.swift")
    }

    @Test func passesOnceTheCycleIsBroken() {
      expectNoFailure {
        withLeakTracking {
          let subject = TimelineViewController(capturesWeakly: true)
          trackForLeaks(subject)
          subject.loadViewIfNeeded()
        }
      }
    }

    @Test func catchesTheCycleThroughAWindowHost() async {
      let failures = await withFailureCollection {
        await withLeakTracking {
          await withKeyWindow(
            hosting: TimelineViewController(capturesWeakly: false), checkingForLeaks: true
          ) { window in
            window.rootViewController?.show(OtherScreen(), sender: nil)
            await expect(window.rootViewController?.presentedViewController)
              .toEventually(beAKindOf(OtherScreen.self))
          }
        }
      }
      #expect(failures.map(\.message) == [leak])
    }

    @Test(.checksForLeaks) func aHostedControllerWithoutACycleIsReleased() async {
      await withKeyWindow(
        hosting: TimelineViewController(capturesWeakly: true), checkingForLeaks: true
      ) { window in
        window.rootViewController?.show(OtherScreen(), sender: nil)
        expect(window.rootViewController?.presentedViewController).to(beAKindOf(OtherScreen.self))
        await expect(window.rootViewController?.presentedViewController?.isBeingPresented)
          .toEventually(beFalse())
      }
    }
  }
}

import Brisk
import BriskFixtures
import BriskUIKit
import Testing
import UIKit

extension KeyWindowTests {
  /// A body without `await` gets the synchronous `withKeyWindow`, which cannot wait for a
  /// transition: it says so, and a leak check that a transition or an alert still held the
  /// controller says that too.
  @MainActor @Suite struct WithKeyWindowTransitionTests {
    private let useAwait =
      "its body has no await, so Swift chose the form that cannot wait for a transition; put an "
      + "await in the body (await expect(…).toEventually(…)) and write "
      + "await withKeyWindow(hosting:) { … }"

    /// Lets the transitions the test started end, so the next test starts clean.
    private func transitionsEnd(from root: UIViewController) async {
      await expect(root.presentedViewController?.isBeingPresented ?? false)
        .toEventually(beFalse())
    }

    @Test func aSynchronousBodyThatLeavesATransitionUnderWaySaysToAwait() async {
      let root = RootScreen()
      let failures = withFailureCollection {
        withKeyWindow(hosting: root) { _ in root.present(DetailScreen(), animated: true) }
      }
      #expect(
        failures.map(\.message) == [
          "withKeyWindow(hosting:) ended its synchronous form while <RootScreen> was presenting "
            + "<DetailScreen>: " + useAwait
        ])
      await transitionsEnd(from: root)
    }

    @Test func aLeakReportedWhileATransitionHeldTheControllerSaysSo() async {
      let root = RootScreen()
      weak var held: RootScreen?
      let failures = withFailureCollection {
        withLeakTracking {
          let screen = RootScreen()
          held = screen
          withKeyWindow(hosting: screen, checkingForLeaks: true) { _ in
            screen.present(DetailScreen(), animated: true)
          }
        }
      }
      #expect(
        failures.map(\.message).last
          == "expected <RootScreen> to be released when withLeakTracking ends, but it is still "
          + "alive: a transition still held it when its window was torn down (<RootScreen> was "
          + "presenting <DetailScreen>)")
      if let held { await transitionsEnd(from: held) }
      await transitionsEnd(from: root)
    }

    @Test func anAwaitedBodyWaitsForTheTransitionAndReportsNoLeak() async {
      let failures = await withFailureCollection {
        await withLeakTracking {
          let screen = RootScreen()
          await withKeyWindow(hosting: screen, checkingForLeaks: true) { _ in
            screen.present(DetailScreen(), animated: true)
            await expect(screen.presentedViewController).toEventually(beAKindOf(DetailScreen.self))
          }
        }
      }
      #expect(failures.isEmpty)
    }
  }
}

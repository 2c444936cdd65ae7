import BriskTestSupport
import Dispatch
import Foundation
import Testing

@testable import BriskCore

@Suite struct WaitUntilTests {
  @Test func passesWhenDoneIsCalledFromAnotherThread() async {
    await expectMessages([]) {
      await waitUntil(timeout: .seconds(5)) { done in
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(10)) { done() }
      }
      await waitUntil { done in done() }
    }
  }

  @Test func reportsWhenDoneIsNeverCalled() async {
    await expectMessages(["waitUntil timed out after 20 ms: done() was never called"]) {
      await waitUntil(timeout: .milliseconds(20)) { _ in }
    }
  }

  @Test func reportsADoubleCall() async {
    await expectMessages(["done() was called 2 times; call it once"]) {
      await waitUntil { done in
        done()
        done()
      }
    }
  }

  @Test func ignoresAndReportsALateCall() async {
    let kept = Locked<(@Sendable () -> Void)?>(nil)
    await expectMessages([
      "waitUntil timed out after 20 ms: done() was never called",
      "done() was called after waitUntil timed out after 20 ms; the call was ignored",
    ]) {
      await waitUntil(timeout: .milliseconds(20)) { done in kept.withLock { $0 = done } }
      kept.current?()
    }
  }

  @Test func aDoneThatComesOnlyAfterTheThreadWasBlockedPastTheTimeoutIsATimeout() async {
    let failures = await withFailureCollection {
      await waitUntil(timeout: .milliseconds(20)) { done in
        Thread.sleep(forTimeInterval: 0.1)
        done()
      }
    }
    #expect(
      failures.map(\.message) == [
        "waitUntil timed out after 20 ms: done() was called too late\n"
          + "it came after the deadline, while the action still kept the thread busy"
      ])
    // How late depends on the machine: it is measured, on a line of its own.
    #expect(failures.first?.measured?.hasPrefix("done() was called ") == true)
    #expect(failures.first?.measured?.hasSuffix(" after waitUntil started") == true)
  }

  @Test func cancellationEndsTheWait() async {
    let messages = Locked<[String]>([])
    let waiting = Task {
      let collected = await failureMessages {
        await waitUntil(timeout: .seconds(60)) { _ in }
      }
      messages.withLock { $0 = collected }
    }
    try? await Task.sleep(nanoseconds: 20_000_000)
    waiting.cancel()
    await waiting.value
    #expect(messages.current == ["waitUntil was cancelled before done() was called"])
  }

  @Test func refusesANonPositiveTimeoutWithoutRunningTheAction() async {
    let ran = Locked(false)
    await expectMessages(["waitUntil needs a positive timeout, got -1 s"]) {
      await waitUntil(timeout: .seconds(-1)) { done in
        ran.withLock { $0 = true }
        done()
      }
    }
    #expect(!ran.current)
  }

  @Test func runsTheActionOnTheCallersActor() async {
    await expectMessages([]) { await IsolationProbe().waitsOnItself() }
  }
}

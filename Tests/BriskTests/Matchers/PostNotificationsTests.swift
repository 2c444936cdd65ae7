import BriskCore
import BriskTestSupport
import Foundation
import Testing

private let saved = Notification.Name("saved")
private let deleted = Notification.Name("deleted")

@Suite struct PostNotificationsTests {
  let center = NotificationCenter()

  @Test func passesForWhatTheExpressionPosts() {
    let note = Notification(name: saved)
    expectNoFailure {
      expect { center.post(note) }.to(postNotifications(equal([note]), from: center))
      expect { center.post(note) }.to(postNotifications(haveCount(1), from: center))
      expect(1).to(postNotifications(beEmpty(), from: center))
    }
  }

  @Test func failsShowingWhatWasPosted() {
    expectMessages([
      """
      expected to equal <[name = saved]>, got no notifications
      count: expected 1, got 0
      first difference at index 0: expected <name = saved>, got end of collection
      missing: <[name = saved]>
      """,
      "expected to have count <2>, got <[name = deleted]>",
    ]) {
      expect(1).to(postNotifications(equal([Notification(name: saved)]), from: center))
      expect { center.post(name: deleted, object: nil) }
        .to(postNotifications(haveCount(2), from: center))
    }
  }

  @Test func negation() {
    expectNoFailure {
      expect { center.post(name: deleted, object: nil) }
        .toNot(postNotifications(equal([Notification(name: saved)]), from: center))
    }
    expectMessage("expected to not be empty, got no notifications") {
      expect(1).toNot(postNotifications(beEmpty(), from: center))
    }
  }

  @Test func nilActualIsFineOnlyTheNotificationsCount() {
    expectNoFailure {
      expect(nil as Int?).to(postNotifications(beEmpty(), from: center))
    }
    expectMessage("expected to not be empty, got no notifications") {
      expect(nil as Int?).toNot(postNotifications(beEmpty(), from: center))
    }
  }

  @MainActor
  @Test func pollingSeesNotificationsPostedLater() async {
    let center = center
    let matcher: Matcher<Int> = postNotifications(haveCount(1), from: center)
    await expectMessages([]) {
      Task { @MainActor in center.post(name: saved, object: nil) }
      await expect(nil as Int?).toEventually(matcher, timeout: .seconds(5))
    }
  }

  @MainActor
  @Test func pollingTimesOutShowingWhatWasPosted() async {
    let center = center
    let messages = await failureMessages {
      await expect(nil as Int?).toEventually(
        postNotifications(haveCount(1), from: center), timeout: .milliseconds(50))
    }
    // The second line counts the polls, which depends on the machine's load.
    #expect(
      messages.map { $0.split(separator: "\n").first.map(String.init) } == [
        "expected to eventually have count <1>, got no notifications"
      ])
  }

  @MainActor
  @Test func pollingRunsASynchronousExpressionOnTheFirstPollOnly() async {
    let center = center
    var runs = 0
    await expectMessages([]) {
      await expect {
        runs += 1
        Task { @MainActor in center.post(name: saved, object: nil) }
      }.toEventually(
        postNotifications(haveCount(1), from: center), timeout: .seconds(30),
        pollInterval: .milliseconds(1))
    }
    #expect(runs == 1)
  }

  @MainActor
  @Test func aThrownErrorOnTheFirstPollIsReported() async {
    struct Boom: Error {}
    let center = center
    let messages = await failureMessages {
      await expect { () throws -> Int in throw Boom() }.toEventually(
        postNotifications(haveCount(1), from: center), timeout: .milliseconds(200),
        pollInterval: .milliseconds(20))
    }
    #expect(
      messages == [
        "expected to eventually have count <1>, got unexpected error thrown: <Boom()>\n"
          + "timed out after 200 ms, polling every 20 ms"
      ])
  }

  @MainActor
  @Test func anAsyncExpressionRunsOnTheFirstPollOnlyToo() async {
    let center = center
    var runs = 0
    await expectMessages([]) {
      await expect { () async -> Int in
        runs += 1
        Task { @MainActor in center.post(name: saved, object: nil) }
        return runs
      }.toEventually(
        postNotifications(haveCount(1), from: center), timeout: .seconds(30),
        pollInterval: .milliseconds(1))
    }
    #expect(runs == 1)
  }

  @Test func aPassingCheckDescribesNoNotification() {
    let described = Locked(0)
    let object = DescriptionCounter(described)
    expectNoFailure {
      expect { self.center.post(name: saved, object: object) }.to(
        postNotifications(haveCount(1), from: center))
    }
    #expect(described.current == 0)
  }
}

/// Counts the calls to its description: a passing check must make none.
private final class DescriptionCounter: CustomStringConvertible, Sendable {
  let calls: Locked<Int>
  init(_ calls: Locked<Int>) { self.calls = calls }
  var description: String {
    calls.withLock { $0 += 1 }
    return "DescriptionCounter"
  }
}

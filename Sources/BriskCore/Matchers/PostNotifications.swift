public import Foundation

/// Passes when the notifications posted to `center` from the moment the matcher is made until the
/// check pass `matcher`; the actual expression is what posts them.
///
/// ```swift
/// expect { model.save() }.to(postNotifications(equal([saved])))
/// await expect { model.save() }.toEventually(postNotifications(haveCount(1), from: center))
/// ```
///
/// ```text
/// expected to equal <[name = saved]>, got no notifications
/// expected to not be empty, got no notifications
/// ```
///
/// The matcher starts observing when it is made, which is before `expect`'s expression runs. With
/// polling, as in Nimble, the expression runs on the first poll only and later polls see
/// everything posted since. Wrapped in `not(…)`, `satisfyAllOf` or `satisfyAnyOf`, it is judged
/// as any other matcher, so the expression runs on every poll: poll the bare matcher, with
/// `toEventuallyNot` for a negation. A `nil` actual is fine: only the notifications are judged,
/// and a description of them is built only for a failure.
/// - Parameters:
///   - matcher: The check on the notifications posted, in order.
///   - center: The center to observe; `.default` unless given.
/// - Returns: A matcher.
public func postNotifications<Value>(
  _ matcher: Matcher<[Notification]>,
  from center: NotificationCenter = .default
) -> Matcher<Value> {
  let collector = _NotificationCollector(center: center)
  var result = Matcher<Value>(
    status: { _ in matcher.evaluate(.success(collector.notifications)).status },
    message: { _ in
      let notifications = collector.notifications
      var message = matcher.evaluate(.success(notifications)).message()
      message.actual =
        notifications.isEmpty ? "no notifications" : "<\(stringify(notifications))>"
      return message
    })
  result.judgesFirstPollAgain = true
  return result
}

/// Records what a center posts while it lives; it stops observing when the matcher goes away.
///
/// `@unchecked Sendable`: the observer may run on any thread, and every access to `observed` and
/// `token` holds `lock`. The notifications themselves are handed, as posted, to the matcher.
final class _NotificationCollector: @unchecked Sendable {
  private let center: NotificationCenter
  private let lock = NSLock()
  private var observed: [Notification] = []
  private var token: (any NSObjectProtocol)?

  init(center: NotificationCenter) {
    self.center = center
    let token = center.addObserver(forName: nil, object: nil, queue: nil) { [weak self] note in
      self?.record(note)
    }
    lock.withLock { self.token = token }
  }

  private func record(_ notification: Notification) {
    lock.withLock { observed.append(notification) }
  }

  var notifications: [Notification] {
    lock.withLock { observed }
  }

  deinit {
    if let token = lock.withLock({ token }) { center.removeObserver(token) }
  }
}

/// A binary min-heap of timeline keys, so each registration and each wake costs O(log n).
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1, *)
struct DeadlineHeap: Sendable {
  private var keys: [ClockTimeline.Key] = []

  var first: ClockTimeline.Key? {
    keys.first
  }

  mutating func insert(_ key: ClockTimeline.Key) {
    keys.append(key)
    var child = keys.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard keys[child] < keys[parent] else { break }
      keys.swapAt(child, parent)
      child = parent
    }
  }

  @discardableResult
  mutating func removeFirst() -> ClockTimeline.Key? {
    guard !keys.isEmpty else { return nil }
    keys.swapAt(0, keys.count - 1)
    let removed = keys.removeLast()
    var parent = 0
    while true {
      let left = parent * 2 + 1
      let right = left + 1
      var smallest = parent
      if left < keys.count, keys[left] < keys[smallest] { smallest = left }
      if right < keys.count, keys[right] < keys[smallest] { smallest = right }
      guard smallest != parent else { return removed }
      keys.swapAt(parent, smallest)
      parent = smallest
    }
  }
}

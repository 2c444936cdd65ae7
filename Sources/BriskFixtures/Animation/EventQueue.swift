/// A binary min-heap: the timeline of the virtual-time animator and of `VirtualClock`, so each
/// event, registration and wake costs O(log n).
struct EventQueue<Element: Comparable> {
  private var elements: [Element] = []

  private func precedes(_ lhs: Element, _ rhs: Element) -> Bool {
    lhs < rhs
  }

  var first: Element? {
    elements.first
  }

  mutating func insert(_ element: Element) {
    elements.append(element)
    var child = elements.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard precedes(elements[child], elements[parent]) else { break }
      elements.swapAt(child, parent)
      child = parent
    }
  }

  @discardableResult
  mutating func removeFirst() -> Element? {
    guard !elements.isEmpty else { return nil }
    elements.swapAt(0, elements.count - 1)
    let removed = elements.removeLast()
    var parent = 0
    while true {
      let left = parent * 2 + 1
      let right = left + 1
      var smallest = parent
      if left < elements.count, precedes(elements[left], elements[smallest]) { smallest = left }
      if right < elements.count, precedes(elements[right], elements[smallest]) { smallest = right }
      guard smallest != parent else { return removed }
      elements.swapAt(parent, smallest)
      parent = smallest
    }
  }
}

extension EventQueue: Sendable where Element: Sendable {}

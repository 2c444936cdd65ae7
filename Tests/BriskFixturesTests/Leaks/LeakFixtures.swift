/// A screen whose handler can capture it strongly: a retain cycle until ``breakCycle()``.
final class LeakyScreen {
  var onTap: (() -> Void)?

  func makeCycle() {
    onTap = { self.refresh() }
  }

  func breakCycle() {
    onTap = nil
  }

  private func refresh() {}
}

/// A screen with nothing holding on to it.
final class PlainScreen {}

import Brisk

extension Harness {
  static func exerciseWidgetStore() async {
    await check("29 WidgetStoreSpy: every combination of async and throws") {
      try await useWidgetStore()
    }
  }

  /// Nonisolated, as code using a non-Sendable protocol with async requirements must be.
  nonisolated private static func useWidgetStore() async throws {
    let spy = WidgetStoreSpy()
    await spy.prepare()
    try spy.validate()
    spy.countReturnValue = 2
    let count = try await spy.count()
    expect(count) == 2
    spy.widgetHandler = { Widget(id: $0) }
    let widget = try await spy.widget(id: 4)
    expect(widget) == Widget(id: 4)
    spy.firstError = HarnessError(code: 2)
    expect { try spy.first() }.to(throwError(HarnessError(code: 2)))
    spy.firstError = nil
    var thrown: (any Error)?
    let messages = failures {
      do { _ = try spy.first() } catch { thrown = error }
    }
    expect(messages.count) == 1
    expect(thrown is UnstubbedCallError) == true
    let all = await failures { _ = await spy.all() }
    expect(all.count) == 1
    expect(spy.log.calls) == [.prepare, .validate, .count, .widget, .first, .first, .all]
  }
}

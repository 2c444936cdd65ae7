import BriskSeams
import Testing

@Suite struct AlertRequestActionTests {
  @Test func eachFactoryGivesItsStyle() {
    let actions: [AlertRequest.Action] = [
      .default("OK"), .cancel("Cancel"), .destructive("Delete"),
    ]
    #expect(actions.map(\.style) == [.default, .cancel, .destructive])
    #expect(actions.map(\.title) == ["OK", "Cancel", "Delete"])
    #expect(actions.allSatisfy { $0.handler == nil })
    #expect(AlertRequest.Action(title: "Plain").style == .default)
    #expect(AlertRequest.Action.Style.allCases == [.default, .cancel, .destructive])
  }

  @Test func theHandlerGetsTheTexts() {
    var received: [[String]] = []
    let actions: [AlertRequest.Action] = [
      .default("Save") { received.append($0) },
      .cancel("Cancel") { received.append($0) },
      .destructive("Delete") { received.append($0) },
      AlertRequest.Action(title: "Other", style: .cancel) { received.append($0) },
    ]
    for (index, action) in actions.enumerated() { action.handler?(["\(index)"]) }
    #expect(received == [["0"], ["1"], ["2"], ["3"]])
  }
}

import Brisk

extension Harness {
  static func exerciseToggling() {
    check("24 TogglingSpy: mutating requirements") {
      var toggling: any Toggling = TogglingSpy()
      toggling.toggle()
      let spy = toggling as? TogglingSpy
      expect(spy?.toggleCalls.count) == 1
      expect(toggling.isOn) == false
    }
  }
}

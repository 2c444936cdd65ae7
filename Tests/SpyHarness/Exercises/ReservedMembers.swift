import Brisk

extension Harness {
  static func exerciseReservedMembers() {
    check("32 ReservedMembersSpy: names that need backticks") {
      let spy = ReservedMembersSpy()
      ReservedMembersSpy.default = 3
      expect(ReservedMembersSpy.default) == 3
      spy.Protocol = "p"
      expect(spy.Protocol) == "p"
      spy.class = "c"
      expect(spy.class) == "c"
      spy.`init`()
      spy.selfReturnValue = 7
      expect(spy.`self`()) == 7
      spy.`Type`(of: 4)
      expect(spy.TypeCalls.last) == 4
      try? spy.repeat(in: 2)
      expect(spy.repeatCalls.last) == 2
      expect(spy.log.calls) == [.`init`, .`self`, .`Type`, .repeat]
    }
  }
}

import Brisk

extension Harness {
  static func exercisePayloadParsing() {
    check("11 PayloadParsingSpy: typed throws") {
      let spy = PayloadParsingSpy(decodeReturnValue: Payload(values: [1]))
      spy.parseReturnValue = [1, 2]
      expect(try spy.parse("1,2")) == [1, 2]
      spy.parseError = .invalid("x")
      do {
        _ = try spy.parse("x")
        fail("parse should have thrown")
      } catch {
        expect(error as? ParseFailure) == .invalid("x")
      }
      spy.validateHandler = { text throws(ParseFailure) in
        if text.isEmpty { throw .empty }
      }
      expect { try spy.validate("") }.to(throwError(ParseFailure.empty))
      expect(try spy.decode([1])) == Payload(values: [1])
    }
  }
}

import Brisk

extension Harness {
  static func exerciseCloning() {
    check("19 CloningSpy: Self is the spy") {
      let spy = CloningSpy()
      var clone: CloningSpy?
      let messages = failures { clone = spy.clone() }
      expect(clone === spy) == true
      expect(messages.count) == 1
      let other = CloningSpy()
      spy.cloneReturnValue = other
      expect(spy.clone() === other) == true
      spy.mergeReturnValue = true
      expect(spy.merge(with: other)) == true
      expect(spy.mergeCalls.last === other) == true
      spy.siblingsReturnValue = [other]
      expect(spy.siblings().count) == 1
    }
  }
}

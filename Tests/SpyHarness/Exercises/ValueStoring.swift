import Brisk
import Foundation

extension Harness {
  static func exerciseValueStoring() {
    check("52 ValueStoringSpy: overloads by result, each with its own stubs") {
      let spy = ValueStoringSpy()
      spy.valueForReturningStringReturnValue = "Ada"
      spy.valueForReturningDataReturnValue = Data([1])
      spy.valueForReturningIntHandler = { $0.count }
      let name: String? = spy.value(for: "name")
      let avatar: Data? = spy.value(for: "avatar")
      let count: Int = spy.value(for: "four")
      expect(name) == "Ada"
      expect(avatar) == Data([1])
      expect(count) == 4
      expect(spy.valueForReturningStringCalls.calls) == ["name"]
      expect(spy.valueForReturningDataCalls.calls) == ["avatar"]

      spy.set("Grace", for: "name")
      spy.set(Data([2]), for: "avatar")
      expect(spy.setValueForStringStringCalls.last?.value) == "Grace"
      expect(spy.setValueForDataStringCalls.last?.key) == "avatar"
      expect(spy.log.calls) == [
        .valueForReturningString, .valueForReturningData, .valueForReturningInt,
        .setValueForStringString, .setValueForDataString,
      ]

      spy.valueForReturningIntHandler = nil
      expect(failures { _ = spy.value(for: "x") as Int }) == [
        "ValueStoringSpy.value(for:) was called, but no return value was stubbed; set "
          + "valueForReturningIntReturnValue or valueForReturningIntHandler"
      ]
    }
  }
}

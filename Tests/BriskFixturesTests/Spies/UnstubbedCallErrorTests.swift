import BriskFixtures
import BriskTestSupport
import Testing

@Suite struct UnstubbedCallErrorTests {
  @Test func namesTheMethod() {
    let error = UnstubbedCallError("UserServiceSpy.fetchUser(id:)")
    #expect(error.method == "UserServiceSpy.fetchUser(id:)")
    #expect(
      error.description
        == "UserServiceSpy.fetchUser(id:) was called, but no return value was stubbed")
    #expect(error == UnstubbedCallError("UserServiceSpy.fetchUser(id:)"))
  }

  @Test func carriesTheMessageTheSpyReported() {
    let error = UnstubbedCallError(
      "Spy.load()", message: "Spy.load() must return Int, but its stub is String")
    #expect(error.method == "Spy.load()")
    #expect(error.description == "Spy.load() must return Int, but its stub is String")
    #expect(error != UnstubbedCallError("Spy.load()"))
  }

  @Test func tellsXCTestOnApplePlatformsNotToReportItAgain() {
    let userInfo = UnstubbedCallError("Spy.load()").errorUserInfo
    #expect(userInfo["XCTestErrorUserInfoKeyShouldIgnore"] as? Bool == true)
  }

  @Test func isWhatAnUnstubbedThrowingSpyThrows() {
    expectMessage(
      "expected to throw error <UserServiceSpy.fetchUser(id:) was called, but no return value was "
        + "stubbed>, got no error"
    ) {
      expect {}.to(throwError(UnstubbedCallError("UserServiceSpy.fetchUser(id:)")))
    }
  }
}

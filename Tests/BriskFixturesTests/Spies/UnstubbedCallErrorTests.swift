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

  @Test func isWhatAnUnstubbedThrowingSpyThrows() {
    expectMessage(
      "expected to throw error <UserServiceSpy.fetchUser(id:) was called, but no return value was "
        + "stubbed>, got no error"
    ) {
      expect {}.to(throwError(UnstubbedCallError("UserServiceSpy.fetchUser(id:)")))
    }
  }
}

import Brisk
import Foundation

extension Harness {
  static func exerciseEffectfulGetters() async {
    await check("58 SessionProvidingSpy: async and throwing getters, stubbed and counted") {
      let spy = SessionProvidingSpy(expiryReturnValue: Date(timeIntervalSince1970: 5))
      spy.tokenReturnValue = "abc"
      let token = try await spy.token
      expect(token) == "abc"
      spy.tokenHandler = { "from the handler" }
      let handled = try await spy.token
      expect(handled) == "from the handler"
      expect(spy.tokenCalls.count) == 2
      expect(try spy.expiry) == Date(timeIntervalSince1970: 5)
      spy.expiryError = .expired
      do {
        _ = try spy.expiry
        fail("expiry did not throw its stubbed error")
      } catch {
        expect(error as? TokenError) == .expired
      }
      spy.isSignedInReturnValue = true
      let signedIn = await spy.isSignedIn
      expect(signedIn) == true
      let profileName = try await spy.profileName
      expect(profileName).to(beNil())
      spy.retries = 2
      expect(spy.retries) == 2
      expect(spy.log.calls) == [.token, .token, .expiry, .expiry, .isSignedIn, .profileName]
    }
    await check("58 SessionProvidingSpy: an unstubbed token returns \"\" and says so") {
      let spy = SessionProvidingSpy(expiryReturnValue: Date())
      let messages = await failures { _ = try? await spy.token }
      expect(messages) == [
        "SessionProvidingSpy.token was read, but no value was stubbed; "
          + "set tokenReturnValue or tokenHandler"
      ]
    }
    await check("58 CurrentUserProvidingSpy: an unstubbed throwing getter throws") {
      let spy = CurrentUserProvidingSpy()
      spy.currentUserReturnValue = SignedInUser(name: "ann")
      let user = try await spy.currentUser
      expect(user) == SignedInUser(name: "ann")
      spy.currentUserReturnValue = nil
      var thrown = false
      let messages = await failures {
        do { _ = try await spy.currentUser } catch { thrown = true }
      }
      expect(thrown) == true
      expect(messages) == [
        "CurrentUserProvidingSpy.currentUser was read, but no value was stubbed; "
          + "set currentUserReturnValue or currentUserHandler"
      ]
    }
    await check("58 BadgeSourceSpy: an async getter of a @MainActor protocol") {
      let spy = BadgeSourceSpy()
      spy.unreadCountReturnValue = 4
      let unread = await spy.unreadCount
      expect(unread) == 4
      expect(spy.unreadCountCalls.count) == 1
    }
  }
}

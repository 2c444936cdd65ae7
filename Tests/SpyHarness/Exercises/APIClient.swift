import Brisk
import Foundation

extension Harness {
  static func exerciseAPIClient() async {
    await check("35 APIClientSpy: generic requests stubbed per type, with clear mismatches") {
      try await useAPIClient()
    }
  }

  nonisolated private static func useAPIClient() async throws {
    let spy = APIClientSpy()
    spy.requestReturnValue = Profile(name: "Ada")
    let profile: Profile = try await spy.request(Endpoint(path: "/me"))
    expect(profile) == Profile(name: "Ada")
    expect(spy.requestCalls.last?.endpoint) == Endpoint(path: "/me")
    expect(spy.requestCalls.last?.T) == "Profile"

    var thrown: (any Error)?
    let mismatch = await failures {
      do { let _: [Profile] = try await spy.request(Endpoint(path: "/all")) } catch {
        thrown = error
      }
    }
    expect(mismatch) == [
      "APIClientSpy.request(_:) must return Array<Profile>, but its stub is Profile; set "
        + "requestReturnValue or requestHandler to a Array<Profile>"
    ]
    // The thrown error says what was reported, not that nothing was stubbed.
    expect((thrown as? UnstubbedCallError)?.description) == mismatch.first

    spy.requestHandler = { endpoint, type in
      type == Int.self ? endpoint.path.count as Any : Profile(name: endpoint.path)
    }
    let count: Int = try await spy.request(Endpoint(path: "/abc"))
    expect(count) == 4
    let named: Profile = try await spy.request(Endpoint(path: "/x"))
    expect(named.name) == "/x"

    try await spy.send(Profile(name: "Bo"), to: Endpoint(path: "/me"))
    expect(spy.sendCalls.last?.body as? Profile) == Profile(name: "Bo")
    expect(spy.sendCalls.last?.Body) == "Profile"

    spy.decodeError = HarnessError(code: 1)
    expect { try spy.decode(Profile.self, from: Data()) }.to(throwError(HarnessError(code: 1)))
    expect(spy.decodeCalls.last?.T) == "Profile"

    let missing: String? = spy.cached(forKey: "token")
    expect(missing).to(beNil())
    spy.cachedReturnValue = 42
    let wrongType = failures {
      let value: String? = spy.cached(forKey: "token")
      expect(value).to(beNil())
    }
    expect(wrongType) == [
      "APIClientSpy.cached(forKey:) must return String, but its stub is Int; set "
        + "cachedReturnValue or cachedHandler to a String"
    ]
    let cached: Int? = spy.cached(forKey: "count")
    expect(cached) == 42

    let unstubbed = await failures {
      let page = await spy.page(of: Profile.self, number: 1)
      expect(page).to(beEmpty())
    }
    expect(unstubbed) == [
      "APIClientSpy.page(of:number:) was called, but no return value was stubbed; set "
        + "pageReturnValue or pageHandler"
    ]

    spy.subscribe(to: "login") { (_: Int) in }
    expect(spy.subscribeCalls.last?.Event) == "Int"
    expect(spy.log.calls) == [
      .request, .request, .request, .request, .send, .decode, .cached, .cached, .cached, .page,
      .subscribe,
    ]
  }
}

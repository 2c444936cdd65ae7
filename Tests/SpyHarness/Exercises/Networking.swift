import Brisk
import Foundation

extension Harness {
  static func exerciseNetworking() async {
    await check("44 networking: HTTP, GraphQL, tokens, reachability, image downloads") {
      try await useHTTPAndGraphQL()
      let tokens = AuthTokenStoreSpy()
      tokens.accessToken = "old"
      tokens.refreshHandler = { completion in completion(.success("new")) }
      var refreshed: String?
      tokens.refresh { refreshed = try? $0.get() }
      tokens.clear()
      expect(refreshed) == "new"
      expect(tokens.log.calls) == [.refresh, .clear]

      let reachability = ReachabilityMonitoringSpy()
      var changes: [Bool] = []
      reachability.startMonitoring { changes.append($0) }
      reachability.startMonitoringCalls.last?(false)
      reachability.isReachable = true
      reachability.stopMonitoring()
      expect(changes) == [false]
      expect(reachability.isReachable) == true

      let images = ImageDownloadingSpy()
      let token = UUID()
      images.downloadHandler = { _, completion in
        completion(Data([7]))
        return token
      }
      var image: Data?
      let returned = images.download(from: URL(fileURLWithPath: "/a.png")) { image = $0 }
      images.cancel(token)
      expect(returned) == token
      expect(image) == Data([7])
      expect(images.cancelCalls.calls) == [token]
    }
  }

  nonisolated private static func useHTTPAndGraphQL() async throws {
    let http = HTTPClientSpy()
    let request = HTTPRequest(method: "GET", path: "/me")
    http.sendReturnValue = HTTPResponse(status: 200, body: Data())
    let response = try await http.send(request)
    expect(response.status) == 200
    http.decodeReturnValue = ["a", "b"]
    let decoded = try await http.decode(request, as: [String].self)
    expect(decoded) == ["a", "b"]
    expect(http.decodeCalls.last?.Response) == "Array<String>"
    http.uploadReturnValue = 201
    let status = try await http.upload(["x": 1], to: request)
    expect(status) == 201
    expect(http.uploadCalls.last?.body as? [String: Int]) == ["x": 1]

    let graphQL = GraphQLClientSpy()
    graphQL.queryHandler = { _, variables, _ in variables.count }
    let count: Int = try await graphQL.query("{ me }", variables: ["a": "1"])
    expect(count) == 1
    graphQL.mutateError = HarnessError(code: 5)
    await expect { try await graphQL.mutate("m") }.to(throwError(HarnessError(code: 5)))
    expect(graphQL.log.calls) == [.query, .mutate]
  }
}

import Brisk
import Foundation

extension Harness {
  static func exerciseClassSpies() async {
    await check("61 NetworkClientSpy: unstubbed calls answer with super's result") {
      let spy = NetworkClientSpy(baseURL: "https://api")
      let data = try await spy.fetch(ServerEndpoint(path: "/a"))
      expect(String(decoding: data, as: UTF8.self)) == "https://api/a"
      expect(try spy.status(of: ServerEndpoint(path: "/a"))) == 200
      expect(spy.cancelAll()) == 0
      expect(spy.isReachable) == true
      expect(spy.timeout) == 30
      expect(try spy.token) == "token"
      expect(try spy.decode(Int.self, from: Data("7".utf8))) == 7
      expect(spy.retrying { 5 }) == 5
      expect(spy.fetchCalls.calls.map(\.retries)) == [2]
      expect(spy.log.calls) == [
        .fetch, .status, .cancelAll, .isReachable, .timeout, .token, .decode, .retrying,
      ]
    }
    await check("61 NetworkClientSpy: the README's example, as written there") {
      let client = NetworkClientSpy(baseURL: "https://api")
      client.fetchReturnValue = Data("stub".utf8)
      let data = try await client.fetch(ServerEndpoint(path: "/feed"))
      expect(String(decoding: data, as: UTF8.self)) == "stub"
      expect(try client.status(of: ServerEndpoint(path: "/feed"))) == 200
      expect(client.log.calls) == [.fetch, .status]
    }
    await check("61 NetworkClientSpy: stubbed calls answer with the stub, and super is not called")
    {
      let spy = NetworkClientSpy(baseURL: "https://api")
      spy.fetchReturnValue = Data("stub".utf8)
      let data = try await spy.fetch(ServerEndpoint(path: "/a"), retries: 5)
      expect(String(decoding: data, as: UTF8.self)) == "stub"
      expect(spy.fetchCalls.calls.map(\.endpoint)) == [ServerEndpoint(path: "/a")]
      expect(spy.fetchCalls.calls.map(\.retries)) == [5]
      spy.statusError = .offline
      do {
        _ = try spy.status(of: ServerEndpoint(path: "/b"))
        fail("status(of:) did not throw its stubbed error")
      } catch {
        expect(error as? NetworkError) == .offline
      }
      spy.fetchHandler = { endpoint, _ in Data(endpoint.path.utf8) }
      let handled = try await spy.fetch(ServerEndpoint(path: "/h"))
      expect(String(decoding: handled, as: UTF8.self)) == "/h"
      spy.isReachableReturnValue = false
      expect(spy.isReachable) == false
      spy.tokenError = NetworkError.offline
      expect((try? spy.token) == nil) == true
      spy.decodeReturnValue = 42
      expect(try spy.decode(Int.self, from: Data("7".utf8))) == 42
      expect(spy.decodeCalls.calls.map(\.T)) == ["Int"]
      spy.retryingReturnValue = 9
      expect(spy.retrying { 5 }) == 9
      expect(spy.fetchCalls.count) == 2
      expect(spy.statusCalls.count) == 1
    }
    check("61 NetworkClientSpy: a stored property's reads and writes reach super") {
      let spy = NetworkClientSpy(baseURL: "https://api")
      spy.timeout = 5
      expect(spy.timeout) == 5
      expect(spy.timeoutWrites.calls) == [5]
      spy.timeoutReturnValue = 1
      expect(spy.timeout) == 1
      spy.timeoutReturnValue = nil
      expect(spy.timeout) == 5
      expect(spy.timeoutCalls.count) == 3
    }
    await check("61 NetworkClientSpy: the inherited required initializer makes a spy too") {
      let spy = NetworkClientSpy(copying: NetworkClient(baseURL: "https://copy"))
      expect(spy.baseURL) == "https://copy"
      let data = try await spy.fetch(ServerEndpoint(path: "/c"))
      expect(String(decoding: data, as: UTF8.self)) == "https://copy/c"
    }
    check("61 NetworkClientSpy: a generic stub of another type fails and calls super") {
      let spy = NetworkClientSpy(baseURL: "https://api")
      spy.decodeReturnValue = "seven"
      let messages = try failures {
        expect(try spy.decode(Int.self, from: Data("7".utf8))) == 7
      }
      expect(messages) == [
        "NetworkClientSpy.decode(_:from:) must return Int, but its stub is String; set "
          + "decodeReturnValue or decodeHandler to a Int"
      ]
    }
    check("61 NetworkClientSpy: class methods, shared and reset") {
      NetworkClientSpy.resetStatics()
      expect(NetworkClientSpy.makeDefault()) == "default"
      NetworkClientSpy.makeDefaultReturnValue = "stub"
      expect(NetworkClientSpy.makeDefault()) == "stub"
      expect(try NetworkClientSpy.configure(timeout: 3)) == true
      NetworkClientSpy.configureError = NetworkError.offline
      expect((try? NetworkClientSpy.configure(timeout: 3)) == nil) == true
      expect(NetworkClientSpy.configureCalls.calls) == [3, 3]
      expect(NetworkClientSpy.staticLog.calls) == [
        .makeDefault, .makeDefault, .configure, .configure,
      ]
      NetworkClientSpy.resetStatics()
      expect(NetworkClientSpy.makeDefault()) == "default"
      expect(NetworkClientSpy.makeDefaultCalls.count) == 1
      NetworkClientSpy.resetStatics()
    }
    check("61 CoordinatorSpy: a @MainActor class's spy stays on the main actor") {
      let spy = CoordinatorSpy()
      spy.start()
      expect(spy.screens) == ["home"]
      expect(spy.show("detail", animated: true)) == true
      spy.showReturnValue = false
      expect(spy.show("settings", animated: true)) == false
      expect(spy.screens) == ["home", "detail"]
      spy.startHandler = {}
      spy.start()
      expect(spy.screens) == ["home", "detail"]
      let parent = Coordinator()
      spy.parent = parent
      expect(spy.parent === parent) == true
      expect(spy.showCalls.calls.map(\.screen)) == ["detail", "settings"]
      // What super's own code reads and writes through overridden members is recorded too:
      // start() and show(_:animated:) append to screens.
      expect(spy.log.calls) == [
        .start, .screens, .screens, .show, .screens, .show, .screens, .start, .screens, .parent,
      ]
      expect(spy.screensWrites.count) == 2
    }
    await check("61 ProfileScreenSpy: a @MainActor Sendable class's spy restates Sendable") {
      let spy = ProfileScreenSpy()
      let reloaded = await spy.reload()
      expect(reloaded) == 1
      spy.reloadReturnValue = 2
      let stubbed = await spy.reload()
      expect(stubbed) == 2
      spy.title = "Me"
      expect(spy.title) == "Me"
      expect(spy.titleWrites.calls) == ["Me"]
      let sendable: any Sendable = spy
      expect(sendable is ProfileScreen) == true
      expect(spy.log.calls) == [.reload, .reload, .title]
    }
    check("61 AmountFormatterSpy: computed properties and methods of a plain class") {
      let spy = AmountFormatterSpy()
      spy.locale = "#"
      expect(spy.format(3)) == "#3"
      expect(spy.localeWrites.calls) == ["#"]
      expect(spy.locale) == "en"
      spy.formatHandler = { "n\($0)" }
      expect(spy.format(3)) == "n3"
      expect(spy.formatCalls.calls) == [3, 3]
    }
    await check("62 EventCounterSpy: a marked class gets a spy") {
      let spy = EventCounterSpy()
      spy.count("open")
      expect(spy.total) == 1
      expect(spy.lastEvent) == "open"
      let summary = await spy.summary(limit: 1)
      expect(summary) == ["open"]
      spy.summaryReturnValue = []
      let stubbed = await spy.summary(limit: 1)
      expect(stubbed) == []
      expect(spy.countCalls.calls) == ["open"]
      // super's summary(limit:) reads lastEvent, through the spy.
      expect(spy.log.calls) == [.count, .lastEvent, .summary, .lastEvent, .summary]
    }
    check("63 ThemeStoreSpy: class properties, unstubbed, read super's and are recorded") {
      ThemeStoreSpy.resetStatics()
      ThemeStore.superReads = 0
      expect(ThemeStoreSpy.defaultName) == "light"
      ThemeStoreSpy.activeName = "dark"
      expect(ThemeStoreSpy.activeName) == "dark"
      expect(try ThemeStoreSpy.remoteName) == "remote"
      expect(ThemeStore.superReads) == 3
      expect(ThemeStoreSpy.activeNameWrites.calls) == ["dark"]
      expect(ThemeStoreSpy.defaultNameCalls.count) == 1
      expect(ThemeStoreSpy.staticLog.calls) == [.defaultName, .activeName, .remoteName]
      ThemeStoreSpy.activeName = "light"
      ThemeStoreSpy.resetStatics()
    }
    check("63 ThemeStoreSpy: class properties, stubbed, answer with the stub and not super") {
      ThemeStoreSpy.resetStatics()
      ThemeStore.superReads = 0
      ThemeStoreSpy.defaultNameReturnValue = "stub"
      expect(ThemeStoreSpy.defaultName) == "stub"
      ThemeStoreSpy.activeNameHandler = { "handled" }
      expect(ThemeStoreSpy.activeName) == "handled"
      ThemeStoreSpy.remoteNameError = NetworkError.offline
      expect((try? ThemeStoreSpy.remoteName) == nil) == true
      expect(ThemeStore.superReads) == 0
      expect(ThemeStoreSpy.remoteNameCalls.count) == 1
      ThemeStoreSpy.resetStatics()
      expect(ThemeStoreSpy.defaultName) == "light"
      expect(ThemeStoreSpy.staticLog.calls) == [.defaultName]
      expect(ThemeStore.superReads) == 1
      ThemeStoreSpy.resetStatics()
    }
    check("63 ThemeStoreSpy: subscripts, unstubbed, reach super and are recorded") {
      ThemeStore.superReads = 0
      let spy = ThemeStoreSpy()
      expect(spy[color: "accent"]) == "blue"
      spy[color: "accent"] = "red"
      expect(spy[color: "accent"]) == "red"
      expect(spy[1]) == 2
      expect(spy[2, 3]) == "2,3"
      expect(ThemeStore.superReads) == 3
      expect(spy.subscriptColorCalls.calls) == ["accent", "accent"]
      expect(spy.subscriptColorWrites.calls.map(\.newValue)) == ["red"]
      expect(spy.subscriptRowColumnCalls.calls.map(\.column)) == [3]
      expect(spy.log.calls) == [
        .subscriptColor, .subscriptColor, .subscriptIndex, .subscriptRowColumn,
      ]
    }
    check("63 ThemeStoreSpy: subscripts, stubbed, answer with the stub and not super") {
      ThemeStore.superReads = 0
      let spy = ThemeStoreSpy()
      spy.subscriptColorReturnValue = .some(nil)
      expect(spy[color: "accent"]) == nil
      spy.subscriptIndexHandler = { $0 * 10 }
      expect(spy[4]) == 40
      spy.subscriptRowColumnReturnValue = "stub"
      expect(spy[0, 0]) == "stub"
      expect(ThemeStore.superReads) == 0
      expect(spy.subscriptIndexCalls.calls) == [4]
      expect(spy.log.calls) == [.subscriptColor, .subscriptIndex, .subscriptRowColumn]
    }
  }
}

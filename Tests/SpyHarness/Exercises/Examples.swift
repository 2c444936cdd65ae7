import Brisk

extension Harness {
  static func exerciseExamples() async {
    check("NavigationDelegateSpy records and stubs") {
      let spy = NavigationDelegateSpy()
      let order = Order(id: 7, title: "Coffee")
      spy.showDetail(for: order)
      spy.showSettings()
      expect(spy.log.calls) == [.showDetail, .showSettings]
      expect(spy.showDetailCalls).to(haveReceived(order))
      expect(spy.showSettingsCalls.count) == 1

      var dismissed = false
      spy.showAlertHandler = { _, _, completion in completion?() }
      spy.showAlert(title: "Oops", message: nil) { dismissed = true }
      expect(dismissed) == true
      expect(spy.showAlertCalls.last?.title) == "Oops"

      spy.canLeaveReturnValue = true
      expect(spy.canLeave()) == true
    }

    check("NavigationDelegateSpy reports an unstubbed return value where it was made") {
      let line: UInt = #line + 1
      let spy = NavigationDelegateSpy()
      var answer = true
      let failures = withFailureCollection { answer = spy.canLeave() }
      expect(answer) == false
      expect(failures.map(\.message)) == [
        "NavigationDelegateSpy.canLeave() was called, but no return value was stubbed; "
          + "set canLeaveReturnValue or canLeaveHandler"
      ]
      expect(failures.first?.location.line) == line
      expect(spy.log).to(haveReceived(.canLeave))
    }

    await check("UserServiceSpy stubs, throws and records from many tasks") {
      let spy = UserServiceSpy()
      spy.fetchUserReturnValue = User(id: 1, name: "Ada")
      let user = try await spy.fetchUser(id: 1)
      expect(user) == User(id: 1, name: "Ada")
      expect(spy.fetchUserCalls).to(haveReceived(1))

      spy.fetchUserError = HarnessError(code: 404)
      await expect { try await spy.fetchUser(id: 2) }.to(throwError(HarnessError(code: 404)))

      spy.searchReturnValue = []
      await withTaskGroup(of: Void.self) { group in
        for index in 0..<50 {
          group.addTask { _ = await spy.search("q\(index)", limit: index) }
        }
      }
      expect(spy.searchCalls.count) == 50
      expect(spy.log).to(haveReceived(.search, times: 50))
    }

    await check("UserServiceSpy throws UnstubbedCallError after reporting") {
      let spy = UserServiceSpy()
      var thrown: (any Error)?
      let failures = await failures {
        do { _ = try await spy.fetchUser(id: 3) } catch { thrown = error }
      }
      expect(failures) == [
        "UserServiceSpy.fetchUser(id:) was called, but no return value was stubbed; "
          + "set fetchUserReturnValue or fetchUserHandler"
      ]
      expect(thrown as? UnstubbedCallError)
        == UnstubbedCallError("UserServiceSpy.fetchUser(id:)", message: failures.first ?? "")
    }
  }
}

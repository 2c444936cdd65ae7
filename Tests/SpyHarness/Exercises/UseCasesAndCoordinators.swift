import Brisk

extension Harness {
  static func exerciseUseCasesAndCoordinators() async {
    await check("48 use cases, interactors, coordinators, sessions and payments") {
      try await useAsyncUseCases()
      let place = PlaceOrderUseCaseSpy()
      place.executeHandler = { order, completion in completion(.success(order)) }
      var placed: PurchaseOrder?
      place.execute(PurchaseOrder(id: 1, total: 9)) { placed = try? $0.get() }
      expect(placed) == PurchaseOrder(id: 1, total: 9)

      let checkout = CheckoutInteractingSpy()
      checkout.applyCouponReturnValue = 0.1
      expect(try checkout.applyCoupon("TEN")) == 0.1
      checkout.removeCoupon()
      checkout.total = 9
      expect(checkout.total) == 9

      let app = AppCoordinatingSpy()
      app.start()
      app.showOrder(PurchaseOrder(id: 2, total: 1))
      var loggedIn = false
      app.showLogin { loggedIn = true }
      app.showLoginCalls.last?()
      app.finish(animated: false)
      expect(loggedIn) == true
      expect(app.log.calls) == [.start, .showOrder, .showLogin, .finish]

      let tabs = TabCoordinatingSpy()
      tabs.select(tab: 2)
      tabs.selectedTab = 2
      tabs.popToRoot(ofTab: 2)
      expect(tabs.selectedTab) == 2
      expect(tabs.popToRootCalls.calls) == [2]
    }
  }

  nonisolated private static func useAsyncUseCases() async throws {
    let fetch = FetchOrdersUseCaseSpy()
    fetch.executeReturnValue = [PurchaseOrder(id: 1, total: 2)]
    let orders = try await fetch.execute(page: 1)
    expect(orders.count) == 1

    let session = SessionManagingSpy()
    session.signInReturnValue = "token"
    let token = try await session.signIn(email: "a@b.c", password: "pw")
    expect(token) == "token"
    await session.signOut()
    session.isSignedIn = false
    expect(session.signInCalls.last?.email) == "a@b.c"

    let payments = PaymentProcessingSpy()
    payments.authorizeReturnValue = "auth-1"
    let authorization = try await payments.authorize(amount: 5, currency: "EUR")
    try await payments.capture(authorizationID: authorization)
    try await payments.refund("pay-1", reason: "damaged")
    expect(payments.refundCalls.last?.Reason) == "String"
    expect(payments.captureCalls.calls) == ["auth-1"]
  }
}

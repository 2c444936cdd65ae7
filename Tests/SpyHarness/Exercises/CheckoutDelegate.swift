import Brisk

extension Harness {
  static func exerciseCheckoutDelegate() {
    check("22 CheckoutDelegateSpy: a nested protocol") {
      let spy = CheckoutDelegateSpy()
      let delegate: any Checkout.Delegate = spy
      delegate.checkoutDidFinish(total: 9.5)
      delegate.checkoutDidFail("card")
      expect(spy.checkoutDidFinishCalls).to(haveReceived(9.5))
      expect(spy.log.calls) == [.checkoutDidFinish, .checkoutDidFail]
    }
  }
}

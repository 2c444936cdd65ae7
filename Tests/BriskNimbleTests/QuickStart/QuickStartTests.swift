import Brisk
import Testing

struct Cart {
  var items: [String] = []
  var total: Double { Double(items.count) * 2.5 }
}

@Test func addingAnItemUpdatesTheTotal() {
  var cart = Cart()
  cart.items.append("apple")
  expect(cart.items).to(haveCount(1))
  expect(cart.total).to(beCloseTo(2.5))
  expect(cart.items) == ["apple"]
}

import Brisk
import Foundation
import XCTest

// Written as a Nimble user writes a spec, with `import Brisk` where `import Nimble` was. Each
// test is one `it` of the Quick spec it stands for; `Scripts/nimble-tests.sh`'s sibling check
// compiled the same bodies in a QuickSpec.

private typealias Product = Migration.Product

private let apple = Product(sku: "A-1", name: "Apple", price: 0.5)
private let bread = Product(sku: "B-7", name: "Bread", price: 2.25)
private let cheese = Product(sku: "C-3", name: "Cheese", price: 4.0)

final class BasketSpec: XCTestCase {
  private var center: NotificationCenter!
  private var basket: Migration.Basket!

  override func setUp() {
    super.setUp()
    center = NotificationCenter()
    basket = Migration.Basket(center: center)
  }

  override func tearDown() {
    basket = nil
    center = nil
    super.tearDown()
  }

  // describe("a new basket")

  func test_aNewBasket_isEmpty() {
    expect(self.basket.isEmpty).to(beTrue())
    expect(self.basket.products).to(beEmpty())
    expect(self.basket.itemCount).to(equal(0))
    expect(self.basket.itemCount).to(beFalsy())
    expect(self.basket.total) == 0
    expect(self.basket.options).to(beEmpty())
  }

  func test_aNewBasket_cannotCheckOut() {
    expect(self.basket.checkout()).to(beFailure(Migration.CheckoutError.emptyBasket))
    expect(self.basket.checkout()).toNot(beSuccess())
    expect { try self.basket.validate() }.to(throwError(Migration.CheckoutError.emptyBasket))
    expect { try self.basket.validate() }.to(throwError(errorType: Migration.CheckoutError.self))
  }

  // describe("adding products")

  func test_adding_keepsTheProductsInOrder() {
    basket.add(apple)
    basket.add(bread, quantity: 2)
    basket.add(cheese)

    expect(self.basket.products).to(haveCount(3))
    expect(self.basket.products).to(equal([apple, bread, cheese]))
    expect(self.basket.products).to(beginWith(apple))
    expect(self.basket.products).to(endWith(cheese))
    expect(self.basket.products).to(beginWith(prefix: [apple, bread]))
    expect(self.basket.products).to(contain(bread, cheese))
    expect(self.basket.products).toNot(contain(Product(sku: "Z-9", name: "Zest", price: 1)))
    expect(self.basket.products.map(\.sku)).to(elementsEqual(["A-1", "B-7", "C-3"]))
  }

  func test_adding_theSameProductAgain_raisesTheQuantity() {
    basket.add(apple)
    basket.add(apple, quantity: 3)

    expect(self.basket.lines).to(equal([("A-1", 4)]))
    expect(self.basket.itemCount) == 4
    expect(self.basket.itemCount).to(beTruthy())
    expect(self.basket.itemCount).to(beGreaterThan(3))
    expect(self.basket.itemCount).to(beLessThanOrEqualTo(4))
    expect(self.basket.itemCount) >= 4
  }

  func test_adding_sumsTheTotal() {
    basket.add(apple, quantity: 3)
    basket.add(bread)

    expect(self.basket.total).to(beCloseTo(3.75))
    expect(self.basket.total).to(beCloseTo(3.8, within: 0.1))
    expect(self.basket.total).to(beWithin(3...4))
    expect(self.basket.products.map(\.price)).to(beCloseTo([0.5, 2.25]))
    expect(self.basket.products.map(\.price)).to(allPass(beGreaterThan(0)))
    expect(self.basket.products).to(allPass { $0.price < 10 })
  }

  func test_adding_postsAChangeNotification() {
    expect { self.basket.add(apple) }
      .to(postNotifications(haveCount(1), from: center))
    expect { self.basket.add(bread) }
      .to(
        postNotifications(
          containElementSatisfying { $0.name == Migration.basketChanged }, from: center))
    expect { self.basket.add(cheese) }.to(beVoid())
  }

  // describe("options")

  func test_options_areASet() {
    basket.options = [.giftWrap, .insured]

    expect(self.basket.options).to(contain(.giftWrap))
    expect(self.basket.options).to(contain(.giftWrap, .insured))
    expect(self.basket.options).toNot(contain(.express))
  }

  // describe("checking out")

  func test_checkingOut_succeedsWithTheTotal() {
    basket.add(cheese, quantity: 2)

    expect(self.basket.checkout()).to(beSuccess(8.0))
    expect(self.basket.isEmpty).to(beTrue())
  }

  func test_checkingOut_passesTheTotalToAMatcher() {
    basket.add(bread)

    expect(self.basket.checkout()).to(beSuccess(beCloseTo(2.25)))
  }

  func test_checkingOut_reportsADeclinedPayment() {
    basket.add(bread)

    let result = basket.checkout(declineCode: 51)
    expect(result).to(beFailure(Migration.CheckoutError.paymentDeclined(code: 51)))
    expect(result).to(
      beFailure { error in
        expect(error).to(equal(.paymentDeclined(code: 51)))
      })
    expect(result).to(beFailure(matchError(Migration.CheckoutError.paymentDeclined(code: 51))))
    expect(self.basket.isEmpty).to(beFalse())
  }

  func test_checkingOut_postsBothNotifications() {
    basket.add(apple)

    // Foundation on Linux compares a notification's object with isEqual, which a Swift class
    // lacks, so the spec compares names, as a Nimble spec there must too.
    expect(self.basket.checkout())
      .to(
        postNotifications(
          map({ $0.map(\.name) }, equal([Migration.basketChanged, Migration.checkedOut])),
          from: center))
  }

  // describe("the view model")

  func test_viewModel_titles() {
    let router = Migration.RouterSpy()
    let model = Migration.BasketViewModel(basket: basket, router: router)

    model.refresh()
    expect(model.title).to(equal("Your basket is empty"))
    expect(model.title).to(beginWith("Your"))
    expect(model.title).to(endWith("empty"))
    expect(model.title).to(contain("basket"))
    expect(model.title).to(match("^Your .* empty$"))

    basket.add(apple, quantity: 2)
    model.refresh()
    expect(model.title) == "2 items"
    expect(model.title).to(satisfyAllOf(beginWith("2"), endWith("items")))
    expect(model.title).to(satisfyAnyOf(equal("1 item"), equal("2 items")))
  }

  func test_viewModel_holdsItsRouterWeakly() {
    var router: Migration.RouterSpy? = Migration.RouterSpy()
    let model = Migration.BasketViewModel(basket: basket, router: router!)
    let other: any Migration.Routing = Migration.RouterSpy()

    do {
      let held: any Migration.Routing = router!
      expect(model.router).to(beIdenticalTo(held))
      expect(model.router).to(be(held))
      expect(model.router).toNot(beIdenticalTo(other))
      expect(model.router).to(beAKindOf(Migration.RouterSpy.self))
      expect(model.router).to(beAnInstanceOf(Migration.RouterSpy.self))
    }

    router = nil
    expect(model.router).to(beNil())
    expect(model.router).toNot(beIdenticalTo(other))
    expect(model.router).toNever(beIdenticalTo(other), until: .milliseconds(20))
  }

  func test_viewModel_routesByContents() {
    let router = Migration.RouterSpy()
    let model = Migration.BasketViewModel(basket: basket, router: router)

    model.proceed()
    basket.add(bread)
    model.proceed()

    expect(router.shown).to(equal(["browse", "checkout"]))
    expect(router.shown).to(map(\.count, equal(2)))
    expect(router.shown.last).to(equal("checkout"))
  }
}

import Brisk
import Foundation
import XCTest

// Polling and async code, as a Nimble suite checks them: `toEventually` on the main thread,
// `await expect { … }` for async work, and `waitUntil` for callbacks.

private let products = [
  Migration.Product(sku: "A-1", name: "Apple", price: 0.5),
  Migration.Product(sku: "B-7", name: "Bread", price: 2.25),
]

final class CatalogueSpec: XCTestCase {
  // describe("synchronous polling")

  func test_polling_seesAFlagRaisedOnAnotherQueue() {
    let flag = Migration.Flag()
    DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(20)) { flag.raise() }

    expect(flag.isRaised).toEventually(beTrue())
    expect(flag.isRaised).toEventually(
      beTrue(), timeout: .seconds(2), pollInterval: .milliseconds(5))
  }

  @MainActor
  func test_polling_seesMainQueueWork() {
    let center = NotificationCenter()
    let basket = Migration.Basket(center: center)
    DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(10)) {
      basket.add(products[0], quantity: 2)
    }

    expect(basket.itemCount).toEventually(equal(2))
    expect(basket.products).toEventuallyNot(beEmpty())
    expect(basket.total).toEventually(beCloseTo(1.0))
  }

  func test_polling_neverAndAlways() {
    let basket = Migration.Basket(center: NotificationCenter())
    basket.add(products[1])

    expect(basket.isEmpty).toNever(beTrue(), until: .milliseconds(30))
    expect(basket.itemCount).toAlways(equal(1), until: .milliseconds(30))
    expect(basket.products).toNever(contain(products[0]), until: .milliseconds(30))
  }

  @MainActor
  func test_polling_aNotificationPostedLater() {
    let center = NotificationCenter()
    let basket = Migration.Basket(center: center)
    DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(10)) {
      basket.add(products[0])
    }

    expect(basket.itemCount)
      .toEventually(
        postNotifications(
          containElementSatisfying { $0.name == Migration.basketChanged }, from: center))
  }

  // describe("waitUntil")

  func test_waitUntil_aCallback() {
    waitUntil(timeout: .seconds(2)) { done in
      DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(10)) { done() }
    }
  }

  // describe("the catalogue, async")

  func test_async_loadsTheProducts() async {
    let catalogue = Migration.Catalogue()
    await catalogue.load(products, afterMilliseconds: 0)

    await expect { await catalogue.all }.to(haveCount(2))
    await expect { await catalogue.all.map(\.sku) }.to(equal(["A-1", "B-7"]))
    await expect { await catalogue.loads } == 1
  }

  func test_async_pollsUntilLoaded() async {
    let catalogue = Migration.Catalogue()
    Task { await catalogue.load(products, afterMilliseconds: 30) }

    await expect { await catalogue.all }.toEventually(haveCount(2))
    await expect { await catalogue.all }.toEventually(contain(products[1]), timeout: .seconds(2))
    await expect { await catalogue.loads }.toEventually(beGreaterThanOrEqualTo(1))
  }

  func test_async_neverLoadsTwice() async {
    let catalogue = Migration.Catalogue()
    await catalogue.load(products, afterMilliseconds: 0)

    await expect { await catalogue.loads }.toNever(beGreaterThan(1), until: .milliseconds(30))
    await expect { await catalogue.all }.toAlways(haveCount(2), until: .milliseconds(30))
  }

  func test_async_waitUntil() async {
    let catalogue = Migration.Catalogue()
    await waitUntil(timeout: .seconds(2)) { done in
      Task {
        await catalogue.load(products, afterMilliseconds: 5)
        done()
      }
    }
    await expect { await catalogue.loads } == 1
  }

  // describe("require")

  func test_require_unwrapsForTheRestOfTheTest() throws {
    let basket = Migration.Basket(center: NotificationCenter())
    basket.add(products[0])

    let first = try require(basket.products.first).toNot(beNil())
    expect(first.name) == "Apple"
    let product = try unwrap(basket.products.last)
    expect(product.price).to(beCloseTo(0.5))
  }
}

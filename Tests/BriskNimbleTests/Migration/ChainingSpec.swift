import Brisk
import Foundation
import XCTest

// Nimble forms that read an expectation's result: chained checks, `status`,
// `onFailure(throw:)`, and async matchers on a plain `expect(x)`, as a Nimble suite writes them.

private struct StopTest: Error {}

private let apple = Migration.Product(sku: "A-1", name: "Apple", price: 0.5)

/// An async matcher, as a Nimble suite writes one: the catalogue lists the product.
private func beListed(in catalogue: Migration.Catalogue) -> AsyncMatcher<Migration.Product> {
  AsyncMatcher.define("be listed") { expression, message in
    guard let product = try await expression.evaluate() else {
      return MatcherResult(status: .fail, message: message.appendedBeNilHint())
    }
    return MatcherResult(bool: await catalogue.all.contains(product), message: message)
  }
}

final class ChainingSpec: XCTestCase {
  // describe("chained checks")

  func test_chaining_checksTheSameValueTwice() {
    let basket = Migration.Basket(center: NotificationCenter())
    basket.add(apple, quantity: 3)

    expect(basket.itemCount).to(beGreaterThan(2)).to(beLessThan(4))
    expect(basket.products).toNot(beEmpty()).to(contain(apple))
  }

  func test_status_guardsTheChecksThatIndexIn() {
    let basket = Migration.Basket(center: NotificationCenter())
    basket.add(apple)

    if expect(basket.products).to(haveCount(1)).status == .passed {
      expect(basket.products[0].name).to(equal("Apple"))
    }
    let failures = gatherFailingExpectations(silently: true) {
      if expect(basket.products).to(haveCount(2)).status == .passed {
        expect(basket.products[1].name).to(equal("Bread"))
      }
    }
    expect(failures.map(\.message.stringValue)).to(
      equal(["expected to have count <2>, got <[Apple (A-1)]> (count 1)"]))
  }

  func test_onFailure_stopsTheTest() throws {
    let basket = Migration.Basket(center: NotificationCenter())
    basket.add(apple)

    try expect(basket.itemCount).to(equal(1)).onFailure(throw: StopTest())
    let failures = gatherFailingExpectations(silently: true) {
      do {
        try expect(basket.itemCount).to(equal(5)).onFailure(throw: StopTest())
        fail("onFailure(throw:) did not throw")
      } catch {
        expect(error).to(matchError(StopTest.self))
      }
    }
    expect(failures.map(\.message.stringValue)).to(equal(["expected to equal <5>, got <1>"]))
  }

  func test_expects_takesAClosure() {
    expects { Migration.Basket(center: NotificationCenter()).itemCount }.to(equal(0))
  }

  // describe("polling with notifications")

  @MainActor
  func test_postNotifications_runsTheExpressionOnce() {
    let center = NotificationCenter()
    let basket = Migration.Basket(center: center)
    var adds = 0

    expect {
      adds += 1
      DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(10)) { basket.add(apple) }
    }.toEventually(postNotifications(haveCount(1), from: center))
    expect(adds).to(equal(1))
    expect(basket.itemCount).to(equal(1))
  }

  // describe("async matchers on a plain expect")

  func test_asyncMatcher_onAPlainExpectation() async {
    let catalogue = Migration.Catalogue()
    await catalogue.load([apple], afterMilliseconds: 1)

    await expect(apple).to(beListed(in: catalogue))
    await expect(Migration.Product(sku: "Z-9", name: "Zest", price: 1)).toNot(
      beListed(in: catalogue))
    let status = await expect(apple).to(beListed(in: catalogue)).status
    expect(status).to(equal(.passed))
  }

  func test_asyncMatcher_polledOnAPlainExpectation() async {
    let catalogue = Migration.Catalogue()
    Task { await catalogue.load([apple]) }

    await expect(apple).toEventually(beListed(in: catalogue))
    await expect(apple).toNotEventually(equal(Migration.Product(sku: "-", name: "", price: 0)))
  }
}

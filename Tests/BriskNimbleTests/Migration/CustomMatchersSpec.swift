import Brisk
import Foundation
import XCTest

// Custom matchers and helpers written the Nimble way, as a suite's `Support/` folder has them:
// `Matcher.define`, `Matcher.simple`, a matcher over an `Expression`, `ExpectationMessage`
// builders, helpers that forward `file:` and `line:`, an operator on `SyncExpectation`, and the
// global polling knob.

private typealias Product = Migration.Product

// MARK: - Matchers, Nimble style

/// Nimble's most common custom matcher: `define` with a message and a result.
private func beCheaperThan(_ limit: Double) -> Matcher<Product> {
  Matcher.define { expression in
    let product = try expression.evaluate()
    let message = ExpectationMessage.expectedCustomValueTo(
      "be cheaper than \(limit)", actual: product.map { "\($0.price)" } ?? "nil")
    guard let product else { return MatcherResult(status: .fail, message: message) }
    return MatcherResult(bool: product.price < limit, message: message)
  }
}

/// `simple`: a status only, the message built from the given text.
private func haveSKUPrefix(_ prefix: String) -> Matcher<Product> {
  Matcher.simple("have a SKU starting with \(prefix)") { expression in
    guard let product = try expression.evaluate() else { return .fail }
    return MatcherStatus(bool: product.sku.hasPrefix(prefix))
  }
}

/// `define` with the prepared message passed in.
private func containProductNamed(_ name: String) -> Matcher<[Product]> {
  Matcher.define("contain a product named <\(name)>") { expression, message in
    // `define` adds Nimble's nil hint itself.
    guard let products = try expression.evaluate() else {
      return MatcherResult(status: .fail, message: message)
    }
    return MatcherResult(bool: products.contains { $0.name == name }, message: message)
  }
}

/// A matcher over the expression itself, composing another matcher through `satisfies`.
private func haveTotal(closeTo expected: Double) -> Matcher<Migration.Basket> {
  Matcher { expression in
    let totals = expression.cast { $0?.total }
    let result = try beCloseTo(expected, within: 0.001).satisfies(totals)
    return MatcherResult(
      status: result.status,
      message: result.message.prepended(expectation: "have a total that is "))
  }
}

/// `defineNilable`: `nil` is a valid answer here.
private func beOutOfStock() -> Matcher<Int> {
  Matcher.defineNilable("be out of stock") { expression, message in
    let stock = try expression.evaluate()
    return MatcherResult(bool: stock == nil || stock == 0, message: message)
  }
}

// MARK: - Helpers that report at the caller

/// A helper in the shape every Nimble suite has one of.
private func expectValid(
  _ product: Product, file: FileString = #filePath, line: UInt = #line
) {
  expect(file: file, line: line, product.sku).toNot(beEmpty())
  expect(file: file, line: line, product.price).to(beGreaterThan(0))
}

/// An operator on Nimble's expectation type name.
private func == (lhs: SyncExpectation<Product>, rhs: String) {
  lhs.to(haveSKUPrefix(rhs))
}

private func failIfEmpty(
  _ basket: Migration.Basket, file: FileString = #filePath, line: UInt = #line
) {
  if basket.isEmpty { fail("the basket is empty", file: file, line: line) }
}

final class CustomMatchersSpec: XCTestCase {
  private let apple = Product(sku: "A-1", name: "Apple", price: 0.5)
  private let bread = Product(sku: "B-7", name: "Bread", price: 2.25)

  func test_customMatchers_pass() {
    let basket = Migration.Basket(center: NotificationCenter())
    basket.add(apple, quantity: 2)
    basket.add(bread)

    expect(self.apple).to(beCheaperThan(1))
    expect(self.bread).toNot(beCheaperThan(1))
    expect(self.apple).to(haveSKUPrefix("A-"))
    expect(self.apple) == "A-"
    expect(basket.products).to(containProductNamed("Bread"))
    expect(basket).to(haveTotal(closeTo: 3.25))
    expect(nil as Int?).to(beOutOfStock())
    expect(0).to(beOutOfStock())
    expect(3).toNot(beOutOfStock())
  }

  func test_customMatchers_reportTheirMessages() {
    let failures = gatherFailingExpectations(silently: true) {
      expect(self.bread).to(beCheaperThan(1))
      expect(self.bread).to(haveSKUPrefix("A-"))
      expect([self.apple]).to(containProductNamed("Bread"))
      expect(nil as [Product]?).to(containProductNamed("Bread"))
    }
    XCTAssertEqual(
      failures.map(\.message.stringValue),
      [
        "expected to be cheaper than 1.0, got 2.25",
        "expected to have a SKU starting with A-, got <Bread (B-7)>",
        "expected to contain a product named <Bread>, got <[Apple (A-1)]>",
        "expected to contain a product named <Bread>, got <nil> (use beNil() to match nils)",
      ])
  }

  func test_helpers_reportAtTheCallersLine() {
    let broken = Product(sku: "", name: "Nothing", price: 0)
    let line = UInt(#line + 2)
    let failures = withFailureCollection {
      expectValid(broken)
    }
    XCTAssertEqual(failures.count, 2)
    XCTAssertEqual(failures.map(\.location.line), [line, line])
    XCTAssertEqual(
      failures.map(\.location.fileName), ["CustomMatchersSpec.swift"] + ["CustomMatchersSpec.swift"]
    )
  }

  func test_fail_reportsAtTheCaller() {
    let basket = Migration.Basket(center: NotificationCenter())
    let line = UInt(#line + 1)
    let failures = withFailureCollection { failIfEmpty(basket) }
    XCTAssertEqual(failures.map(\.message), ["the basket is empty"])
    XCTAssertEqual(failures.map(\.location.line), [line])

    basket.add(apple)
    XCTAssertEqual(withFailureCollection { failIfEmpty(basket) }, [])
  }

  func test_gatherExpectations_collectsTheFailures() {
    let records = gatherExpectations(silently: true) {
      expect(self.apple).to(beCheaperThan(0.1))
    }
    XCTAssertEqual(records.map(\.success), [false])
    XCTAssertEqual(
      records.map(\.message.stringValue), ["expected to be cheaper than 0.1, got 0.5"])
  }

  func test_pollingDefaults_theGlobalKnob() {
    let (timeout, interval) = (PollingDefaults.timeout, PollingDefaults.pollInterval)
    defer { (PollingDefaults.timeout, PollingDefaults.pollInterval) = (timeout, interval) }
    PollingDefaults.timeout = .seconds(2)
    PollingDefaults.pollInterval = .milliseconds(5)

    let flag = Migration.Flag()
    DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(20)) { flag.raise() }
    expect(flag.isRaised).toEventually(beTrue())
    expect(flag.isRaised).toEventually(
      beTrue(), timeout: .seconds(1), pollInterval: .milliseconds(10))
  }
}

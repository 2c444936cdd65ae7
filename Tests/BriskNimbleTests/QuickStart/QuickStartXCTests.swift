import Brisk
import XCTest

final class CartTests: XCTestCase {
  func testAddingAnItemUpdatesTheTotal() throws {
    let items = ["apple"]
    expect(items).to(contain("apple"))
    let first = try unwrap(items.first)
    expect(first).to(beginWith("app"))
  }
}

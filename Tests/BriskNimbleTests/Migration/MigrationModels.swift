import Foundation

// A small shop, the kind of code a Quick + Nimble suite tests: the specs beside this file are
// written as a Nimble user writes them, with only `import Brisk` in place of `import Nimble`.

enum Migration {
  struct Product: Equatable, CustomStringConvertible {
    var sku: String
    var name: String
    var price: Double

    var description: String { "\(name) (\(sku))" }
  }

  enum CheckoutError: Error, Equatable {
    case emptyBasket
    case paymentDeclined(code: Int)
  }

  struct Options: OptionSet {
    let rawValue: Int
    static let giftWrap = Options(rawValue: 1 << 0)
    static let express = Options(rawValue: 1 << 1)
    static let insured = Options(rawValue: 1 << 2)
  }

  static let basketChanged = Notification.Name("Migration.basketChanged")
  static let checkedOut = Notification.Name("Migration.checkedOut")

  /// A basket that posts a notification on every change.
  final class Basket {
    private(set) var lines: [(String, Int)] = []
    private(set) var products: [Product] = []
    var options: Options = []
    let center: NotificationCenter

    init(center: NotificationCenter) {
      self.center = center
    }

    var isEmpty: Bool { products.isEmpty }
    var total: Double { zip(products, lines).reduce(0) { $0 + $1.0.price * Double($1.1.1) } }
    var itemCount: Int { lines.reduce(0) { $0 + $1.1 } }

    func add(_ product: Product, quantity: Int = 1) {
      if let index = products.firstIndex(of: product) {
        lines[index].1 += quantity
      } else {
        products.append(product)
        lines.append((product.sku, quantity))
      }
      center.post(name: Migration.basketChanged, object: self)
    }

    func removeAll() {
      products.removeAll()
      lines.removeAll()
      center.post(name: Migration.basketChanged, object: self)
    }

    func checkout(declineCode: Int? = nil) -> Result<Double, CheckoutError> {
      if isEmpty { return .failure(.emptyBasket) }
      if let declineCode { return .failure(.paymentDeclined(code: declineCode)) }
      let total = total
      removeAll()
      center.post(name: Migration.checkedOut, object: self)
      return .success(total)
    }

    func validate() throws {
      if isEmpty { throw CheckoutError.emptyBasket }
    }
  }

  /// A class-bound seam, as view models hold their coordinator.
  protocol Routing: AnyObject {
    func show(_ screen: String)
  }

  final class RouterSpy: Routing {
    private(set) var shown: [String] = []
    func show(_ screen: String) { shown.append(screen) }
  }

  final class BasketViewModel {
    weak var router: (any Routing)?
    let basket: Basket
    private(set) var title = ""

    init(basket: Basket, router: any Routing) {
      self.basket = basket
      self.router = router
    }

    func refresh() {
      title = basket.isEmpty ? "Your basket is empty" : "\(basket.itemCount) items"
    }

    func proceed() {
      router?.show(basket.isEmpty ? "browse" : "checkout")
    }
  }

  /// Loads a catalogue in the background, the way a network layer answers later.
  actor Catalogue {
    private var products: [Product] = []
    private(set) var loads = 0

    /// Stores `items` after `milliseconds`. (Milliseconds, not `Duration`, which needs iOS 16.)
    func load(_ items: [Product], afterMilliseconds milliseconds: UInt64 = 20) async {
      try? await Task.sleep(nanoseconds: milliseconds * 1_000_000)
      products = items
      loads += 1
    }

    var all: [Product] { products }
  }

  /// A flag that a background queue flips, read by synchronous polling.
  final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var raised = false
    var isRaised: Bool { lock.withLock { raised } }
    func raise() { lock.withLock { raised = true } }
  }
}

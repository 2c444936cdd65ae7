import UIKit

/// Plain screens for tests; failure messages name them by type.
final class RootScreen: UIViewController {}
final class DetailScreen: UIViewController {}
final class OtherScreen: UIViewController {}

/// Holds an object weakly, so a teardown block can check it was released.
final class WeakBox<Object: AnyObject>: @unchecked Sendable {
  weak var object: Object?

  init(_ object: Object?) {
    self.object = object
  }
}

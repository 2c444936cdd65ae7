#if canImport(UIKit)
  import UIKit

  /// Everything Brisk reads that Apple does not document, in one place.
  ///
  /// BriskUIKit is test-only. It reads a value UIKit keeps undocumented only where a person's
  /// action could not be tested otherwise, and each read is guarded the same way: by key-value
  /// coding, only after `responds(to:)` confirms that the getter exists; the value is called
  /// only if it is a block (an Objective-C block object, checked by its class); when either
  /// check fails the helper reports a failure that names what is missing, changes nothing, and
  /// never crashes. Nothing is written, swizzled or called by a private selector.
  ///
  /// | What | Key | Shape | Read by | Guarded |
  /// | --- | --- | --- | --- | --- |
  /// | A `UIAlertAction`'s handler | `handler` | `@convention(block) (UIAlertAction) -> Void`, or `nil` for an action made without one | `ShownAlerts.tap(_:)` and `tap(at:)` (`Alerts/ShownAlerts+Tap.swift`), through ``alertActionHandler(of:)`` | `responds(to:)`, then the block check; "this iOS does not expose a UIAlertAction's handler, which Brisk reads to run it" otherwise |
  /// | A `UIContextMenuConfiguration`'s action provider | `actionProvider` | `@convention(block) ([UIMenuElement]) -> UIMenu?`, or `nil` | `performContextMenuAction(titled:at:in:)`, through `ContextMenus.read(from:)` (`Interactions/ContextMenus.swift`) | `responds(to:)`, then the block check; "this iOS does not expose a UIContextMenuConfiguration's actionProvider, which Brisk reads to make the menu" otherwise |
  ///
  /// Where the names come from: dumps of UIKitCore's classes list `@property (nonatomic, copy) id
  /// handler` on `UIAlertAction` (iOS 14.2) and `- (id)actionProvider` on
  /// `UIContextMenuConfiguration` (iOS 13.4, 14.2 and 16), and public test code has read both by
  /// these keys for years. The UIKit stand-in answers `responds(to:)` and `value(forKey:)` for
  /// the same keys, so each path runs on Linux; BriskUIKitTests on an iOS simulator confirm iOS
  /// has them. Add a read here, with its guard and its failure, or not at all.
  @MainActor
  enum PrivateReads {
    /// What a guarded read found.
    enum Read<Value> {
      /// The object has no getter for the key, or its value is not the expected kind.
      case notExposed
      /// The getter exists and answered `nil`.
      case absent
      /// The value, of the expected kind.
      case value(Value)
    }

    /// The handler a `UIAlertAction` was made with, read by the key `handler` as described
    /// above; the stand-in answers with the closure itself.
    static func alertActionHandler(of action: UIAlertAction) -> Read<(UIAlertAction) -> Void> {
      let key = "handler"
      guard action.responds(to: Selector(key)) else { return .notExposed }
      guard let value = action.value(forKey: key) else { return .absent }
      #if canImport(ObjectiveC)
        guard let block = blockObject(value) else { return .notExposed }
        typealias Handler = @convention(block) (UIAlertAction) -> Void
        let handler = unsafeBitCast(block, to: Handler.self)
        return .value { handler($0) }
      #else
        guard let handler = value as? (UIAlertAction) -> Void else { return .notExposed }
        return .value(handler)
      #endif
    }

    #if canImport(ObjectiveC)
      /// `value` as an object, if it is an Objective-C block: an instance of
      /// `__NSGlobalBlock__`, `__NSMallocBlock__` or `__NSStackBlock__`; anything else cannot be
      /// called as one.
      static func blockObject(_ value: Any) -> AnyObject? {
        let object = value as AnyObject
        return NSStringFromClass(type(of: object)).hasSuffix("Block__") ? object : nil
      }
    #endif
  }
#endif

// Nimble's rendering of an object's identity, which `beIdenticalTo` prints and which Nimble-style
// tests use to build the message they expect from it.

/// The identity of an object as Nimble prints it: its address, or `nil`.
///
/// ```text
/// <0x600000cbc000>
/// nil
/// ```
///
/// A value that is not a class instance is boxed first, so its address says nothing about it:
/// pass objects.
/// - Parameter value: The object, or `nil`.
/// - Returns: `<0x…>` with the address in lowercase hexadecimal without leading zeros, as
///   `String(format: "<%p>", …)` writes it, or `nil`.
public func identityAsString(_ value: Any?) -> String {
  guard let value else { return "nil" }
  let address = UInt(bitPattern: ObjectIdentifier(value as AnyObject))
  return "<0x\(String(address, radix: 16))>"
}

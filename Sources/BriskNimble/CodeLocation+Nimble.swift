/// The type of the `file:` argument that Nimble-style helpers forward: `StaticString`.
///
/// Nimble declares it as `StaticString` on Linux and `String` on Apple platforms. Brisk uses
/// `StaticString` everywhere, because both XCTest and a failure's location keep the path as one,
/// so a helper written `func check(file: FileString = #filePath, line: UInt = #line)` compiles
/// and reports at its caller on every platform.
public typealias FileString = StaticString

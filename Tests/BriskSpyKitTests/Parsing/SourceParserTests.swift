import Testing

@testable import BriskSpyKit

@Suite struct SourceParserTests {
  @Test func findsEveryProtocolWithItsAttributes() {
    let file = SourceParser.parse(
      """
      @MainActor public protocol A: AnyObject {}
      struct S { func protocolLike() {} }
      protocol B { func b() }
      """)
    #expect(file.protocols.map(\.name) == ["A", "B"])
    #expect(file.protocols.first?.attributes.map(\.name) == ["MainActor"])
    #expect(file.protocols.last?.attributes.isEmpty == true)
  }

  @Test func qualifiesNestedProtocols() {
    let file = SourceParser.parse(
      """
      enum Checkout { protocol Delegate {} }
      extension Outer.Inner { protocol Watcher {} }
      class C<T> { }
      protocol Top {}
      """)
    #expect(file.protocols.map(\.name) == ["Checkout.Delegate", "Outer.Inner.Watcher", "Top"])
  }

  @Test func collectsUnconditionalImports() {
    let file = SourceParser.parse(
      """
      import Foundation
      @testable import App
      public import struct Models.User
      #if canImport(UIKit)
        import UIKit
      #endif
      import Foundation
      func f() { import_like() }
      """)
    #expect(
      file.imports == ["import Foundation", "@testable import App", "import struct Models.User"])
  }

  @Test func collectsTypeAliasesAnywhere() {
    let file = SourceParser.parse(
      """
      typealias Handler = (Int) -> Void
      enum Space { typealias Done = @Sendable () -> Void }
      public typealias Visitor<T> = (T) -> Void
      typealias Broken<T> Int
      """)
    #expect(file.typeAliases["Handler"]?.description == "(Int) -> Void")
    #expect(file.typeAliases["Done"]?.description == "@Sendable () -> Void")
    #expect(file.typeAliases["Visitor"]?.genericParameters == ["T"])
    #expect(file.typeAliases["Broken"] == nil)
  }

  @Test func aMarkerAboveAttributesDocCommentsAndBlankLinesMarksTheProtocol() {
    let file = SourceParser.parse(
      """
      // brisk:spy
      protocol Plain {}

      // brisk:spy
      /// Asks for the next screen.
      @MainActor
      public protocol Navigating: AnyObject {}

      //  brisk:spy

      @available(iOS 15, *) @preconcurrency
      /* a block comment */
      public protocol Spaced {}

      @MainActor
      // brisk:spy
      protocol Among {}

      enum Checkout {
        // brisk:spy
        protocol Delegate {}
      }

      // brisk:spy
      struct Model {}
      protocol AfterAStruct {}

      let value = 1 // brisk:spy
      protocol AfterCode {}

      /// brisk:spy
      protocol DocComment {}

      // brisk:spy: not the marker
      protocol OtherText {}
      protocol Unmarked {}
      """)
    #expect(
      file.protocols.filter(\.isMarked).map(\.name) == [
        "Plain", "Navigating", "Spaced", "Among", "Checkout.Delegate",
      ])
    #expect(file.protocols.count == 10)
  }

  @Test func aProtocolWithoutItsBodyIsReported() {
    #expect(
      problems(in: "protocol P: Sendable") == [
        "1:21: expected '{' after its declaration, found the end of the file"
      ])
    #expect(problems(in: "protocol P {\n func a()") == ["1:10: its closing '}' is missing"])
  }

  @Test func ignoresWhatIsNotAProtocolDeclaration() {
    let file = SourceParser.parse("let x = P.protocol\nlet y = `protocol` Z\nprotocol")
    #expect(file.protocols.isEmpty)
  }
}

// swift-format-ignore-file
// Generated from Templates/ClassSpy.swift by
// `BRISK_RECORD=1 swift test --filter EmbeddedProtocolSpyTests`; do not edit it by hand.

extension SpyTemplate {
  /// The text of `Templates/ClassSpy.swift`, built into `brisk`.
  static let embeddedClassText = #"""
// Brisk class spy template: a spy for one of your non-final classes, with no protocol in front.
//
// The spy is a subclass. Each override records the call through CallLog (so it is safe from any
// thread), then answers with what the test stubbed or, when it stubbed nothing, with what the
// class itself answers (`super`). The spy adds no initializer, so it inherits the class's
// initializers and is made as the class is: `NetworkClientSpy(session: .shared)`.
//
// Let Brisk write it for you:   swift run brisk spy Path/To/YourClass.swift --class YourClass
// Or fill it in by hand (in Xcode, Tab jumps to the next placeholder):
//   1. Fill in the spy's and the class's names, and keep the one `class` line that fits.
//   2. Copy the `// brisk:member method` section once per method, `member property` once per
//      property, `member subscript` once per subscript, `member class-method` once per
//      `class func` and `member class-property` once per `class var`, in order.
//   3. Keep a `// brisk:if NAME` … `// brisk:end` block, or a line ending in `// brisk:if NAME`,
//      only when NAME holds for the spy or that member (`!NAME`: when it does not); write a
//      `// brisk:each NAME` block once per item. Then delete the `// brisk:` markers and the
//      sections you did not use. Templates/README.md lists every NAME.
// Swift lets a subclass override no `final`, `static`, `private` or `fileprivate` member and no
// `let` property: leave those out.

import BriskFixtures
<#@testable import YourApp#>  // brisk:each import

// brisk:each spy
// MARK: - <#Spy#>

// Not recorded: <#member#>: <#reason#>.  // brisk:each not-overridden
/// A spy for `<#Class#>`: records each call in `log`, then answers with what a test stubs or,
/// when it stubs nothing, with what `<#Class#>` answers.
<#@available(iOS 15, *)#>  // brisk:each availability
final class <#Spy#>: <#Class#>, @unchecked Sendable {  // brisk:if sendable
// brisk:if main-actor
@MainActor final class <#Spy#>: <#Class#>, @unchecked Sendable {  // brisk:if restates-sendable
@MainActor final class <#Spy#>: <#Class#> {  // brisk:if !restates-sendable
// brisk:end
final class <#Spy#>: <#Class#> {  // brisk:if unisolated
  /// One case per method and property, in the order the calls arrived.
  enum Call: Hashable, Sendable {
    case <#method#>  // brisk:each method
  }

  /// Every call, oldest first: `expect(spy.log).to(haveReceived(.someMethod))`.
  let log = CallLog<Call>()
  // brisk:if static-methods
  /// Every call to a class method or class property, oldest first. Shared by all tests:
  /// `resetStatics()` empties it.
  static let staticLog = CallLog<Call>()
  // brisk:end
  // brisk:if static-members

  /// Empties the static call logs and puts every class method's and class property's stub back
  /// to `nil`. They are shared by all tests: call this at the start of each test that uses them.
  static func resetStatics() {
    staticLog.reset()  // brisk:if static-methods
    <#static method#>Calls.reset()  // brisk:each static-method
    <#class property#>Writes.reset()  // brisk:each settable-class-property
    <#static stub#>Stub.wrappedValue = <#first value#>  // brisk:each static-stub
  }
  // brisk:end

  // brisk:member property
  // MARK: - <#property#>

  /// One entry per read of `<#property#>`.
  let <#method#>Calls = CallLog<Void>()
  // brisk:if settable
  /// Every value written to `<#property#>`, oldest first; each is passed on to `super`.
  let <#method#>Writes = CallLog<<#Type#>>()
  // brisk:end
  // brisk:if throws
  /// Thrown by each read of `<#property#>` when set, in place of reading `super`'s.
  @Stubbed var <#method#>Error: <#(any Error)?#>
  // brisk:end
  /// Returned by each read of `<#property#>` when set, in place of `super`'s value.
  @Stubbed var <#method#>ReturnValue: <#ReturnType?#>
  /// Runs for each read, after it is recorded, in place of the stubs above and of `super`.
  @Stubbed var <#method#>Handler: (<#(Arguments) async throws -> ReturnType#>)?

  <#attributes#>override var <#property#>: <#Type#> {
    get<#getter effects#> {
      log.record(.<#method#>)
      <#method#>Calls.record(())
      if let <#method#>Handler { return <#try await #><#method#>Handler() }
      if let <#method#>Error { throw <#method#>Error }  // brisk:if throws
      if let <#method#>ReturnValue { return <#method#>ReturnValue }
      return <#try await super.method(arguments)#>
    }
    // brisk:if settable
    set {
      <#method#>Writes.record(newValue)
      super.<#property#> = newValue
    }
    // brisk:end
  }
  // brisk:end

  // brisk:member subscript
  // MARK: - <#method(labels:)#>

  /// The arguments of every `<#method(labels:)#>` read, oldest first.
  let <#method#>Calls = CallLog<<#Arguments#>>()
  // brisk:if settable
  /// The arguments and the new value of every `<#method(labels:)#>` write, oldest first; each is
  /// passed on to `super`.
  let <#method#>Writes = CallLog<<#Arguments and new value#>>()
  // brisk:end
  /// Returned by each read when set, in place of `super`'s value.
  @Stubbed var <#method#>ReturnValue: <#ReturnType?#>
  /// Runs for each read, after it is recorded, in place of the stub above and of `super`.
  @Stubbed var <#method#>Handler: (<#(Arguments) async throws -> ReturnType#>)?

  <#attributes#>override <#name(parameters) async throws -> ReturnType#> {
    get {
      log.record(.<#method#>)
      <#method#>Calls.record(<#arguments#>)
      if let <#method#>Handler { return <#method#>Handler(<#handler arguments#>) }
      if let <#method#>ReturnValue { return <#method#>ReturnValue }
      return <#try await super.method(arguments)#>
    }
    // brisk:if settable
    set {
      <#method#>Writes.record(<#arguments and new value#>)
      <#super[arguments]#> = newValue
    }
    // brisk:end
  }
  // brisk:end

  // brisk:member method
  // MARK: - <#method(labels:)#>

  /// The arguments of every `<#method(labels:)#>` call, oldest first.  // brisk:if records-arguments
  /// One entry per `<#method(labels:)#>` call.  // brisk:if !records-arguments
  let <#method#>Calls = CallLog<<#Arguments#>>()
  // brisk:if throws
  /// Thrown by `<#method(labels:)#>` when set, in place of calling `super`.
  @Stubbed var <#method#>Error: <#(any Error)?#>
  // brisk:end
  // brisk:if returns
  /// Returned by `<#method(labels:)#>` when set, in place of calling `super`.
  @Stubbed var <#method#>ReturnValue: <#ReturnType?#>
  // brisk:end
  /// Runs for each call, after it is recorded, in place of the stubs above and of `super`.
  @Stubbed var <#method#>Handler: (<#(Arguments) async throws -> ReturnType#>)?

  <#attributes#>override func <#name(parameters) async throws -> ReturnType#> {
    log.record(.<#method#>)
    <#method#>Calls.record(<#arguments#>)
    if let <#method#>Handler { return <#try await #><#method#>Handler(<#handler arguments#>) }
    if let <#method#>Error { throw <#method#>Error }  // brisk:if throws
    if let <#method#>ReturnValue { return <#method#>ReturnValue }  // brisk:if returns
    return <#try await super.method(arguments)#>
  }
  // brisk:end

  // brisk:member generic-result-method
  // MARK: - <#method(labels:)#>

  /// The arguments of every `<#method(labels:)#>` call, oldest first: generic ones as `Any`, then
  /// the name of the type each generic parameter stood for.
  let <#method#>Calls = CallLog<<#Arguments#>>()
  // brisk:if throws
  /// Thrown by `<#method(labels:)#>` when set, in place of calling `super`.
  @Stubbed var <#method#>Error: <#(any Error)?#>
  // brisk:end
  /// Returned by `<#method(labels:)#>`, in place of calling `super`, when it is a `<#ReturnType#>`
  /// for the types of this call; while it is of another type, a call reports a failure and calls
  /// `super`.
  @Stubbed var <#method#>ReturnValue: Any?
  /// Runs for each call, after it is recorded, in place of the stubs above. It receives the
  /// arguments and the type of each generic parameter, and returns a `<#ReturnType#>`, or `nil`
  /// to call `super`.
  @Stubbed var <#method#>Handler: (<#(Arguments) async throws -> ReturnType#>)?

  <#attributes#>override func <#name(parameters) async throws -> ReturnType#> {
    log.record(.<#method#>)
    <#method#>Calls.record(<#arguments#>)
    let <#method#>Stub: Any?
    if let <#method#>Handler {
      <#method#>Stub = <#try await #><#method#>Handler(<#handler arguments#>)
    } else {
      if let <#method#>Error { throw <#method#>Error }  // brisk:if throws
      <#method#>Stub = <#method#>ReturnValue
    }
    if let <#method#>Value = <#method#>Stub as? <#ReturnType#> { return <#method#>Value }
    if let <#method#>Stub {
      log.fail("<#Spy#>.<#method(labels:)#> must return \(<#ReturnType#>.self), but its stub is \(Swift.type(of: <#method#>Stub)); set <#method#>ReturnValue or <#method#>Handler to a \(<#ReturnType#>.self)")
    }
    return <#try await super.method(arguments)#>
  }
  // brisk:end

  // brisk:member class-method
  // MARK: - <#method(labels:)#>

  // In a lock-guarded box, as instance storage is, so the log may hold non-Sendable values.
  private static let <#method#>CallsStub = UncheckedStubbed(wrappedValue: CallLog<<#Arguments#>>())
  /// The arguments of every `<#method(labels:)#>` call, oldest first. Shared by all tests.  // brisk:if records-arguments
  /// One entry per `<#method(labels:)#>` call. Shared by all tests.  // brisk:if !records-arguments
  static var <#method#>Calls: CallLog<<#Arguments#>> { <#method#>CallsStub.wrappedValue }
  // brisk:if throws
  private static let <#method#>ErrorStub = UncheckedStubbed<<#(any Error)?#>>(wrappedValue: nil)
  /// Thrown by `<#method(labels:)#>` when set, in place of calling `super`. Shared by all tests.
  static var <#method#>Error: <#(any Error)?#> {
    get { <#method#>ErrorStub.wrappedValue }
    set { <#method#>ErrorStub.wrappedValue = newValue }
  }
  // brisk:end
  // brisk:if returns
  private static let <#method#>ReturnValueStub = UncheckedStubbed<<#ReturnType?#>>(wrappedValue: nil)
  /// Returned by `<#method(labels:)#>` when set, in place of calling `super`. Shared by all
  /// tests.
  static var <#method#>ReturnValue: <#ReturnType?#> {
    get { <#method#>ReturnValueStub.wrappedValue }
    set { <#method#>ReturnValueStub.wrappedValue = newValue }
  }
  // brisk:end
  private static let <#method#>HandlerStub = UncheckedStubbed<(<#(Arguments) async throws -> ReturnType#>)?>(wrappedValue: nil)
  /// Runs for each call, after it is recorded, in place of the stubs above and of `super`.
  /// Shared by all tests.
  static var <#method#>Handler: (<#(Arguments) async throws -> ReturnType#>)? {
    get { <#method#>HandlerStub.wrappedValue }
    set { <#method#>HandlerStub.wrappedValue = newValue }
  }

  <#attributes#>override class func <#name(parameters) async throws -> ReturnType#> {
    staticLog.record(.<#method#>)
    <#method#>Calls.record(<#arguments#>)
    if let <#method#>Handler { return <#try await #><#method#>Handler(<#handler arguments#>) }
    if let <#method#>Error { throw <#method#>Error }  // brisk:if throws
    if let <#method#>ReturnValue { return <#method#>ReturnValue }  // brisk:if returns
    return <#try await super.method(arguments)#>
  }
  // brisk:end

  // brisk:member class-property
  // MARK: - <#property#>

  private static let <#method#>CallsStub = UncheckedStubbed(wrappedValue: CallLog<Void>())
  /// One entry per read of `<#property#>`. Shared by all tests.
  static var <#method#>Calls: CallLog<Void> { <#method#>CallsStub.wrappedValue }
  // brisk:if settable
  private static let <#method#>WritesStub = UncheckedStubbed(wrappedValue: CallLog<<#Type#>>())
  /// Every value written to `<#property#>`, oldest first; each is passed on to `super`. Shared by
  /// all tests.
  static var <#method#>Writes: CallLog<<#Type#>> { <#method#>WritesStub.wrappedValue }
  // brisk:end
  // brisk:if throws
  private static let <#method#>ErrorStub = UncheckedStubbed<<#(any Error)?#>>(wrappedValue: nil)
  /// Thrown by each read of `<#property#>` when set, in place of reading `super`'s. Shared by all
  /// tests.
  static var <#method#>Error: <#(any Error)?#> {
    get { <#method#>ErrorStub.wrappedValue }
    set { <#method#>ErrorStub.wrappedValue = newValue }
  }
  // brisk:end
  private static let <#method#>ReturnValueStub = UncheckedStubbed<<#ReturnType?#>>(wrappedValue: nil)
  /// Returned by each read of `<#property#>` when set, in place of `super`'s value. Shared by all
  /// tests.
  static var <#method#>ReturnValue: <#ReturnType?#> {
    get { <#method#>ReturnValueStub.wrappedValue }
    set { <#method#>ReturnValueStub.wrappedValue = newValue }
  }
  private static let <#method#>HandlerStub = UncheckedStubbed<(<#(Arguments) async throws -> ReturnType#>)?>(wrappedValue: nil)
  /// Runs for each read, after it is recorded, in place of the stubs above and of `super`. Shared
  /// by all tests.
  static var <#method#>Handler: (<#(Arguments) async throws -> ReturnType#>)? {
    get { <#method#>HandlerStub.wrappedValue }
    set { <#method#>HandlerStub.wrappedValue = newValue }
  }

  <#attributes#>override class var <#property#>: <#Type#> {
    get<#getter effects#> {
      staticLog.record(.<#method#>)
      <#method#>Calls.record(())
      if let <#method#>Handler { return <#try await #><#method#>Handler() }
      if let <#method#>Error { throw <#method#>Error }  // brisk:if throws
      if let <#method#>ReturnValue { return <#method#>ReturnValue }
      return <#try await super.method(arguments)#>
    }
    // brisk:if settable
    set {
      <#method#>Writes.record(newValue)
      super.<#property#> = newValue
    }
    // brisk:end
  }
  // brisk:end
}
// brisk:end

"""#
}

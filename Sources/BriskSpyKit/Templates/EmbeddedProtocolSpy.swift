// swift-format-ignore-file
// Generated from Templates/ProtocolSpy.swift by
// `BRISK_RECORD=1 swift test --filter EmbeddedProtocolSpyTests`; do not edit it by hand.

extension SpyTemplate {
  /// The text of `Templates/ProtocolSpy.swift`, built into `brisk`.
  static let embeddedText = #"""
// Brisk protocol spy template: a spy for one of your protocols.
//
// The spy records every call through CallLog (so it is safe from any thread), answers with what
// the test stubs, and reports a misuse, such as a call whose return value was never stubbed, as
// a test failure at the line that made the spy. It never crashes.
//
// Let Brisk write it for you:   swift run brisk spy Path/To/YourProtocol.swift
// Or fill it in by hand (in Xcode, Tab jumps to the next placeholder):
//   1. Fill in the spy's and the protocol's names, and keep the one `class` line that fits.
//      Delete <#generic parameters#> and <#where clause#>, or, for a protocol with associated
//      types, write them as `<Item: Identifiable>` and ` where Item: Sendable`.
//   2. Copy the `// brisk:member method` section once per method and `member property` once
//      per property (`member effectful-property` for `{ get async throws }`), in order; the
//      `member static-…` sections are for static requirements.
//   3. Keep a `// brisk:if NAME` … `// brisk:end` block, or a line ending in `// brisk:if NAME`,
//      only when NAME holds for the spy or that member (`!NAME`: when it does not; `else` starts
//      the lines for the other case); write a `// brisk:each NAME` block once per item. Then
//      delete the `// brisk:` markers and the sections you did not use.
// Templates/README.md lists every NAME, and the rules an unstubbed call follows.

import BriskFixtures
<#@testable import YourApp#>  // brisk:each import

// brisk:each spy
// MARK: - <#Spy#>

/// A spy for `<#Protocol#>`: records each call in `log` and answers with what a test stubs.
<#@available(iOS 15, *)#>  // brisk:each availability
final class <#Spy#><#generic parameters#>: <#Protocol#>, @unchecked Sendable<#where clause#> {  // brisk:if sendable
@MainActor final class <#Spy#><#generic parameters#>: <#Protocol#><#where clause#> {  // brisk:if main-actor
final class <#Spy#><#generic parameters#>: <#Protocol#><#where clause#> {  // brisk:if unisolated
actor <#Spy#><#generic parameters#>: <#Protocol#><#where clause#> {  // brisk:if actor
  /// One case per method, in the order the calls arrived.
  enum Call: Hashable, Sendable {
    case <#method#>  // brisk:each method
  }

  /// Every call, oldest first: `expect(spy.log).to(haveReceived(.someMethod))`.
  let log: CallLog<Call>
  // brisk:if static-methods
  /// Every call to a static method, oldest first. Shared by all tests: `resetStatics()` empties it.
  static let staticLog = CallLog<Call>()
  // brisk:end

  /// Creates a spy. A misuse, such as a call with no stubbed return value, is reported as a test
  /// failure at the line that calls this initializer.
  init(
    <#name#>: <#Type#>,  // brisk:each init-value
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.<#name#> = <#name#>  // brisk:each init-value
    log = CallLog(fileID: fileID, filePath: filePath, line: line, column: column)
  }
  // brisk:if actor

  /// Runs `body` on the spy's actor, to set its stubs or read its values:
  /// `await spy.configure { $0.someMethodReturnValue = 1 }`. Its call logs need no `await`.
  func configure<T: Sendable>(_ body: @Sendable (isolated <#Spy#>) throws -> T) rethrows -> T {
    try body(self)
  }
  // brisk:end
  // brisk:if static-members

  /// Empties the static call logs and puts every static stub back to its first value. Static
  /// members are shared by all tests: call this at the start of each test that uses them.
  static func resetStatics() {
    staticLog.reset()  // brisk:if static-methods
    <#static method#>Calls.reset()  // brisk:each static-method
    <#static stub#>Stub.wrappedValue = <#first value#>  // brisk:each static-stub
  }
  // brisk:end

  // brisk:member property
  // MARK: - <#property#>

  /// What `<#property#>` returns; set it to stub it.  // brisk:if !settable
  /// `<#property#>`'s value: stub it, or read what the code under test set.  // brisk:if settable
  @Stubbed var <#property#>: <#Type#>  // brisk:if set-in-init
  @Stubbed var <#property#>: <#Type#> = <#default value#>  // brisk:if !set-in-init
  // brisk:end

  // brisk:member method
  // MARK: - <#method(labels:)#>

  /// The arguments of every `<#method(labels:)#>` call, oldest first.  // brisk:if records-arguments
  /// One entry per `<#method(labels:)#>` call.  // brisk:if !records-arguments
  let <#method#>Calls = CallLog<<#Arguments#>>()
  // brisk:if throws
  /// Thrown by `<#method(labels:)#>` when set.
  @Stubbed var <#method#>Error: <#(any Error)?#>
  // brisk:end
  /// Returned by `<#method(labels:)#>`; `nil` until a test sets it.  // brisk:if optional-result
  /// Returned by `<#method(labels:)#>`; starts as the value given to `init`.  // brisk:if set-in-init
  // brisk:if unstubbed-returns-default
  /// Returned by `<#method(labels:)#>`. While it is `nil`, a call reports a failure and returns
  /// `<#default value#>`.
  // brisk:end
  // brisk:if unstubbed-throws
  /// Returned by `<#method(labels:)#>`. While it is `nil`, a call reports a failure and throws
  /// `UnstubbedCallError` (under Swift Testing, the error `#require` throws).
  // brisk:end
  @Stubbed var <#method#>ReturnValue: <#ReturnType?#>  // brisk:if returns
  /// Runs for each call, after it is recorded, in place of the stubs above.  // brisk:if returns-or-throws
  /// Runs for each call, after it is recorded.  // brisk:if !returns-or-throws
  @Stubbed var <#method#>Handler: (<#(Arguments) async throws -> ReturnType#>)?

  <#attributes#>func <#name(parameters) async throws -> ReturnType#> {
    log.record(.<#method#>)
    <#method#>Calls.record(<#arguments#>)
    if let <#method#>Handler { return <#try await #><#method#>Handler(<#handler arguments#>) }  // brisk:if returns-or-throws
    if let <#method#>Error { throw <#method#>Error }  // brisk:if throws
    <#try await #><#method#>Handler?(<#handler arguments#>)  // brisk:if !returns-or-throws
    // brisk:if unstubbed-fails
    guard let <#method#>ReturnValue else {
      // brisk:if unstubbed-returns-default
      log.fail("<#Spy#>.<#method(labels:)#> was called, but no return value was stubbed; set <#method#>ReturnValue or <#method#>Handler")
      return <#default value#>
      // brisk:end
      throw log.unstubbedCall("<#Spy#>.<#method(labels:)#>", "<#Spy#>.<#method(labels:)#> was called, but no return value was stubbed; set <#method#>ReturnValue or <#method#>Handler")  // brisk:if unstubbed-throws
    }
    // brisk:end
    return <#method#>ReturnValue  // brisk:if returns
  }
  // brisk:end

  // brisk:member generic-result-method
  // MARK: - <#method(labels:)#>

  /// The arguments of every `<#method(labels:)#>` call, oldest first: generic ones as `Any`, then
  /// the name of the type each generic parameter stood for.
  let <#method#>Calls = CallLog<<#Arguments#>>()
  // brisk:if throws
  /// Thrown by `<#method(labels:)#>` when set.
  @Stubbed var <#method#>Error: <#(any Error)?#>
  // brisk:end
  /// Returned by `<#method(labels:)#>` when it is a `<#ReturnType#>` for the types of this call.
  // brisk:if optional-result
  /// While it is `nil`, a call returns `nil`; while it is of another type, a call reports a
  /// failure and returns `nil`.
  // brisk:end
  // brisk:if unstubbed-returns-default
  /// While it is `nil` or of another type, a call reports a failure and returns
  /// `<#default value#>`.
  // brisk:end
  // brisk:if unstubbed-throws
  /// While it is `nil` or of another type, a call reports a failure and throws
  /// `UnstubbedCallError` (under Swift Testing, the error `#require` throws).
  // brisk:end
  @Stubbed var <#method#>ReturnValue: Any?
  /// Runs for each call, after it is recorded, in place of the stubs above. It receives the
  /// arguments and the type of each generic parameter, and returns a `<#ReturnType#>`.
  @Stubbed var <#method#>Handler: (<#(Arguments) async throws -> ReturnType#>)?

  <#attributes#>func <#name(parameters) async throws -> ReturnType#> {
    log.record(.<#method#>)
    <#method#>Calls.record(<#arguments#>)
    let <#method#>Stub: Any?
    if let <#method#>Handler {
      <#method#>Stub = <#try await #><#method#>Handler(<#handler arguments#>)
    } else {
      if let <#method#>Error { throw <#method#>Error }  // brisk:if throws
      <#method#>Stub = <#method#>ReturnValue
    }
    guard let <#method#>Value = <#method#>Stub as? <#ReturnType#> else {
      // brisk:if optional-result
      if let <#method#>Stub {
        log.fail("<#Spy#>.<#method(labels:)#> must return \(<#ReturnType#>.self), but its stub is \(Swift.type(of: <#method#>Stub)); set <#method#>ReturnValue or <#method#>Handler to a \(<#ReturnType#>.self)")
      }
      // brisk:end
      log.fail(<#method#>Stub.map { "<#Spy#>.<#method(labels:)#> must return \(<#ReturnType#>.self), but its stub is \(Swift.type(of: $0)); set <#method#>ReturnValue or <#method#>Handler to a \(<#ReturnType#>.self)" } ?? "<#Spy#>.<#method(labels:)#> was called, but no return value was stubbed; set <#method#>ReturnValue or <#method#>Handler")  // brisk:if unstubbed-returns-default
      return nil  // brisk:if optional-result
      return <#default value#>  // brisk:if unstubbed-returns-default
      throw log.unstubbedCall("<#Spy#>.<#method(labels:)#>", <#method#>Stub.map { "<#Spy#>.<#method(labels:)#> must return \(<#ReturnType#>.self), but its stub is \(Swift.type(of: $0)); set <#method#>ReturnValue or <#method#>Handler to a \(<#ReturnType#>.self)" } ?? "<#Spy#>.<#method(labels:)#> was called, but no return value was stubbed; set <#method#>ReturnValue or <#method#>Handler")  // brisk:if unstubbed-throws
    }
    return <#method#>Value
  }
  // brisk:end

  // brisk:member effectful-property
  // MARK: - <#property#>

  /// One entry per read of `<#property#>`.
  let <#method#>Calls = CallLog<Void>()
  // brisk:if throws
  /// Thrown by each read of `<#property#>` when set.
  @Stubbed var <#method#>Error: <#(any Error)?#>
  // brisk:end
  /// Returned by each read of `<#property#>`; `nil` until a test sets it.  // brisk:if optional-result
  /// Returned by each read of `<#property#>`; starts as the value given to `init`.  // brisk:if set-in-init
  // brisk:if unstubbed-returns-default
  /// Returned by each read of `<#property#>`. While it is `nil`, a read reports a failure and
  /// returns `<#default value#>`.
  // brisk:end
  // brisk:if unstubbed-throws
  /// Returned by each read of `<#property#>`. While it is `nil`, a read reports a failure and
  /// throws `UnstubbedCallError` (under Swift Testing, the error `#require` throws).
  // brisk:end
  @Stubbed var <#method#>ReturnValue: <#ReturnType?#>
  /// Runs for each read, after it is recorded, in place of the stubs above.
  @Stubbed var <#method#>Handler: (<#(Arguments) async throws -> ReturnType#>)?

  <#attributes#>var <#property#>: <#Type#> {
    get<#getter effects#> {
      log.record(.<#method#>)
      <#method#>Calls.record(())
      if let <#method#>Handler { return <#try await #><#method#>Handler() }
      if let <#method#>Error { throw <#method#>Error }  // brisk:if throws
      // brisk:if unstubbed-fails
      guard let <#method#>ReturnValue else {
        // brisk:if unstubbed-returns-default
        log.fail("<#Spy#>.<#property#> was read, but no value was stubbed; set <#method#>ReturnValue or <#method#>Handler")
        return <#default value#>
        // brisk:end
        throw log.unstubbedCall("<#Spy#>.<#property#>", "<#Spy#>.<#property#> was read, but no value was stubbed; set <#method#>ReturnValue or <#method#>Handler")  // brisk:if unstubbed-throws
      }
      // brisk:end
      return <#method#>ReturnValue
    }
  }
  // brisk:end

  // brisk:member nonisolated-property
  // MARK: - <#property#>

  // In a lock-guarded box, so code on any thread may read it.
  private nonisolated let <#property#>Stub = UncheckedStubbed<<#Type#>>(wrappedValue: <#default value#>)
  /// What `<#property#>` returns, from any thread; set it to stub it.  // brisk:if !settable
  /// `<#property#>`'s value, from any thread: stub it, or read what the code under test set.  // brisk:if settable
  nonisolated var <#property#>: <#Type#> {
    get { <#property#>Stub.wrappedValue }
    set { <#property#>Stub.wrappedValue = newValue }
  }
  // brisk:end

  // brisk:member nonisolated-method
  // MARK: - <#method(labels:)#>

  // In lock-guarded boxes, so a call from any thread may record and read them.
  private nonisolated let <#method#>CallsStub = UncheckedStubbed(wrappedValue: CallLog<<#Arguments#>>())
  /// The arguments of every `<#method(labels:)#>` call, oldest first.  // brisk:if records-arguments
  /// One entry per `<#method(labels:)#>` call.  // brisk:if !records-arguments
  nonisolated var <#method#>Calls: CallLog<<#Arguments#>> { <#method#>CallsStub.wrappedValue }
  // brisk:if throws
  private nonisolated let <#method#>ErrorStub = UncheckedStubbed<<#(any Error)?#>>(wrappedValue: nil)
  /// Thrown by `<#method(labels:)#>` when set.
  nonisolated var <#method#>Error: <#(any Error)?#> {
    get { <#method#>ErrorStub.wrappedValue }
    set { <#method#>ErrorStub.wrappedValue = newValue }
  }
  // brisk:end
  private nonisolated let <#method#>ReturnValueStub = UncheckedStubbed<<#ReturnType?#>>(wrappedValue: nil)  // brisk:if returns
  /// Returned by `<#method(labels:)#>`; `nil` until a test sets it.  // brisk:if optional-result
  // brisk:if unstubbed-returns-default
  /// Returned by `<#method(labels:)#>`. While it is `nil`, a call reports a failure and returns
  /// `<#default value#>`.
  // brisk:end
  // brisk:if unstubbed-throws
  /// Returned by `<#method(labels:)#>`. While it is `nil`, a call reports a failure and throws
  /// `UnstubbedCallError` (under Swift Testing, the error `#require` throws).
  // brisk:end
  // brisk:if returns
  nonisolated var <#method#>ReturnValue: <#ReturnType?#> {
    get { <#method#>ReturnValueStub.wrappedValue }
    set { <#method#>ReturnValueStub.wrappedValue = newValue }
  }
  // brisk:end
  private nonisolated let <#method#>HandlerStub = UncheckedStubbed<(<#(Arguments) async throws -> ReturnType#>)?>(wrappedValue: nil)
  /// Runs for each call, after it is recorded, in place of the stubs above.  // brisk:if returns-or-throws
  /// Runs for each call, after it is recorded.  // brisk:if !returns-or-throws
  nonisolated var <#method#>Handler: (<#(Arguments) async throws -> ReturnType#>)? {
    get { <#method#>HandlerStub.wrappedValue }
    set { <#method#>HandlerStub.wrappedValue = newValue }
  }

  <#attributes#>nonisolated func <#name(parameters) async throws -> ReturnType#> {
    log.record(.<#method#>)
    <#method#>Calls.record(<#arguments#>)
    if let <#method#>Handler { return <#try await #><#method#>Handler(<#handler arguments#>) }  // brisk:if returns-or-throws
    if let <#method#>Error { throw <#method#>Error }  // brisk:if throws
    <#try await #><#method#>Handler?(<#handler arguments#>)  // brisk:if !returns-or-throws
    // brisk:if unstubbed-fails
    guard let <#method#>ReturnValue else {
      // brisk:if unstubbed-returns-default
      log.fail("<#Spy#>.<#method(labels:)#> was called, but no return value was stubbed; set <#method#>ReturnValue or <#method#>Handler")
      return <#default value#>
      // brisk:end
      throw log.unstubbedCall("<#Spy#>.<#method(labels:)#>", "<#Spy#>.<#method(labels:)#> was called, but no return value was stubbed; set <#method#>ReturnValue or <#method#>Handler")  // brisk:if unstubbed-throws
    }
    // brisk:end
    return <#method#>ReturnValue  // brisk:if returns
  }
  // brisk:end

  // brisk:member subscript
  // MARK: - <#method(labels:)#>

  /// The arguments of every `<#method(labels:)#>` read, oldest first.
  let <#method#>Calls = CallLog<<#Arguments#>>()
  // brisk:if settable
  /// The arguments and the new value of every `<#method(labels:)#>` write, oldest first.
  let <#method#>Writes = CallLog<<#Arguments and new value#>>()
  // brisk:end
  /// Returned by each read; `nil` until a test sets it.  // brisk:if optional-result
  /// Returned by each read; starts as the value given to `init`.  // brisk:if set-in-init
  // brisk:if unstubbed-returns-default
  /// Returned by each read. While it is `nil`, a read reports a failure and returns
  /// `<#default value#>`.
  // brisk:end
  @Stubbed var <#method#>ReturnValue: <#ReturnType?#>
  /// Runs for each read, after it is recorded, in place of the stub above.
  @Stubbed var <#method#>Handler: (<#(Arguments) async throws -> ReturnType#>)?

  <#attributes#><#name(parameters) async throws -> ReturnType#> {
    get {
      log.record(.<#method#>)
      <#method#>Calls.record(<#arguments#>)
      if let <#method#>Handler { return <#method#>Handler(<#handler arguments#>) }
      // brisk:if unstubbed-fails
      guard let <#method#>ReturnValue else {
        log.fail("<#Spy#>.<#method(labels:)#> was read, but no return value was stubbed; set <#method#>ReturnValue or <#method#>Handler")
        return <#default value#>
      }
      // brisk:end
      return <#method#>ReturnValue
    }
    set { <#method#>Writes.record(<#arguments and new value#>) }  // brisk:if settable
  }
  // brisk:end

  // brisk:member initializer
  // MARK: - <#method(labels:)#>

  // brisk:if records-arguments
  /// The arguments of the `<#method(labels:)#>` call that made this spy, if one did.
  @Stubbed var <#method#>Arguments: <#Arguments?#>
  // brisk:end

  /// Creates a spy as code under test does, through the protocol. A misuse is reported at this
  /// line, since the caller's is not known.
  <#attributes#><#name(parameters) async throws -> ReturnType#> {
    log = CallLog()
    <#method#>Arguments = <#arguments#>  // brisk:if records-arguments
  }
  // brisk:end

  // brisk:member static-property
  // MARK: - <#property#>

  private static let <#property#>Stub = UncheckedStubbed<<#Type#>>(wrappedValue: <#default value#>)
  /// What `<#property#>` returns. Shared by all tests: `resetStatics()` restores its default.
  static var <#property#>: <#Type#> {
    get { <#property#>Stub.wrappedValue }
    set { <#property#>Stub.wrappedValue = newValue }
  }
  // brisk:end

  // brisk:member static-method
  // MARK: - <#method(labels:)#>

  // In a lock-guarded box, as instance storage is, so the log may hold non-Sendable values.
  private static let <#method#>CallsStub = UncheckedStubbed(wrappedValue: CallLog<<#Arguments#>>())
  /// The arguments of every `<#method(labels:)#>` call, oldest first. Shared by all tests.  // brisk:if records-arguments
  /// One entry per `<#method(labels:)#>` call. Shared by all tests.  // brisk:if !records-arguments
  static var <#method#>Calls: CallLog<<#Arguments#>> { <#method#>CallsStub.wrappedValue }
  // brisk:if throws
  private static let <#method#>ErrorStub = UncheckedStubbed<<#(any Error)?#>>(wrappedValue: nil)
  /// Thrown by `<#method(labels:)#>` when set. Shared by all tests.
  static var <#method#>Error: <#(any Error)?#> {
    get { <#method#>ErrorStub.wrappedValue }
    set { <#method#>ErrorStub.wrappedValue = newValue }
  }
  // brisk:end
  private static let <#method#>ReturnValueStub = UncheckedStubbed<<#ReturnType?#>>(wrappedValue: nil)  // brisk:if returns
  /// Returned by `<#method(labels:)#>`; `nil` until a test sets it. Shared by all tests.  // brisk:if optional-result
  // brisk:if unstubbed-returns-default
  /// Returned by `<#method(labels:)#>`. While it is `nil`, a call reports a failure and returns
  /// `<#default value#>`. Shared by all tests.
  // brisk:end
  // brisk:if unstubbed-throws
  /// Returned by `<#method(labels:)#>`. While it is `nil`, a call reports a failure and throws
  /// `UnstubbedCallError` (under Swift Testing, the error `#require` throws).
  /// Shared by all tests.
  // brisk:end
  // brisk:if returns
  static var <#method#>ReturnValue: <#ReturnType?#> {
    get { <#method#>ReturnValueStub.wrappedValue }
    set { <#method#>ReturnValueStub.wrappedValue = newValue }
  }
  // brisk:end
  private static let <#method#>HandlerStub = UncheckedStubbed<(<#(Arguments) async throws -> ReturnType#>)?>(wrappedValue: nil)
  /// Runs for each call, after it is recorded, in place of the stubs above. Shared by all tests.  // brisk:if returns-or-throws
  /// Runs for each call, after it is recorded. Shared by all tests.  // brisk:if !returns-or-throws
  static var <#method#>Handler: (<#(Arguments) async throws -> ReturnType#>)? {
    get { <#method#>HandlerStub.wrappedValue }
    set { <#method#>HandlerStub.wrappedValue = newValue }
  }

  <#attributes#>static func <#name(parameters) async throws -> ReturnType#> {
    staticLog.record(.<#method#>)
    <#method#>Calls.record(<#arguments#>)
    if let <#method#>Handler { return <#try await #><#method#>Handler(<#handler arguments#>) }  // brisk:if returns-or-throws
    if let <#method#>Error { throw <#method#>Error }  // brisk:if throws
    <#try await #><#method#>Handler?(<#handler arguments#>)  // brisk:if !returns-or-throws
    // brisk:if unstubbed-fails
    guard let <#method#>ReturnValue else {
      // brisk:if unstubbed-returns-default
      staticLog.fail("<#Spy#>.<#method(labels:)#> was called, but no return value was stubbed; set <#method#>ReturnValue or <#method#>Handler")
      return <#default value#>
      // brisk:end
      throw staticLog.unstubbedCall("<#Spy#>.<#method(labels:)#>", "<#Spy#>.<#method(labels:)#> was called, but no return value was stubbed; set <#method#>ReturnValue or <#method#>Handler")  // brisk:if unstubbed-throws
    }
    // brisk:end
    return <#method#>ReturnValue  // brisk:if returns
  }
  // brisk:end

  // brisk:member static-generic-result-method
  // MARK: - <#method(labels:)#>

  private static let <#method#>CallsStub = UncheckedStubbed(wrappedValue: CallLog<<#Arguments#>>())
  /// The arguments of every `<#method(labels:)#>` call, oldest first: generic ones as `Any`, then
  /// the name of the type each generic parameter stood for. Shared by all tests.
  static var <#method#>Calls: CallLog<<#Arguments#>> { <#method#>CallsStub.wrappedValue }
  // brisk:if throws
  private static let <#method#>ErrorStub = UncheckedStubbed<<#(any Error)?#>>(wrappedValue: nil)
  /// Thrown by `<#method(labels:)#>` when set. Shared by all tests.
  static var <#method#>Error: <#(any Error)?#> {
    get { <#method#>ErrorStub.wrappedValue }
    set { <#method#>ErrorStub.wrappedValue = newValue }
  }
  // brisk:end
  private static let <#method#>ReturnValueStub = UncheckedStubbed<Any?>(wrappedValue: nil)
  /// Returned by `<#method(labels:)#>` when it is a `<#ReturnType#>` for the types of this call.
  // brisk:if optional-result
  /// While it is `nil`, a call returns `nil`; while it is of another type, a call reports a
  /// failure and returns `nil`. Shared by all tests.
  // brisk:end
  // brisk:if unstubbed-returns-default
  /// While it is `nil` or of another type, a call reports a failure and returns
  /// `<#default value#>`. Shared by all tests.
  // brisk:end
  // brisk:if unstubbed-throws
  /// While it is `nil` or of another type, a call reports a failure and throws
  /// `UnstubbedCallError` (under Swift Testing, the error `#require` throws).
  /// Shared by all tests.
  // brisk:end
  static var <#method#>ReturnValue: Any? {
    get { <#method#>ReturnValueStub.wrappedValue }
    set { <#method#>ReturnValueStub.wrappedValue = newValue }
  }
  private static let <#method#>HandlerStub = UncheckedStubbed<(<#(Arguments) async throws -> ReturnType#>)?>(wrappedValue: nil)
  /// Runs for each call, after it is recorded, in place of the stubs above. It receives the
  /// arguments and the type of each generic parameter, and returns a `<#ReturnType#>`. Shared by
  /// all tests.
  static var <#method#>Handler: (<#(Arguments) async throws -> ReturnType#>)? {
    get { <#method#>HandlerStub.wrappedValue }
    set { <#method#>HandlerStub.wrappedValue = newValue }
  }

  <#attributes#>static func <#name(parameters) async throws -> ReturnType#> {
    staticLog.record(.<#method#>)
    <#method#>Calls.record(<#arguments#>)
    let <#method#>Stub: Any?
    if let <#method#>Handler {
      <#method#>Stub = <#try await #><#method#>Handler(<#handler arguments#>)
    } else {
      if let <#method#>Error { throw <#method#>Error }  // brisk:if throws
      <#method#>Stub = <#method#>ReturnValue
    }
    guard let <#method#>Value = <#method#>Stub as? <#ReturnType#> else {
      // brisk:if optional-result
      if let <#method#>Stub {
        staticLog.fail("<#Spy#>.<#method(labels:)#> must return \(<#ReturnType#>.self), but its stub is \(Swift.type(of: <#method#>Stub)); set <#method#>ReturnValue or <#method#>Handler to a \(<#ReturnType#>.self)")
      }
      // brisk:end
      staticLog.fail(<#method#>Stub.map { "<#Spy#>.<#method(labels:)#> must return \(<#ReturnType#>.self), but its stub is \(Swift.type(of: $0)); set <#method#>ReturnValue or <#method#>Handler to a \(<#ReturnType#>.self)" } ?? "<#Spy#>.<#method(labels:)#> was called, but no return value was stubbed; set <#method#>ReturnValue or <#method#>Handler")  // brisk:if unstubbed-returns-default
      return nil  // brisk:if optional-result
      return <#default value#>  // brisk:if unstubbed-returns-default
      throw staticLog.unstubbedCall("<#Spy#>.<#method(labels:)#>", <#method#>Stub.map { "<#Spy#>.<#method(labels:)#> must return \(<#ReturnType#>.self), but its stub is \(Swift.type(of: $0)); set <#method#>ReturnValue or <#method#>Handler to a \(<#ReturnType#>.self)" } ?? "<#Spy#>.<#method(labels:)#> was called, but no return value was stubbed; set <#method#>ReturnValue or <#method#>Handler")  // brisk:if unstubbed-throws
    }
    return <#method#>Value
  }
  // brisk:end
}
// brisk:end

"""#
}

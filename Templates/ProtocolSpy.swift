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
//   2. Copy the "Each method" section once per method and the "Each property" section once per
//      property (the "async or throwing getter" one for `{ get async throws }`), in order;
//      "Each static …" sections are for static requirements.
//   3. In each copy, keep only the lines whose trailing `// if …` fits that member, then delete
//      the trailing comments, the `// for each …` lines you did not use, and unused sections.
// See Templates/README.md for the rules an unstubbed call follows.

import BriskFixtures
<#@testable import YourApp#>  // for each import

// MARK: - Spy: <#Spy#>

/// A spy for `<#Protocol#>`: records each call in `log` and answers with what a test stubs.
<#@available(iOS 15, *)#>  // for each availability attribute
final class <#Spy#><#generic parameters#>: <#Protocol#>, @unchecked Sendable<#where clause#> {  // if the protocol is Sendable
@MainActor final class <#Spy#><#generic parameters#>: <#Protocol#><#where clause#> {  // if the protocol is @MainActor
final class <#Spy#><#generic parameters#>: <#Protocol#><#where clause#> {  // if the protocol is neither Sendable nor @MainActor
actor <#Spy#><#generic parameters#>: <#Protocol#><#where clause#> {  // if the protocol is an actor
  /// One case per method, in the order the calls arrived.
  enum Call: Hashable, Sendable {
    case <#method#>  // for each method
  }

  /// Every call, oldest first: `expect(spy.log).to(haveReceived(.someMethod))`.
  let log: CallLog<Call>
  /// Every call to a static method, oldest first. Shared by all tests: `resetStatics()` empties it.  // if it has static methods
  static let staticLog = CallLog<Call>()  // if it has static methods

  /// Creates a spy. A misuse, such as a call with no stubbed return value, is reported as a test
  /// failure at the line that calls this initializer.
  init(
    <#name#>: <#Type#>,  // for each value set in init
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.<#name#> = <#name#>  // for each value set in init
    log = CallLog(fileID: fileID, filePath: filePath, line: line, column: column)
  }
  // if the protocol is an actor
  /// Runs `body` on the spy's actor, to set its stubs or read its values:  // if the protocol is an actor
  /// `await spy.configure { $0.someMethodReturnValue = 1 }`. Its call logs need no `await`.  // if the protocol is an actor
  func configure<T: Sendable>(_ body: @Sendable (isolated <#Spy#>) throws -> T) rethrows -> T {  // if the protocol is an actor
    try body(self)  // if the protocol is an actor
  }  // if the protocol is an actor
  // if it has static members
  /// Empties the static call logs and puts every static stub back to its first value. Static  // if it has static members
  /// members are shared by all tests: call this at the start of each test that uses them.  // if it has static members
  static func resetStatics() {  // if it has static members
    staticLog.reset()  // if it has static methods
    <#static method#>Calls.reset()  // for each static method
    <#static stub#>Stub.wrappedValue = <#first value#>  // for each static stub
  }  // if it has static members

  // MARK: - Each property: <#property#>

  /// What `<#property#>` returns; set it to stub it.  // if it is read-only
  /// `<#property#>`'s value: stub it, or read what the code under test set.  // if it is settable
  @Stubbed var <#property#>: <#Type#>  // if its value is set in init
  @Stubbed var <#property#>: <#Type#> = <#default value#>  // if it has a default value

  // MARK: - Each method: <#method(labels:)#>

  /// The arguments of every `<#method(labels:)#>` call, oldest first.  // if it records arguments
  /// One entry per `<#method(labels:)#>` call.  // if it records no arguments
  let <#method#>Calls = CallLog<<#Arguments#>>()
  /// Thrown by `<#method(labels:)#>` when set.  // if it throws
  @Stubbed var <#method#>Error: <#(any Error)?#>  // if it throws
  /// Returned by `<#method(labels:)#>`; `nil` until a test sets it.  // if its return type is optional
  /// Returned by `<#method(labels:)#>`; starts as the value given to `init`.  // if its return value is set in init
  /// Returned by `<#method(labels:)#>`. While it is `nil`, a call reports a failure and returns  // if an unstubbed call returns a default value
  /// `<#default value#>`.  // if an unstubbed call returns a default value
  /// Returned by `<#method(labels:)#>`. While it is `nil`, a call reports a failure and throws  // if an unstubbed call throws
  /// `UnstubbedCallError` (under Swift Testing, the error `#require` throws).  // if an unstubbed call throws
  @Stubbed var <#method#>ReturnValue: <#ReturnType?#>  // if it returns a value
  /// Runs for each call, after it is recorded, in place of the stubs above.  // if it returns a value or throws
  /// Runs for each call, after it is recorded.  // if it neither returns a value nor throws
  @Stubbed var <#method#>Handler: (<#(Arguments) async throws -> ReturnType#>)?

  <#attributes#>func <#name(parameters) async throws -> ReturnType#> {
    log.record(.<#method#>)
    <#method#>Calls.record(<#arguments#>)
    if let <#method#>Handler { return <#try await #><#method#>Handler(<#handler arguments#>) }  // if it returns a value or throws
    if let <#method#>Error { throw <#method#>Error }  // if it throws
    <#try await #><#method#>Handler?(<#handler arguments#>)  // if it neither returns a value nor throws
    guard let <#method#>ReturnValue else {  // if an unstubbed call fails
      log.fail("<#Spy#>.<#method(labels:)#> was called, but no return value was stubbed; set <#method#>ReturnValue or <#method#>Handler")  // if an unstubbed call returns a default value
      return <#default value#>  // if an unstubbed call returns a default value
      throw log.unstubbedCall("<#Spy#>.<#method(labels:)#>", "<#Spy#>.<#method(labels:)#> was called, but no return value was stubbed; set <#method#>ReturnValue or <#method#>Handler")  // if an unstubbed call throws
    }  // if an unstubbed call fails
    return <#method#>ReturnValue  // if it returns a value
  }

  // MARK: - Each method with a generic result: <#method(labels:)#>

  /// The arguments of every `<#method(labels:)#>` call, oldest first: generic ones as `Any`, then
  /// the name of the type each generic parameter stood for.
  let <#method#>Calls = CallLog<<#Arguments#>>()
  /// Thrown by `<#method(labels:)#>` when set.  // if it throws
  @Stubbed var <#method#>Error: <#(any Error)?#>  // if it throws
  /// Returned by `<#method(labels:)#>` when it is a `<#ReturnType#>` for the types of this call.
  /// While it is `nil`, a call returns `nil`; while it is of another type, a call reports a  // if its return type is optional
  /// failure and returns `nil`.  // if its return type is optional
  /// While it is `nil` or of another type, a call reports a failure and returns  // if an unstubbed call returns a default value
  /// `<#default value#>`.  // if an unstubbed call returns a default value
  /// While it is `nil` or of another type, a call reports a failure and throws  // if an unstubbed call throws
  /// `UnstubbedCallError` (under Swift Testing, the error `#require` throws).  // if an unstubbed call throws
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
      if let <#method#>Error { throw <#method#>Error }  // if it throws
      <#method#>Stub = <#method#>ReturnValue
    }
    guard let <#method#>Value = <#method#>Stub as? <#ReturnType#> else {
      if let <#method#>Stub {  // if its return type is optional
        log.fail("<#Spy#>.<#method(labels:)#> must return \(<#ReturnType#>.self), but its stub is \(Swift.type(of: <#method#>Stub)); set <#method#>ReturnValue or <#method#>Handler to a \(<#ReturnType#>.self)")  // if its return type is optional
      }  // if its return type is optional
      log.fail(<#method#>Stub.map { "<#Spy#>.<#method(labels:)#> must return \(<#ReturnType#>.self), but its stub is \(Swift.type(of: $0)); set <#method#>ReturnValue or <#method#>Handler to a \(<#ReturnType#>.self)" } ?? "<#Spy#>.<#method(labels:)#> was called, but no return value was stubbed; set <#method#>ReturnValue or <#method#>Handler")  // if an unstubbed call returns a default value
      return nil  // if its return type is optional
      return <#default value#>  // if an unstubbed call returns a default value
      throw log.unstubbedCall("<#Spy#>.<#method(labels:)#>", <#method#>Stub.map { "<#Spy#>.<#method(labels:)#> must return \(<#ReturnType#>.self), but its stub is \(Swift.type(of: $0)); set <#method#>ReturnValue or <#method#>Handler to a \(<#ReturnType#>.self)" } ?? "<#Spy#>.<#method(labels:)#> was called, but no return value was stubbed; set <#method#>ReturnValue or <#method#>Handler")  // if an unstubbed call throws
    }
    return <#method#>Value
  }

  // MARK: - Each property with an async or throwing getter: <#property#>

  /// One entry per read of `<#property#>`.
  let <#method#>Calls = CallLog<Void>()
  /// Thrown by each read of `<#property#>` when set.  // if it throws
  @Stubbed var <#method#>Error: <#(any Error)?#>  // if it throws
  /// Returned by each read of `<#property#>`; `nil` until a test sets it.  // if its return type is optional
  /// Returned by each read of `<#property#>`; starts as the value given to `init`.  // if its return value is set in init
  /// Returned by each read of `<#property#>`. While it is `nil`, a read reports a failure and  // if an unstubbed call returns a default value
  /// returns `<#default value#>`.  // if an unstubbed call returns a default value
  /// Returned by each read of `<#property#>`. While it is `nil`, a read reports a failure and  // if an unstubbed call throws
  /// throws `UnstubbedCallError` (under Swift Testing, the error `#require` throws).  // if an unstubbed call throws
  @Stubbed var <#method#>ReturnValue: <#ReturnType?#>
  /// Runs for each read, after it is recorded, in place of the stubs above.
  @Stubbed var <#method#>Handler: (<#(Arguments) async throws -> ReturnType#>)?

  <#attributes#>var <#property#>: <#Type#> {
    get<#getter effects#> {
      log.record(.<#method#>)
      <#method#>Calls.record(())
      if let <#method#>Handler { return <#try await #><#method#>Handler() }
      if let <#method#>Error { throw <#method#>Error }  // if it throws
      guard let <#method#>ReturnValue else {  // if an unstubbed call fails
        log.fail("<#Spy#>.<#property#> was read, but no value was stubbed; set <#method#>ReturnValue or <#method#>Handler")  // if an unstubbed call returns a default value
        return <#default value#>  // if an unstubbed call returns a default value
        throw log.unstubbedCall("<#Spy#>.<#property#>", "<#Spy#>.<#property#> was read, but no value was stubbed; set <#method#>ReturnValue or <#method#>Handler")  // if an unstubbed call throws
      }  // if an unstubbed call fails
      return <#method#>ReturnValue
    }
  }

  // MARK: - Each nonisolated property: <#property#>

  // In a lock-guarded box, so code on any thread may read it.
  private nonisolated let <#property#>Stub = Stubbed<<#Type#>>(wrappedValue: <#default value#>)
  /// What `<#property#>` returns, from any thread; set it to stub it.  // if it is read-only
  /// `<#property#>`'s value, from any thread: stub it, or read what the code under test set.  // if it is settable
  nonisolated var <#property#>: <#Type#> {
    get { <#property#>Stub.wrappedValue }
    set { <#property#>Stub.wrappedValue = newValue }
  }

  // MARK: - Each nonisolated method: <#method(labels:)#>

  // In lock-guarded boxes, so a call from any thread may record and read them.
  private nonisolated let <#method#>CallsStub = Stubbed(wrappedValue: CallLog<<#Arguments#>>())
  /// The arguments of every `<#method(labels:)#>` call, oldest first.  // if it records arguments
  /// One entry per `<#method(labels:)#>` call.  // if it records no arguments
  nonisolated var <#method#>Calls: CallLog<<#Arguments#>> { <#method#>CallsStub.wrappedValue }
  private nonisolated let <#method#>ErrorStub = Stubbed<<#(any Error)?#>>(wrappedValue: nil)  // if it throws
  /// Thrown by `<#method(labels:)#>` when set.  // if it throws
  nonisolated var <#method#>Error: <#(any Error)?#> {  // if it throws
    get { <#method#>ErrorStub.wrappedValue }  // if it throws
    set { <#method#>ErrorStub.wrappedValue = newValue }  // if it throws
  }  // if it throws
  private nonisolated let <#method#>ReturnValueStub = Stubbed<<#ReturnType?#>>(wrappedValue: nil)  // if it returns a value
  /// Returned by `<#method(labels:)#>`; `nil` until a test sets it.  // if its return type is optional
  /// Returned by `<#method(labels:)#>`. While it is `nil`, a call reports a failure and returns  // if an unstubbed call returns a default value
  /// `<#default value#>`.  // if an unstubbed call returns a default value
  /// Returned by `<#method(labels:)#>`. While it is `nil`, a call reports a failure and throws  // if an unstubbed call throws
  /// `UnstubbedCallError` (under Swift Testing, the error `#require` throws).  // if an unstubbed call throws
  nonisolated var <#method#>ReturnValue: <#ReturnType?#> {  // if it returns a value
    get { <#method#>ReturnValueStub.wrappedValue }  // if it returns a value
    set { <#method#>ReturnValueStub.wrappedValue = newValue }  // if it returns a value
  }  // if it returns a value
  private nonisolated let <#method#>HandlerStub = Stubbed<(<#(Arguments) async throws -> ReturnType#>)?>(wrappedValue: nil)
  /// Runs for each call, after it is recorded, in place of the stubs above.  // if it returns a value or throws
  /// Runs for each call, after it is recorded.  // if it neither returns a value nor throws
  nonisolated var <#method#>Handler: (<#(Arguments) async throws -> ReturnType#>)? {
    get { <#method#>HandlerStub.wrappedValue }
    set { <#method#>HandlerStub.wrappedValue = newValue }
  }

  <#attributes#>nonisolated func <#name(parameters) async throws -> ReturnType#> {
    log.record(.<#method#>)
    <#method#>Calls.record(<#arguments#>)
    if let <#method#>Handler { return <#try await #><#method#>Handler(<#handler arguments#>) }  // if it returns a value or throws
    if let <#method#>Error { throw <#method#>Error }  // if it throws
    <#try await #><#method#>Handler?(<#handler arguments#>)  // if it neither returns a value nor throws
    guard let <#method#>ReturnValue else {  // if an unstubbed call fails
      log.fail("<#Spy#>.<#method(labels:)#> was called, but no return value was stubbed; set <#method#>ReturnValue or <#method#>Handler")  // if an unstubbed call returns a default value
      return <#default value#>  // if an unstubbed call returns a default value
      throw log.unstubbedCall("<#Spy#>.<#method(labels:)#>", "<#Spy#>.<#method(labels:)#> was called, but no return value was stubbed; set <#method#>ReturnValue or <#method#>Handler")  // if an unstubbed call throws
    }  // if an unstubbed call fails
    return <#method#>ReturnValue  // if it returns a value
  }

  // MARK: - Each subscript: <#method(labels:)#>

  /// The arguments of every `<#method(labels:)#>` read, oldest first.
  let <#method#>Calls = CallLog<<#Arguments#>>()
  /// The arguments and the new value of every `<#method(labels:)#>` write, oldest first.  // if it is settable
  let <#method#>Writes = CallLog<<#Arguments and new value#>>()  // if it is settable
  /// Returned by each read; `nil` until a test sets it.  // if its return type is optional
  /// Returned by each read; starts as the value given to `init`.  // if its return value is set in init
  /// Returned by each read. While it is `nil`, a read reports a failure and returns  // if an unstubbed call returns a default value
  /// `<#default value#>`.  // if an unstubbed call returns a default value
  @Stubbed var <#method#>ReturnValue: <#ReturnType?#>
  /// Runs for each read, after it is recorded, in place of the stub above.
  @Stubbed var <#method#>Handler: (<#(Arguments) async throws -> ReturnType#>)?

  <#attributes#><#name(parameters) async throws -> ReturnType#> {
    get {
      log.record(.<#method#>)
      <#method#>Calls.record(<#arguments#>)
      if let <#method#>Handler { return <#method#>Handler(<#handler arguments#>) }
      guard let <#method#>ReturnValue else {  // if an unstubbed call fails
        log.fail("<#Spy#>.<#method(labels:)#> was read, but no return value was stubbed; set <#method#>ReturnValue or <#method#>Handler")  // if an unstubbed call fails
        return <#default value#>  // if an unstubbed call fails
      }  // if an unstubbed call fails
      return <#method#>ReturnValue
    }
    set { <#method#>Writes.record(<#arguments and new value#>) }  // if it is settable
  }

  // MARK: - Each initializer: <#method(labels:)#>

  /// The arguments of the `<#method(labels:)#>` call that made this spy, if one did.  // if it records arguments
  @Stubbed var <#method#>Arguments: <#Arguments?#>  // if it records arguments

  /// Creates a spy as code under test does, through the protocol. A misuse is reported at this
  /// line, since the caller's is not known.
  <#attributes#><#name(parameters) async throws -> ReturnType#> {
    log = CallLog()
    <#method#>Arguments = <#arguments#>  // if it records arguments
  }

  // MARK: - Each static property: <#property#>

  private static let <#property#>Stub = Stubbed<<#Type#>>(wrappedValue: <#default value#>)
  /// What `<#property#>` returns. Shared by all tests: `resetStatics()` restores its default.
  static var <#property#>: <#Type#> {
    get { <#property#>Stub.wrappedValue }
    set { <#property#>Stub.wrappedValue = newValue }
  }

  // MARK: - Each static method: <#method(labels:)#>

  // In a lock-guarded box, as instance storage is, so the log may hold non-Sendable values.
  private static let <#method#>CallsStub = Stubbed(wrappedValue: CallLog<<#Arguments#>>())
  /// The arguments of every `<#method(labels:)#>` call, oldest first. Shared by all tests.  // if it records arguments
  /// One entry per `<#method(labels:)#>` call. Shared by all tests.  // if it records no arguments
  static var <#method#>Calls: CallLog<<#Arguments#>> { <#method#>CallsStub.wrappedValue }
  private static let <#method#>ErrorStub = Stubbed<<#(any Error)?#>>(wrappedValue: nil)  // if it throws
  /// Thrown by `<#method(labels:)#>` when set. Shared by all tests.  // if it throws
  static var <#method#>Error: <#(any Error)?#> {  // if it throws
    get { <#method#>ErrorStub.wrappedValue }  // if it throws
    set { <#method#>ErrorStub.wrappedValue = newValue }  // if it throws
  }  // if it throws
  private static let <#method#>ReturnValueStub = Stubbed<<#ReturnType?#>>(wrappedValue: nil)  // if it returns a value
  /// Returned by `<#method(labels:)#>`; `nil` until a test sets it. Shared by all tests.  // if its return type is optional
  /// Returned by `<#method(labels:)#>`. While it is `nil`, a call reports a failure and returns  // if an unstubbed call returns a default value
  /// `<#default value#>`. Shared by all tests.  // if an unstubbed call returns a default value
  /// Returned by `<#method(labels:)#>`. While it is `nil`, a call reports a failure and throws  // if an unstubbed call throws
  /// `UnstubbedCallError` (under Swift Testing, the error `#require` throws).  // if an unstubbed call throws
  /// Shared by all tests.  // if an unstubbed call throws
  static var <#method#>ReturnValue: <#ReturnType?#> {  // if it returns a value
    get { <#method#>ReturnValueStub.wrappedValue }  // if it returns a value
    set { <#method#>ReturnValueStub.wrappedValue = newValue }  // if it returns a value
  }  // if it returns a value
  private static let <#method#>HandlerStub = Stubbed<(<#(Arguments) async throws -> ReturnType#>)?>(wrappedValue: nil)
  /// Runs for each call, after it is recorded, in place of the stubs above. Shared by all tests.  // if it returns a value or throws
  /// Runs for each call, after it is recorded. Shared by all tests.  // if it neither returns a value nor throws
  static var <#method#>Handler: (<#(Arguments) async throws -> ReturnType#>)? {
    get { <#method#>HandlerStub.wrappedValue }
    set { <#method#>HandlerStub.wrappedValue = newValue }
  }

  <#attributes#>static func <#name(parameters) async throws -> ReturnType#> {
    staticLog.record(.<#method#>)
    <#method#>Calls.record(<#arguments#>)
    if let <#method#>Handler { return <#try await #><#method#>Handler(<#handler arguments#>) }  // if it returns a value or throws
    if let <#method#>Error { throw <#method#>Error }  // if it throws
    <#try await #><#method#>Handler?(<#handler arguments#>)  // if it neither returns a value nor throws
    guard let <#method#>ReturnValue else {  // if an unstubbed call fails
      staticLog.fail("<#Spy#>.<#method(labels:)#> was called, but no return value was stubbed; set <#method#>ReturnValue or <#method#>Handler")  // if an unstubbed call returns a default value
      return <#default value#>  // if an unstubbed call returns a default value
      throw staticLog.unstubbedCall("<#Spy#>.<#method(labels:)#>", "<#Spy#>.<#method(labels:)#> was called, but no return value was stubbed; set <#method#>ReturnValue or <#method#>Handler")  // if an unstubbed call throws
    }  // if an unstubbed call fails
    return <#method#>ReturnValue  // if it returns a value
  }

  // MARK: - Each static method with a generic result: <#method(labels:)#>

  private static let <#method#>CallsStub = Stubbed(wrappedValue: CallLog<<#Arguments#>>())
  /// The arguments of every `<#method(labels:)#>` call, oldest first: generic ones as `Any`, then
  /// the name of the type each generic parameter stood for. Shared by all tests.
  static var <#method#>Calls: CallLog<<#Arguments#>> { <#method#>CallsStub.wrappedValue }
  private static let <#method#>ErrorStub = Stubbed<<#(any Error)?#>>(wrappedValue: nil)  // if it throws
  /// Thrown by `<#method(labels:)#>` when set. Shared by all tests.  // if it throws
  static var <#method#>Error: <#(any Error)?#> {  // if it throws
    get { <#method#>ErrorStub.wrappedValue }  // if it throws
    set { <#method#>ErrorStub.wrappedValue = newValue }  // if it throws
  }  // if it throws
  private static let <#method#>ReturnValueStub = Stubbed<Any?>(wrappedValue: nil)
  /// Returned by `<#method(labels:)#>` when it is a `<#ReturnType#>` for the types of this call.
  /// While it is `nil`, a call returns `nil`; while it is of another type, a call reports a  // if its return type is optional
  /// failure and returns `nil`. Shared by all tests.  // if its return type is optional
  /// While it is `nil` or of another type, a call reports a failure and returns  // if an unstubbed call returns a default value
  /// `<#default value#>`. Shared by all tests.  // if an unstubbed call returns a default value
  /// While it is `nil` or of another type, a call reports a failure and throws  // if an unstubbed call throws
  /// `UnstubbedCallError` (under Swift Testing, the error `#require` throws).  // if an unstubbed call throws
  /// Shared by all tests.  // if an unstubbed call throws
  static var <#method#>ReturnValue: Any? {
    get { <#method#>ReturnValueStub.wrappedValue }
    set { <#method#>ReturnValueStub.wrappedValue = newValue }
  }
  private static let <#method#>HandlerStub = Stubbed<(<#(Arguments) async throws -> ReturnType#>)?>(wrappedValue: nil)
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
      if let <#method#>Error { throw <#method#>Error }  // if it throws
      <#method#>Stub = <#method#>ReturnValue
    }
    guard let <#method#>Value = <#method#>Stub as? <#ReturnType#> else {
      if let <#method#>Stub {  // if its return type is optional
        staticLog.fail("<#Spy#>.<#method(labels:)#> must return \(<#ReturnType#>.self), but its stub is \(Swift.type(of: <#method#>Stub)); set <#method#>ReturnValue or <#method#>Handler to a \(<#ReturnType#>.self)")  // if its return type is optional
      }  // if its return type is optional
      staticLog.fail(<#method#>Stub.map { "<#Spy#>.<#method(labels:)#> must return \(<#ReturnType#>.self), but its stub is \(Swift.type(of: $0)); set <#method#>ReturnValue or <#method#>Handler to a \(<#ReturnType#>.self)" } ?? "<#Spy#>.<#method(labels:)#> was called, but no return value was stubbed; set <#method#>ReturnValue or <#method#>Handler")  // if an unstubbed call returns a default value
      return nil  // if its return type is optional
      return <#default value#>  // if an unstubbed call returns a default value
      throw staticLog.unstubbedCall("<#Spy#>.<#method(labels:)#>", <#method#>Stub.map { "<#Spy#>.<#method(labels:)#> must return \(<#ReturnType#>.self), but its stub is \(Swift.type(of: $0)); set <#method#>ReturnValue or <#method#>Handler to a \(<#ReturnType#>.self)" } ?? "<#Spy#>.<#method(labels:)#> was called, but no return value was stubbed; set <#method#>ReturnValue or <#method#>Handler")  // if an unstubbed call throws
    }
    return <#method#>Value
  }
}

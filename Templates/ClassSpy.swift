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
//   2. Copy the "Each method" section once per method, "Each property" once per property,
//      "Each subscript" once per subscript, "Each class method" once per `class func` and
//      "Each class property" once per `class var`, in order.
//   3. In each copy, keep only the lines whose trailing `// if …` fits that member, then delete
//      the trailing comments, the `// for each …` lines you did not use, and unused sections.
// Swift lets a subclass override no `final`, `static`, `private` or `fileprivate` member and no
// `let` property: leave those out.

import BriskFixtures
<#@testable import YourApp#>  // for each import

// MARK: - Spy: <#Spy#>

// Not recorded: <#member#>: <#reason#>.  // for each member not overridden
/// A spy for `<#Class#>`: records each call in `log`, then answers with what a test stubs or,
/// when it stubs nothing, with what `<#Class#>` answers.
<#@available(iOS 15, *)#>  // for each availability attribute
final class <#Spy#>: <#Class#>, @unchecked Sendable {  // if the class is Sendable
@MainActor final class <#Spy#>: <#Class#>, @unchecked Sendable {  // if the class is @MainActor and Sendable
@MainActor final class <#Spy#>: <#Class#> {  // if the class is @MainActor and not Sendable
final class <#Spy#>: <#Class#> {  // if the class is neither Sendable nor @MainActor
  /// One case per method and property, in the order the calls arrived.
  enum Call: Hashable, Sendable {
    case <#method#>  // for each method
  }

  /// Every call, oldest first: `expect(spy.log).to(haveReceived(.someMethod))`.
  let log = CallLog<Call>()
  /// Every call to a class method or class property, oldest first. Shared by all tests:  // if it has static methods
  /// `resetStatics()` empties it.  // if it has static methods
  static let staticLog = CallLog<Call>()  // if it has static methods
  // if it has static members
  /// Empties the static call logs and puts every class method's and class property's stub back  // if it has static members
  /// to `nil`. They are shared by all tests: call this at the start of each test that uses them.  // if it has static members
  static func resetStatics() {  // if it has static members
    staticLog.reset()  // if it has static methods
    <#static method#>Calls.reset()  // for each static method
    <#static property#>Writes.reset()  // for each settable class property
    <#static stub#>Stub.wrappedValue = <#first value#>  // for each static stub
  }  // if it has static members

  // MARK: - Each property: <#property#>

  /// One entry per read of `<#property#>`.
  let <#method#>Calls = CallLog<Void>()
  /// Every value written to `<#property#>`, oldest first; each is passed on to `super`.  // if it is settable
  let <#method#>Writes = CallLog<<#Type#>>()  // if it is settable
  /// Thrown by each read of `<#property#>` when set, in place of reading `super`'s.  // if it throws
  @Stubbed var <#method#>Error: <#(any Error)?#>  // if it throws
  /// Returned by each read of `<#property#>` when set, in place of `super`'s value.
  @Stubbed var <#method#>ReturnValue: <#ReturnType?#>
  /// Runs for each read, after it is recorded, in place of the stubs above and of `super`.
  @Stubbed var <#method#>Handler: (<#(Arguments) async throws -> ReturnType#>)?

  <#attributes#>override var <#property#>: <#Type#> {
    get<#getter effects#> {
      log.record(.<#method#>)
      <#method#>Calls.record(())
      if let <#method#>Handler { return <#try await #><#method#>Handler() }
      if let <#method#>Error { throw <#method#>Error }  // if it throws
      if let <#method#>ReturnValue { return <#method#>ReturnValue }
      return <#try await super.method(arguments)#>
    }
    set {  // if it is settable
      <#method#>Writes.record(newValue)  // if it is settable
      super.<#property#> = newValue  // if it is settable
    }  // if it is settable
  }

  // MARK: - Each subscript: <#method(labels:)#>

  /// The arguments of every `<#method(labels:)#>` read, oldest first.
  let <#method#>Calls = CallLog<<#Arguments#>>()
  /// The arguments and the new value of every `<#method(labels:)#>` write, oldest first; each is  // if it is settable
  /// passed on to `super`.  // if it is settable
  let <#method#>Writes = CallLog<<#Arguments and new value#>>()  // if it is settable
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
    set {  // if it is settable
      <#method#>Writes.record(<#arguments and new value#>)  // if it is settable
      <#super[arguments]#> = newValue  // if it is settable
    }  // if it is settable
  }

  // MARK: - Each method: <#method(labels:)#>

  /// The arguments of every `<#method(labels:)#>` call, oldest first.  // if it records arguments
  /// One entry per `<#method(labels:)#>` call.  // if it records no arguments
  let <#method#>Calls = CallLog<<#Arguments#>>()
  /// Thrown by `<#method(labels:)#>` when set, in place of calling `super`.  // if it throws
  @Stubbed var <#method#>Error: <#(any Error)?#>  // if it throws
  /// Returned by `<#method(labels:)#>` when set, in place of calling `super`.  // if it returns a value
  @Stubbed var <#method#>ReturnValue: <#ReturnType?#>  // if it returns a value
  /// Runs for each call, after it is recorded, in place of the stubs above and of `super`.
  @Stubbed var <#method#>Handler: (<#(Arguments) async throws -> ReturnType#>)?

  <#attributes#>override func <#name(parameters) async throws -> ReturnType#> {
    log.record(.<#method#>)
    <#method#>Calls.record(<#arguments#>)
    if let <#method#>Handler { return <#try await #><#method#>Handler(<#handler arguments#>) }
    if let <#method#>Error { throw <#method#>Error }  // if it throws
    if let <#method#>ReturnValue { return <#method#>ReturnValue }  // if it returns a value
    return <#try await super.method(arguments)#>
  }

  // MARK: - Each method with a generic result: <#method(labels:)#>

  /// The arguments of every `<#method(labels:)#>` call, oldest first: generic ones as `Any`, then
  /// the name of the type each generic parameter stood for.
  let <#method#>Calls = CallLog<<#Arguments#>>()
  /// Thrown by `<#method(labels:)#>` when set, in place of calling `super`.  // if it throws
  @Stubbed var <#method#>Error: <#(any Error)?#>  // if it throws
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
      if let <#method#>Error { throw <#method#>Error }  // if it throws
      <#method#>Stub = <#method#>ReturnValue
    }
    if let <#method#>Value = <#method#>Stub as? <#ReturnType#> { return <#method#>Value }
    if let <#method#>Stub {
      log.fail("<#Spy#>.<#method(labels:)#> must return \(<#ReturnType#>.self), but its stub is \(Swift.type(of: <#method#>Stub)); set <#method#>ReturnValue or <#method#>Handler to a \(<#ReturnType#>.self)")
    }
    return <#try await super.method(arguments)#>
  }

  // MARK: - Each class method: <#method(labels:)#>

  // In a lock-guarded box, as instance storage is, so the log may hold non-Sendable values.
  private static let <#method#>CallsStub = Stubbed(wrappedValue: CallLog<<#Arguments#>>())
  /// The arguments of every `<#method(labels:)#>` call, oldest first. Shared by all tests.  // if it records arguments
  /// One entry per `<#method(labels:)#>` call. Shared by all tests.  // if it records no arguments
  static var <#method#>Calls: CallLog<<#Arguments#>> { <#method#>CallsStub.wrappedValue }
  private static let <#method#>ErrorStub = Stubbed<<#(any Error)?#>>(wrappedValue: nil)  // if it throws
  /// Thrown by `<#method(labels:)#>` when set, in place of calling `super`. Shared by all tests.  // if it throws
  static var <#method#>Error: <#(any Error)?#> {  // if it throws
    get { <#method#>ErrorStub.wrappedValue }  // if it throws
    set { <#method#>ErrorStub.wrappedValue = newValue }  // if it throws
  }  // if it throws
  private static let <#method#>ReturnValueStub = Stubbed<<#ReturnType?#>>(wrappedValue: nil)  // if it returns a value
  /// Returned by `<#method(labels:)#>` when set, in place of calling `super`. Shared by all  // if it returns a value
  /// tests.  // if it returns a value
  static var <#method#>ReturnValue: <#ReturnType?#> {  // if it returns a value
    get { <#method#>ReturnValueStub.wrappedValue }  // if it returns a value
    set { <#method#>ReturnValueStub.wrappedValue = newValue }  // if it returns a value
  }  // if it returns a value
  private static let <#method#>HandlerStub = Stubbed<(<#(Arguments) async throws -> ReturnType#>)?>(wrappedValue: nil)
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
    if let <#method#>Error { throw <#method#>Error }  // if it throws
    if let <#method#>ReturnValue { return <#method#>ReturnValue }  // if it returns a value
    return <#try await super.method(arguments)#>
  }

  // MARK: - Each class property: <#property#>

  private static let <#method#>CallsStub = Stubbed(wrappedValue: CallLog<Void>())
  /// One entry per read of `<#property#>`. Shared by all tests.
  static var <#method#>Calls: CallLog<Void> { <#method#>CallsStub.wrappedValue }
  private static let <#method#>WritesStub = Stubbed(wrappedValue: CallLog<<#Type#>>())  // if it is settable
  /// Every value written to `<#property#>`, oldest first; each is passed on to `super`. Shared by  // if it is settable
  /// all tests.  // if it is settable
  static var <#method#>Writes: CallLog<<#Type#>> { <#method#>WritesStub.wrappedValue }  // if it is settable
  private static let <#method#>ErrorStub = Stubbed<<#(any Error)?#>>(wrappedValue: nil)  // if it throws
  /// Thrown by each read of `<#property#>` when set, in place of reading `super`'s. Shared by all  // if it throws
  /// tests.  // if it throws
  static var <#method#>Error: <#(any Error)?#> {  // if it throws
    get { <#method#>ErrorStub.wrappedValue }  // if it throws
    set { <#method#>ErrorStub.wrappedValue = newValue }  // if it throws
  }  // if it throws
  private static let <#method#>ReturnValueStub = Stubbed<<#ReturnType?#>>(wrappedValue: nil)
  /// Returned by each read of `<#property#>` when set, in place of `super`'s value. Shared by all
  /// tests.
  static var <#method#>ReturnValue: <#ReturnType?#> {
    get { <#method#>ReturnValueStub.wrappedValue }
    set { <#method#>ReturnValueStub.wrappedValue = newValue }
  }
  private static let <#method#>HandlerStub = Stubbed<(<#(Arguments) async throws -> ReturnType#>)?>(wrappedValue: nil)
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
      if let <#method#>Error { throw <#method#>Error }  // if it throws
      if let <#method#>ReturnValue { return <#method#>ReturnValue }
      return <#try await super.method(arguments)#>
    }
    set {  // if it is settable
      <#method#>Writes.record(newValue)  // if it is settable
      super.<#property#> = newValue  // if it is settable
    }  // if it is settable
  }
}

// Brisk navigation-delegate spy template.
//
// A screen that asks for the next screen through a delegate ("show the detail of this item")
// is tested by giving it this spy and checking where it asked to go. Each destination is one
// case of `Call`, carrying what was passed along, so a test reads
//
//   expect(spy.log).to(haveReceived(.showDetail(item: item)))
//
// Fill in the placeholders (in Xcode, Tab jumps to the next one): one case and one method per
// requirement of your delegate protocol. Recorded arguments must be Equatable and Sendable. A
// question the screen asks, such as "may I leave?", gets a stub; a call before the test stubs it
// is reported as a test failure at the line that made the spy.
// Remove @MainActor if your protocol is not main-actor isolated. `brisk spy` writes a spy for
// any protocol; see Templates/README.md.

import BriskFixtures

/// A spy for `___VARIABLE_protocolName___`: records each navigation request in `log`.
@MainActor
final class ___FILEBASENAMEASIDENTIFIER___: ___VARIABLE_protocolName___ {
  /// One case per destination, with what was passed along.
  enum Call: Equatable, Sendable {
    case <#showDetail#>(<#item#>: <#Item#>)
    case <#showSettings#>
    case <#canLeave#>
  }

  /// Every navigation request, oldest first.
  let log: CallLog<Call>
  /// What `<#canLeave#>()` answers. While it is `nil`, a call reports a failure and answers `false`.
  var <#canLeave#>ReturnValue: Bool?

  /// Creates a spy. A misuse is reported as a test failure at the line that calls this
  /// initializer.
  init(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    log = CallLog(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  func <#showDetail#>(<#for#> <#item#>: <#Item#>) {
    log.record(.<#showDetail#>(<#item#>: <#item#>))
  }

  func <#showSettings#>() {
    log.record(.<#showSettings#>)
  }

  func <#canLeave#>() -> Bool {
    log.record(.<#canLeave#>)
    guard let <#canLeave#>ReturnValue else {
      log.fail("___FILEBASENAMEASIDENTIFIER___.<#canLeave#>() was called, but no return value was stubbed; set <#canLeave#>ReturnValue")
      return false
    }
    return <#canLeave#>ReturnValue
  }
}

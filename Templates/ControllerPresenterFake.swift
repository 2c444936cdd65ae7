// Brisk controller-presenter fake template.
//
// Hide UIKit's transitions behind a small protocol of your own, for example
//
//   @MainActor protocol ControllerPresenter {
//     func present(_ controller: UIViewController, animated: Bool, completion: (() -> Void)?)
//     func dismiss(animated: Bool, completion: (() -> Void)?)
//     func push(_ controller: UIViewController, animated: Bool)
//     func pop(animated: Bool)
//   }
//
// and give the code under test this fake. It "presents" at once, runs completions immediately,
// keeps the stacks of presented and pushed controllers, and records every transition in `log`.
// Dismissing or popping when there is nothing to remove is reported as a test failure at the
// line that made the fake. Fill in the placeholders and delete the methods your protocol does
// not have; the controller type must be Equatable, as UIViewController is.

import BriskFixtures
<#import UIKit#>

/// A fake `<#Protocol#>`: transitions happen at once and are recorded in `log`.
@MainActor
final class <#Spy#>: <#Protocol#> {
  /// One case per transition.
  enum Call: Equatable, Sendable {
    case present(<#UIViewController#>, animated: Bool)
    case dismiss(animated: Bool)
    case push(<#UIViewController#>, animated: Bool)
    case pop(animated: Bool)
  }

  /// Every transition, oldest first: `expect(fake.log).to(haveReceived(.pop(animated: true)))`.
  let log: CallLog<Call>
  /// The presented controllers, first presented first; the last one is on screen.
  private(set) var presented: [<#UIViewController#>] = []
  /// The pushed controllers, bottom first; the last one is on top.
  private(set) var pushed: [<#UIViewController#>] = []

  /// Creates a fake with nothing presented or pushed. A misuse is reported as a test failure
  /// at the line that calls this initializer.
  init(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    log = CallLog(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// The controller on screen, if any was presented and not dismissed.
  var presentedController: <#UIViewController#>? {
    presented.last
  }

  func present(_ controller: <#UIViewController#>, animated: Bool, completion: (() -> Void)?) {
    log.record(.present(controller, animated: animated))
    presented.append(controller)
    completion?()
  }

  func dismiss(animated: Bool, completion: (() -> Void)?) {
    log.record(.dismiss(animated: animated))
    if presented.popLast() == nil {
      log.fail("<#Spy#>.dismiss(animated:completion:) was called, but nothing is presented")
    }
    completion?()
  }

  func push(_ controller: <#UIViewController#>, animated: Bool) {
    log.record(.push(controller, animated: animated))
    pushed.append(controller)
  }

  func pop(animated: Bool) {
    log.record(.pop(animated: animated))
    if pushed.popLast() == nil {
      log.fail("<#Spy#>.pop(animated:) was called, but nothing is pushed")
    }
  }
}

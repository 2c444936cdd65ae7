import Testing
import UIKit

@MainActor
@Suite struct NSLayoutConstraintStandInTests {
  @Test func anchorsMakeInactiveConstraintsWithTheirConstant() {
    let (square, container) = (UIView(), UIView())
    let width = square.widthAnchor.constraint(equalToConstant: 50)
    let height = square.heightAnchor.constraint(equalTo: container.heightAnchor)
    let centerX = square.centerXAnchor.constraint(equalTo: container.centerXAnchor, constant: 8)
    let centerY = square.centerYAnchor.constraint(equalTo: container.centerYAnchor)
    #expect([width, height, centerX, centerY].map(\.constant) == [50, 0, 8, 0])
    #expect([width, height, centerX, centerY].allSatisfy { !$0.isActive })
  }

  @Test func activateAndDeactivateSetIsActive() {
    let constraints = [NSLayoutConstraint(), NSLayoutConstraint()]
    NSLayoutConstraint.activate(constraints)
    #expect(constraints.map(\.isActive) == [true, true])
    NSLayoutConstraint.deactivate([constraints[0]])
    #expect(constraints.map(\.isActive) == [false, true])
  }

  @Test func aViewKeepsItsAnchorsAndNeverMovesForConstraints() {
    let square = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(square.widthAnchor === square.widthAnchor)
    #expect(square.centerXAnchor === square.centerXAnchor)
    #expect(square.translatesAutoresizingMaskIntoConstraints)
    square.widthAnchor.constraint(equalToConstant: 50).isActive = true
    square.setNeedsLayout()
    square.layoutIfNeeded()
    #expect(square.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
  }
}

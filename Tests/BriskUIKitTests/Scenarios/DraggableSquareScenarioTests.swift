import BriskUIKit
import Testing
import UIKit

/// Scenario: a square that grows while dragged, follows the finger through its centre
/// constraints, and springs back when let go. The screen makes its pan recognizer through a
/// factory, so a test can hand it a testable one.
@MainActor
private final class DraggableSquareController: UIViewController {
  static let restingWidth: CGFloat = 50
  static let draggingWidth: CGFloat = 100

  let square = UIView()
  private(set) var width: NSLayoutConstraint!
  private(set) var centerX: NSLayoutConstraint!
  private(set) var centerY: NSLayoutConstraint!
  private let makePanRecognizer: (Any?, Selector?) -> UIPanGestureRecognizer

  init(
    makePanRecognizer: @escaping (Any?, Selector?) -> UIPanGestureRecognizer = {
      UIPanGestureRecognizer(target: $0, action: $1)
    }
  ) {
    self.makePanRecognizer = makePanRecognizer
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    makePanRecognizer = { UIPanGestureRecognizer(target: $0, action: $1) }
    super.init(coder: coder)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    square.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(square)
    width = square.widthAnchor.constraint(equalToConstant: Self.restingWidth)
    centerX = square.centerXAnchor.constraint(equalTo: view.centerXAnchor)
    centerY = square.centerYAnchor.constraint(equalTo: view.centerYAnchor)
    NSLayoutConstraint.activate([
      width, square.heightAnchor.constraint(equalTo: square.widthAnchor), centerX, centerY,
    ])
    // On a device: makePanRecognizer(self, #selector(didPan(_:))), with `@objc func didPan`.
    square.addGestureRecognizer(makePanRecognizer(self, Selector(standIn: "didPan:", Self.didPan)))
  }

  func didPan(_ pan: UIPanGestureRecognizer) {
    switch pan.state {
    case .began:
      width.constant = Self.draggingWidth
    case .changed:
      let translation = pan.translation(in: view)
      centerX.constant = translation.x
      centerY.constant = translation.y
    case .ended, .cancelled, .failed:
      width.constant = Self.restingWidth
      centerX.constant = 0
      centerY.constant = 0
    default:
      break
    }
    UIView.animate(withDuration: 0.2) { self.view.layoutIfNeeded() }
  }
}

@MainActor
@Suite struct DraggableSquareScenarioTests {
  private func makeScreen() -> (DraggableSquareController, TestablePanGestureRecognizer?) {
    var pan: TestablePanGestureRecognizer?
    let screen = DraggableSquareController { target, action in
      let recognizer = TestablePanGestureRecognizer(target: target, action: action)
      pan = recognizer
      return recognizer
    }
    screen.loadViewIfNeeded()
    return (screen, pan)
  }

  @Test func theRecognizerIsAttachedToTheSquareAndWiredToTheScreen() throws {
    let (screen, made) = makeScreen()
    let pan = try #require(made)
    expect(screen.square.gestureRecognizers?.count) == 1
    expect(screen.square.gestureRecognizers?.first).to(beIdenticalTo(pan))
    expect(pan.view).to(beIdenticalTo(screen.square))
    expect(pan.targetActions.count) == 1
    expect(pan.targetActions.first?.target).to(beIdenticalTo(screen))
    // Not a literal: on Apple platforms a literal naming a method added at run time warns.
    let didPan = "didPan:"
    expect(pan.targetActions.first?.action) == Selector(didPan)
  }

  @Test func theSquareGrowsFollowsTheFingerAndSpringsBack() throws {
    let (screen, made) = makeScreen()
    let pan = try #require(made)
    pan.perform(.began)
    expect(screen.width.constant) == 100
    pan.translation = CGPoint(x: -50, y: 50)
    pan.perform(.changed)
    expect(screen.centerX.constant) == -50
    expect(screen.centerY.constant) == 50
    pan.perform(.ended)
    expect(screen.width.constant) == 50
    expect(screen.centerX.constant) == 0
    expect(screen.centerY.constant) == 0
  }

  @Test func aDragCancelledMidwayResetsTheSquareToo() throws {
    let (screen, made) = makeScreen()
    let pan = try #require(made)
    pan.perform(
      .pan(translations: [CGPoint(x: 20, y: 0), CGPoint(x: 40, y: 10)]).cancelled(after: 2))
    expect(pan.state) == .cancelled
    expect(pan.translation) == CGPoint(x: 20, y: 0)
    expect(screen.width.constant) == 50
    expect([screen.centerX.constant, screen.centerY.constant]) == [0, 0]
  }
}

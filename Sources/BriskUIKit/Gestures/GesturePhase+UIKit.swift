#if canImport(UIKit)
  public import BriskFixtures
  public import UIKit

  // `GesturePhase` has the raw values of `UIGestureRecognizer.State`.

  extension UIGestureRecognizer.State {
    /// The recognizer state for a script's phase.
    /// - Parameter phase: The phase.
    public init(_ phase: GesturePhase) {
      self = UIGestureRecognizer.State(rawValue: phase.rawValue) ?? .possible
    }
  }

  extension GesturePhase {
    /// The phase for a recognizer state; `nil` for a state UIKit may add later.
    /// - Parameter state: The recognizer's state.
    public init?(_ state: UIGestureRecognizer.State) {
      self.init(rawValue: state.rawValue)
    }
  }
#endif

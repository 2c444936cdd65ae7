import UIKit

/// Shows `views` in a visible window, which is not made key, while `body` runs, then hides the
/// window and takes the views out: a layer has a presentation only while it is on screen.
@MainActor
func onScreen<Result>(_ views: UIView..., body: () throws -> Result) rethrows -> Result {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  for view in views { window.addSubview(view) }
  window.isHidden = false
  defer {
    window.isHidden = true
    for view in views { view.removeFromSuperview() }
  }
  return try body()
}

/// The async form of `onScreen(_:body:)`.
@MainActor
func onScreen<Result>(_ views: UIView..., body: () async throws -> Result) async rethrows -> Result
{
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  for view in views { window.addSubview(view) }
  window.isHidden = false
  defer {
    window.isHidden = true
    for view in views { view.removeFromSuperview() }
  }
  return try await body()
}

// Where a host's window goes: into the app's scene when it has one. Internal; the hosts in
// Hosting/ call it.
#if canImport(UIKit)
  import UIKit

  extension UIWindow {
    /// A new, hidden window for a host: in the app's foreground-active window scene when it has
    /// one, else the size of the screen.
    ///
    /// In an app with scenes (every app template since iOS 13), a window that belongs to no scene
    /// is not shown (UIWindow.h, `windowScene`: "If nil, window will not appear on any screen"),
    /// so it would never be key and UIKit would present nothing from it. A test bundle without a
    /// host app, or an app that declares no scenes and runs as before iOS 13, has no such scene,
    /// and a frame window is what shows there.
    static func forHosting() -> UIWindow {
      if let scene = foregroundActiveScene {
        return UIWindow(windowScene: scene)
      }
      return screenSized()
    }

    /// The key window of the app's scenes, if one is key: the window a host's teardown makes key
    /// again.
    static var sceneKeyWindow: UIWindow? {
      for scene in windowScenes {
        if let key = scene.windows.first(where: { $0.isKeyWindow }) { return key }
      }
      return nil
    }

    /// The first of the app's window scenes that is in the foreground and active.
    private static var foregroundActiveScene: UIWindowScene? {
      windowScenes.first { $0.activationState == .foregroundActive }
    }

    /// The app's connected window scenes, in a stable order (`connectedScenes` is a set): those
    /// in the foreground first.
    private static var windowScenes: [UIWindowScene] {
      UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
        .sorted { $0.activationState.rawValue < $1.activationState.rawValue }
    }
  }

  extension UIWindow {
    /// A new, hidden window the size of the screen. visionOS has no `UIScreen`: there the window
    /// is 1280 × 720 points, the default size of a window scene.
    static func screenSized() -> UIWindow {
      #if os(visionOS)
        UIWindow(frame: CGRect(x: 0, y: 0, width: 1280, height: 720))
      #else
        UIWindow(frame: UIScreen.main.bounds)
      #endif
    }
  }
#endif

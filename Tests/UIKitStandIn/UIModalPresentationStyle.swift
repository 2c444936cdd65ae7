/// The stand-in for UIKit's `UIModalPresentationStyle`.
// An imported Objective-C enum is not frozen: a client `switch` needs `@unknown default`.
@nonexhaustive
public enum UIModalPresentationStyle: Int, @unchecked Sendable {
  case fullScreen = 0
  // UIViewController.h: API_AVAILABLE(ios(3.2)) API_UNAVAILABLE(tvos); tvOS builds lose them.
  #if !BRISK_STANDIN_TVOS
    @available(iOS 3.2, *) @available(tvOS, unavailable) case pageSheet = 1
    @available(iOS 3.2, *) @available(tvOS, unavailable) case formSheet = 2
  #endif
  @available(iOS 3.2, *) case currentContext = 3
  @available(iOS 7.0, *) case custom = 4
  @available(iOS 8.0, *) case overFullScreen = 5
  @available(iOS 8.0, *) case overCurrentContext = 6
  // UIViewController.h: UIModalPresentationPopover API_AVAILABLE(ios(8.0)) API_UNAVAILABLE(tvos).
  // The attribute is ignored on Linux, so BRISK_UIKIT_STANDIN=tvOS removes the case.
  #if !BRISK_STANDIN_TVOS
    @available(iOS 8.0, *) @available(tvOS, unavailable) case popover = 7
  #endif
  @available(iOS 7.0, *) case none = -1
  @available(iOS 13.0, *) case automatic = -2
  // tvOS only (UIViewController.h: API_AVAILABLE(tvos(11.0)) API_UNAVAILABLE(ios)).
  #if BRISK_STANDIN_TVOS
    @available(tvOS 11.0, *) @available(iOS, unavailable) case blurOverFullScreen = 8
  #endif
}

// Like UIKit, the stand-in brings Foundation along: `import UIKit` is enough for `CGRect`,
// `CGFloat` and `Bundle`.
@_exported public import Foundation

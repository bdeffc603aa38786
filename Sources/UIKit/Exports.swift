// `import UIKit` on Linux: only the names SwiftUI code uses from it (`UIColor`), so files that
// import UIKit for their colours compile. Everything else in UIKit does not exist here.
#if os(Linux)
@_exported import class TrellisCore.UIColor
@_exported import enum TrellisCore.UIKeyboardType
@_exported import enum TrellisCore.UITextAutocapitalizationType
@_exported import struct TrellisCore.UITextContentType
@_exported import Foundation
#endif

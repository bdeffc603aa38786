// `import AppKit` on Linux: only the names SwiftUI code uses from it (`NSColor`), so files that
// import AppKit for their colours compile. Everything else in AppKit does not exist here.
#if os(Linux)
@_exported import class TrellisCore.NSColor
@_exported import Foundation
#endif

// `import SwiftUICore` on Linux: the SwiftUI declarations (Apple moved most of them into
// SwiftUICore in iOS 18; `import SwiftUI` re-exports it there, and here too).
#if os(Linux)
@_exported import TrellisCore
@_exported import Foundation
@_exported import Observation
#endif

// `import SwiftUI` on Linux: the whole Trellis API, with Foundation, Observation
// and Combine re-exported as Apple's framework does (Apple's Foundation brings
// Combine along, so `ObservableObject`, `@Published` and `AnyCancellable` need no import).
// LIMITATION: Model files that import only Foundation | need one `unsafeFlags` line in the app target (README) | Linux's Foundation does not bring Combine and Observation along; SwiftPM has no implicit-import setting
#if os(Linux)
@_exported import TrellisCore
@_exported import TrellisPreviews
@_exported import Foundation
@_exported import Observation
@_exported import Combine
#endif

// `import SwiftUI` on Linux: the whole Trellis API, with Foundation, Observation
// and Combine re-exported as Apple's framework does (Apple's Foundation brings
// Combine along, so `ObservableObject`, `@Published` and `AnyCancellable` need no import).
#if os(Linux)
@_exported import TrellisCore
@_exported import TrellisPreviews
@_exported import Foundation
@_exported import Observation
@_exported import Combine
#endif

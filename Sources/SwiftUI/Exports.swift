// `import SwiftUI` on Linux: the whole Trellis API, with Foundation and
// Observation re-exported as Apple's framework does.
#if os(Linux)
@_exported import TrellisCore
@_exported import TrellisPreviews
@_exported import Foundation
@_exported import Observation
#endif

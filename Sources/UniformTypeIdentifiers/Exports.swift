// `import UniformTypeIdentifiers` on Linux: `UTType` and its tag classes (TrellisCore/Transfer).
#if os(Linux)
@_exported import struct TrellisCore.UTType
@_exported import struct TrellisCore.UTTagClass
@_exported import Foundation
#endif

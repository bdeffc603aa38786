// `import UniformTypeIdentifiers` on Linux: `UTType` and its tag classes (TrellisCore/Transfer).
#if os(Linux)
@_exported import struct TrellisCore.UTType
@_exported import struct TrellisCore.UTTagClass
// Foundation's on Apple's systems, which `import UniformTypeIdentifiers` brings along there.
@_exported import class TrellisCore.NSItemProvider
@_exported import protocol TrellisCore.NSItemProviderWriting
@_exported import protocol TrellisCore.NSItemProviderReading
@_exported import enum TrellisCore.NSItemProviderRepresentationVisibility
@_exported import Foundation
#endif

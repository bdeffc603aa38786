// `import CoreTransferable` on Linux: `Transferable` and its representations (TrellisCore/Transfer).
#if os(Linux)
@_exported import protocol TrellisCore.Transferable
@_exported import protocol TrellisCore.TransferRepresentation
@_exported import struct TrellisCore.TransferRepresentationBuilder
@_exported import struct TrellisCore.TransferRepresentationVisibility
@_exported import struct TrellisCore.ProxyRepresentation
@_exported import struct TrellisCore.DataRepresentation
@_exported import struct TrellisCore.CodableRepresentation
@_exported import UniformTypeIdentifiers
#endif

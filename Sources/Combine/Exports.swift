// `import Combine` on Linux: OpenCombine under Apple's module name.
//
// OpenCombine spells Apple's API where Combine is missing: `Timer.publish(every:on:in:)`,
// `NotificationCenter.default.publisher(for:)`, `URLSession.dataTaskPublisher(for:)`, and
// `DispatchQueue`, `RunLoop` and `OperationQueue` as schedulers (`receive(on: DispatchQueue.main)`).
// On Apple's systems this module is empty and never built into an app: their Combine is used.
// LIMITATION: Combine on Linux (OpenCombine 0.14) | Apple's spelling for publishers, subjects, operators, `Timer.publish`, `NotificationCenter.publisher`, `DispatchQueue`/`RunLoop` schedulers | operators OpenCombine lacks are missing; `URLSession.dataTaskPublisher` needs FoundationNetworking
#if os(Linux)
@_exported import OpenCombine
@_exported import OpenCombineDispatch
@_exported import OpenCombineFoundation
#endif

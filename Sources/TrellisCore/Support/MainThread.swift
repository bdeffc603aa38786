import Foundation
import Dispatch
import Synchronization

/// Whether the caller runs on the main queue, which is the main actor's executor.
///
/// `Thread.isMainThread` is not enough: on Linux the main queue may be drained
/// by another thread (Swift Testing runs `@MainActor` tests that way).
package func isOnMainQueue() -> Bool {
    #if os(Linux)
    // `Thread.isMainThread` costs two system calls on Linux (`gettid`, `getpid`), and every
    // state change asks: compare `pthread_self()` with the main thread's, once it has been seen.
    let current = pthread_self()
    if current == mainThreadID.load(ordering: .relaxed) { return true }
    if Thread.isMainThread {
        mainThreadID.store(current, ordering: .relaxed)
        return true
    }
    #else
    if Thread.isMainThread { return true }
    #endif
    return DispatchQueue.getSpecific(key: MainQueueMarker.key) != nil
}

#if os(Linux)
/// The main thread's `pthread_self()`, 0 until `isOnMainQueue()` has run on it.
private let mainThreadID = Atomic<pthread_t>(0)
#endif

private enum MainQueueMarker {
    static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()
}

/// Runs `body` as main-actor code from a synchronous, nonisolated context.
///
/// SwiftUI's property wrappers (`State`, `Binding`, …) are nonisolated value
/// types whose accessors user code calls from the main actor. The view graph
/// they reach lives on the main actor, so their accessors hop with this.
/// Off the main thread it logs the same complaint SwiftUI does and still runs,
/// rather than trapping in a user's app.
package func assumeMainActor<T>(_ body: @MainActor () throws -> T) rethrows -> T {
    if !isOnMainQueue() { RuntimeIssue.report("Accessing SwiftUI state from a background thread is not allowed; make changes on the main actor.") }
    // A global-actor-isolated function has the same representation as a plain one.
    return try withoutActuallyEscaping(body) { body in
        try unsafeBitCast(body, to: (() throws -> T).self)()
    }
}

/// Misuse that SwiftUI reports as a runtime warning: logged once per message, never a crash.
package enum RuntimeIssue {
    nonisolated(unsafe) private static var seen: Set<String> = []
    nonisolated(unsafe) package static var handler: (String) -> Void = { message in
        FileHandle.standardError.write(Data("[SwiftUI] \(message)\n".utf8))
    }
    /// Every message reported so far, for tests.
    nonisolated(unsafe) package static var reported: [String] = []

    package static func report(_ message: String) {
        reported.append(message)
        guard seen.insert(message).inserted else { return }
        handler(message)
    }
}

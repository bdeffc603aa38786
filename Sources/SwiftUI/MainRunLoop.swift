#if os(Linux)
import Foundation

/// Keeps the main thread serving the app: the main run loop, which also drains
/// the main dispatch queue (and with it the main actor).
///
/// Not `dispatchMain()`: that never runs `RunLoop.main`, so `Timer.scheduledTimer`,
/// `Timer.publish(every:on: .main, in: .common)` and `receive(on: RunLoop.main)` would never fire.
func runMainRunLoop() -> Never {
    // A timer that never fires keeps `run()` from returning when no other source is attached.
    RunLoop.main.add(Timer(fire: .distantFuture, interval: 0, repeats: false) { _ in }, forMode: .default)
    while true { RunLoop.main.run() }
}
#endif

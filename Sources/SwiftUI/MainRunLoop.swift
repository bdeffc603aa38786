#if os(Linux)
import CoreFoundation
import Foundation

/// Keeps the main thread serving the app: the main run loop, which also drains
/// the main dispatch queue (and with it the main actor).
///
/// Not `dispatchMain()`: that never runs `RunLoop.main`, so `Timer.scheduledTimer`,
/// `Timer.publish(every:on: .main, in: .common)` and `receive(on: RunLoop.main)` would never fire.
/// Not `RunLoop.main.run()` either: it returns after each source it handles, and every main-actor
/// wake-up is one, so each click set the loop up again (two `epoll_ctl`s, three main-thread checks).
/// `CFRunLoopRun()` runs the same default mode until the loop is stopped.
func runMainRunLoop() -> Never {
    // A timer that never fires keeps the loop from finishing when no other source is attached.
    RunLoop.main.add(Timer(fire: .distantFuture, interval: 0, repeats: false) { _ in }, forMode: .default)
    while true { CFRunLoopRun() }
}
#endif

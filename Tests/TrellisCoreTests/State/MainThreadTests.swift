import Foundation
import Testing
@testable import TrellisCore

/// `isOnMainQueue()` decides whether a state change comes from the main actor (SwiftUI's
/// "Publishing changes from background threads" complaint). It remembers the main thread once
/// seen, so these check the answer stays right after that, on the main thread and off it.
@Suite struct MainThreadTests {
    @Test @MainActor func theMainActorIsOnTheMainQueueEveryTimeItAsks() {
        #expect(isOnMainQueue())
        #expect(isOnMainQueue())
    }

    @Test func anotherThreadIsNotEvenAfterTheMainThreadWasSeen() async {
        await MainActor.run { _ = isOnMainQueue() }
        for _ in 0..<2 {
            let answer = await withCheckedContinuation { continuation in
                Thread.detachNewThread { continuation.resume(returning: isOnMainQueue()) }
            }
            #expect(answer == false)
        }
    }

    @Test func theMainQueueIsOnItFromWhicheverThreadDrainsIt() async {
        let answer = await withCheckedContinuation { continuation in
            DispatchQueue.main.async { continuation.resume(returning: isOnMainQueue()) }
        }
        #expect(answer)
    }
}

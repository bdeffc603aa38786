#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// Merges the heap's freed small blocks right after a client message was handled, while its
/// patch is already on the way, instead of in the middle of the next one.
///
/// glibc keeps small freed blocks unmerged ("fast bins") and merges them all at the next
/// allocation of a large block. After a transaction that freed many nodes (1,000 rows replaced or
/// removed), that merge landed in the next click's update before its patch was sent: in the
/// js-framework-benchmark's swap after a create, a third of the main actor's time
/// (`malloc_consolidate`, docs/PERFORMANCE.md). Allocating one large block here makes glibc merge
/// now.
enum HeapSettling {
    /// Larger than glibc's per-thread cache holds (1,032 bytes), so the allocation reaches the
    /// bins, where a pending merge is done.
    static let blockBytes = 4_096
    /// Only a message whose handling took this long is taken to have freed enough to be worth
    /// merging now: after a small click (a select, 0.3 ms) the merge cost as much CPU again, and
    /// the blocks it would merge are the ones the next small click reuses as they are.
    static let worthAfter: Duration = .milliseconds(1)
    /// Where the block's address goes, so the compiler can't drop the allocation as unused.
    private static let sink = Atomic<Int>(0)

    /// Call on the main actor when a message's transaction (and its frees) finished; `start` is when
    /// its handling began.
    static func settle(afterWorkSince start: ContinuousClock.Instant) {
        guard ContinuousClock.now - start >= worthAfter else { return }
        #if canImport(Glibc)
        guard let block = malloc(blockBytes) else { return }
        sink.store(Int(bitPattern: block), ordering: .relaxed)
        free(block)
        #endif
    }
}

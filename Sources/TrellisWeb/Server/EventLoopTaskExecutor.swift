import NIOCore

/// Runs a task's nonisolated code on a channel's event loop.
///
/// A socket's reader task prefers its channel's event loop
/// (`withTaskExecutorPreference`), so a message the loop has just read resumes the reader on the
/// same thread, in the same turn of the loop, instead of waking a thread of the global pool first:
/// one thread hop fewer between a click and its patch (the reader then hops straight to the main
/// actor). What the reader does there is small (a token bucket, decoding a message of at most
/// ``ProtocolLimits/maxFrameBytes``), as the loop's own HTTP parsing is.
package final class EventLoopTaskExecutor: TaskExecutor {
    package let eventLoop: any EventLoop

    package init(_ eventLoop: any EventLoop) { self.eventLoop = eventLoop }

    package func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        // From the loop itself `execute` only queues the job; from another thread it wakes the loop.
        eventLoop.execute { [self] in job.runSynchronously(on: asUnownedTaskExecutor()) }
    }
}

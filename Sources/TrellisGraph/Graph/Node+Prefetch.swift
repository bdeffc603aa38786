import CTrellisMemory

// A `ForEach` that runs its closure for every row (a selection read in it) walks a thousand nodes
// and the values they hold. A server that sat idle for a few milliseconds (while the browser
// painted) finds them out of the cache, and each row waits on its loads one after another: the
// ordinary select took ≈ 2 ms after a 20 ms pause against 1.05 ms back to back (docs/PERFORMANCE.md).
// So the row loop asks for the next rows' lines while it builds this one. Nodes are read through
// raw pointers here: a reference would be retained, and the retain would itself wait for the line.

extension Node {
    /// Benchmarks only (the `BenchmarkSwitches` SPI): false measures the row loops without prefetching.
    nonisolated(unsafe) package static var prefetchesRows = true

    /// Starts loading the first three cache lines of the node at `node` (identity, flags, key,
    /// view and inputs: what the row loop and the update read), without waiting for them.
    nonisolated static func prefetch(_ node: UnsafeRawPointer) {
        ctrellis_prefetch(node)
        ctrellis_prefetch(node + 64)
        ctrellis_prefetch(node + 128)
    }

    /// Starts loading the value the view of the node at `node` holds in a box (up to four cache
    /// lines of it). Reads the node's own `view` field, so it should be one the loop prefetched
    /// earlier; a value kept inline is in the node's lines already.
    nonisolated static func prefetchValue(ofNodeAt node: UnsafeRawPointer) {
        let offset = viewOffset
        guard offset > 0 else { return }
        let word = MemoryLayout<Int>.size
        let container = node + offset
        guard let metadata = container.load(fromByteOffset: 3 * word, as: UnsafeRawPointer?.self) else { return }
        let witnesses = metadata.load(fromByteOffset: -word, as: UnsafeRawPointer.self)
        let flags = witnesses.load(fromByteOffset: 10 * word, as: UInt32.self)
        guard flags & 0x0002_0000 != 0, let box = container.load(as: UnsafeRawPointer?.self) else { return }
        let end = min(2 * word + witnesses.load(fromByteOffset: 8 * word, as: Int.self), 256)
        var line = 0
        while line < end {
            ctrellis_prefetch(box + line)
            line += 64
        }
    }

    /// ``prefetchRows(after:in:)`` for a node's children (only several are worth it).
    static func prefetchRows(after index: Int, in children: NodeChildren) {
        children.withArray { nodes in prefetchRows(after: index, in: nodes) }
    }

    /// For a loop at `nodes[index]`: starts loading the value of the next row's node (the node's
    /// lines were asked for a row earlier) and the lines of the node after it. (Also asking for the
    /// closures' contexts in the values, a third step, took more than it saved.)
    nonisolated static func prefetchRows(after index: Int, in nodes: [Node]) {
        nodes.withUnsafeBytes { raw in
            let stride = MemoryLayout<UnsafeRawPointer>.stride
            let count = raw.count / stride
            if index + 2 < count { prefetch(raw.load(fromByteOffset: (index + 2) * stride, as: UnsafeRawPointer.self)) }
            if index + 1 < count { prefetchValue(ofNodeAt: raw.load(fromByteOffset: (index + 1) * stride, as: UnsafeRawPointer.self)) }
        }
    }
}

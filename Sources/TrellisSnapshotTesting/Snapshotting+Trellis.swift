public import Foundation
public import SnapshotTesting
public import TrellisCore
import TrellisTesting
import TrellisWeb

extension Snapshotting where Value: View, Format == String {
    /// A view's host tree, as ``ViewHost`` dumps it: one element per line with its role, accessible name and
    /// properties in name order, children indented. Stable from run to run, so a diff reads as what changed.
    ///
    /// ```swift
    /// @Test @MainActor func counter() {
    ///     assertSnapshot(of: CounterView(), as: .trellis(idiom: .phone))
    /// }
    /// ```
    ///
    /// The view is hosted in the window the browser gets on `idiom` (bars, menu bar, the `main` landmark),
    /// at `size`. Record by running once (the first run writes `__Snapshots__/…txt` and fails, as
    /// swift-snapshot-testing does), then commit the file.
    ///
    /// - Parameters:
    ///   - idiom: Whose chrome the window has.
    ///   - size: The window's size in points.
    public static func trellis(idiom: Idiom = .mac, size: CGSize = CGSize(width: 1024, height: 768)) -> Snapshotting {
        SimplySnapshotting.lines.pullback { value in
            // Handed over whole: only the main actor touches the view from here on.
            nonisolated(unsafe) let view = value
            return onMainActor { ViewHost(view, idiom: idiom, size: size).dump() }
        }
    }

    /// The host tree on the Mac idiom (``trellis(idiom:size:)``).
    public static var trellis: Snapshotting { .trellis() }

    /// A view's rendered markup: the HTML the browser's first paint gets for the window, one tag per
    /// line (the line breaks are the snapshot's, for readable diffs; the page has none).
    ///
    /// - Parameters:
    ///   - idiom: Whose chrome the window has.
    ///   - size: The window's size in points.
    public static func trellisHTML(idiom: Idiom = .mac, size: CGSize = CGSize(width: 1024, height: 768)) -> Snapshotting {
        Snapshotting<String, String>(pathExtension: "html", diffing: .lines).pullback { value in
            nonisolated(unsafe) let view = value
            return onMainActor {
                let host = ViewHost(view, idiom: idiom, size: size)
                return HTMLRenderer.fragment(host.tree).replacingOccurrences(of: "><", with: ">\n<")
            }
        }
    }

    /// The rendered markup on the Mac idiom (``trellisHTML(idiom:size:)``).
    public static var trellisHTML: Snapshotting { .trellisHTML() }
}

/// Views live on the main actor; a snapshot strategy's closure is called wherever the assertion runs.
/// A `@MainActor` test on Linux runs on the main queue but not always on the main thread, so the queue is asked.
private func onMainActor<T: Sendable>(_ work: @MainActor () -> T) -> T {
    DispatchQueue.main.setSpecific(key: mainQueueKey, value: true)
    if Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true { return MainActor.assumeIsolated(work) }
    return DispatchQueue.main.sync { MainActor.assumeIsolated(work) }
}

/// Set on the main queue: tells a closure running there from one on another queue.
private let mainQueueKey = DispatchSpecificKey<Bool>()

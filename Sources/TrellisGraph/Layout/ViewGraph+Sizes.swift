import Foundation
import TrellisCore
import TrellisHost

extension MeasuredSize: NodeState {}

extension ViewGraph {
    /// Stores the sizes a renderer measured for elements marked `measure` and re-evaluates, in one
    /// transaction, only the views that read a size that changed (by half a pixel or more).
    ///
    /// A size belongs to the `MeasuredSize` of the element's node, and of the modifier nodes above it
    /// up to the next element (`onGeometryChange`, `coordinateSpace` mark the element below them).
    /// Ids of elements that are gone or were never marked are skipped: a measurement can cross a patch
    /// that removed its element.
    /// - Returns: how many measurements changed a stored size.
    @discardableResult
    package func deliverSizes(_ sizes: [HostMeasurement]) -> Int {
        batchingUpdates { storeSizes(sizes) }
    }

    private func storeSizes(_ sizes: [HostMeasurement]) -> Int {
        var changed = 0
        for measurement in sizes {
            guard let node = elementNodes[measurement.id], node.element?.properties["measure"] != nil else { continue }
            let values = [measurement.x, measurement.y, measurement.width, measurement.height]
            guard values.allSatisfy(\.isFinite) else { continue }
            let frame = CGRect(x: measurement.x, y: measurement.y, width: max(0, measurement.width), height: max(0, measurement.height))
            var current: Node? = node
            while let owner = current {
                if let measured = owner.state(MeasuredSize.self), measured.receive(frame) { changed += 1 }
                guard let parent = owner.parent, parent.element == nil else { break }
                current = parent
            }
        }
        return changed
    }
}

extension Node {
    /// This node's measurement; before the renderer measures, it holds `proposal`.
    /// - Parameter observed: the node rebuilds whenever it changes (for builtins that build untracked;
    ///   a tracked builtin depends on it only when what it runs reads it).
    func measurement(observed: Bool, proposal: @autoclosure () -> CGSize) -> MeasuredSize {
        let measured = state(orMake: MeasuredSize())
        graph.hasMeasuredElements = true
        if observed { measured.addObserver(self) }
        if !measured.isMeasured { measured.proposal = proposal() }
        return measured
    }

    /// The space proposed to a view that has not been measured yet: the frame it is given, else the
    /// window's content size (read untracked: a measured view does not depend on the window).
    func proposedSize(_ attributes: Attributes) -> CGSize {
        let window = DependencyRecorder.untracked { graph.windowSize.size }
        func length(_ key: String, _ fallback: CGFloat) -> CGFloat {
            guard let value = attributes.values[key].flatMap(Double.init), value.isFinite, value >= 0 else { return fallback }
            return CGFloat(value)
        }
        return CGSize(width: length("width", window.width), height: length("height", window.height))
    }
}

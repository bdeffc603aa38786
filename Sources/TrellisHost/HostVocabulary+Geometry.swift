/// Sizes flowing back from the renderer (`GeometryReader`, `ViewThatFits`, `onGeometryChange`, custom
/// shapes, custom `Layout`s; TrellisGraph/Layout/, trellis-geometry.js).
extension HostVocabulary {
    static let geometryProperties: [HostProperty] = [
        HostProperty("measure", .oneOf(["size"]), isStyle: true,
                     "the runtime observes the element's size (one `ResizeObserver`) and reports it in a `sizes` message, at most once per animation frame (docs/PROTOCOL.md)"),
        HostProperty("fits", .oneOf(["horizontal", "vertical", "both"]), isStyle: true,
                     "a `ViewThatFits`: the space its children are measured against, along these axes"),
        HostProperty("fitsCandidate", .oneOf(["chosen", "hidden"]), isStyle: true,
                     "one child of a `ViewThatFits`, laid out at its ideal size; a `hidden` one is out of flow, invisible and inert, kept only to be measured"),
        HostProperty("customLayout", .oneOf(["flow", "placed"]), isStyle: true, roles: [.generic],
                     "a custom `Layout`'s container, as wide as offered: `flow` before its subviews are measured (they wrap, 8 px apart), then `placed` (relatively positioned; each subview at its `placedAt`)"),
        HostProperty("layoutSize", .numbers([2]), isStyle: true, roles: [.generic],
                     "`<width>,<height>` the layout's `sizeThatFits` returned, with the container's padding: the height is the container's (`--t-layout-h`)"),
        HostProperty("placedAt", .numbers([2]), isStyle: true,
                     "a subview of a `placed` custom layout: `<x>,<y>` of its top leading corner in the container (`position: absolute`, at its ideal size); a subview without one is waiting to be measured and hidden"),
    ]
}

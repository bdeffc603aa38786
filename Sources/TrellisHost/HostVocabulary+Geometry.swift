/// Sizes flowing back from the renderer (`GeometryReader`, `ViewThatFits`, `onGeometryChange`, custom
/// shapes; TrellisGraph/Layout/, trellis-geometry.js).
extension HostVocabulary {
    static let geometryProperties: [HostProperty] = [
        HostProperty("measure", .oneOf(["size"]), isStyle: true,
                     "the runtime observes the element's size (one `ResizeObserver`) and reports it in a `sizes` message, at most once per animation frame (docs/PROTOCOL.md)"),
        HostProperty("fits", .oneOf(["horizontal", "vertical", "both"]), isStyle: true,
                     "a `ViewThatFits`: the space its children are measured against, along these axes"),
        HostProperty("fitsCandidate", .oneOf(["chosen", "hidden"]), isStyle: true,
                     "one child of a `ViewThatFits`, laid out at its ideal size; a `hidden` one is out of flow, invisible and inert, kept only to be measured"),
    ]
}

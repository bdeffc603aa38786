/// A renderer's measurement of one element marked with `measure`: its frame in the window's content,
/// in CSS px (ARCHITECTURE.md, "Sizes flowing back from a renderer").
public struct HostMeasurement: Equatable, Sendable {
    public var id: HostElementID
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(id: HostElementID, x: Double, y: Double, width: Double, height: Double) {
        self.id = id
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

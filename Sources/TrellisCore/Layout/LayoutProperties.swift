/// Properties of a layout as a whole (`Layout.layoutProperties`).
public struct LayoutProperties: Sendable {
    /// The axis the layout stacks along, if it is a stack: `Divider` and `Spacer` orient by it.
    // LIMITATION: `LayoutProperties.stackOrientation` | kept, not read: a Divider or Spacer directly in a custom layout is measured at its own ideal size | they orient by the CSS stack around them
    public var stackOrientation: Axis?

    public init() { stackOrientation = nil }
}

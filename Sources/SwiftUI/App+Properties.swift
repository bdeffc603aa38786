#if os(Linux)
import TrellisCore

// LIMITATION: `@StateObject` on the `App` | one instance for the process, shared by every window (linked once at launch) | a change does not re-evaluate the `App`'s body: the scenes are read once
/// The app's own dynamic properties (`@StateObject private var store = Store()`
/// on the `App`), linked once at launch: one instance for the process, shared by
/// every window, as SwiftUI shares an app's state between its scenes.
@MainActor
enum AppProperties {
    private static var context: PropertyLinkContext?

    static func install<A: App>(_ app: A) {
        let context = PropertyLinkContext(environment: EnvironmentValues())
        for (index, child) in Mirror(reflecting: app).children.enumerated() {
            (child.value as? any GraphLinkedProperty)?.link(context, index: index)
        }
        Self.context = context
    }
}
#endif

import Foundation

/// The newer style next to the older one: `@Observable` from a Foundation-only file.
@Observable
final class Preferences {
    var showCompleted = true
    var tickInterval: TimeInterval = 1
}

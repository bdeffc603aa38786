import SwiftUI

/// A compile check written the way real apps are: an `ObservableObject` store
/// owned by the app and shared with `@EnvironmentObject`, a timer through
/// `onReceive`, and a list whose deletes are confirmed. `swift build` builds it
/// (scripts/test.sh); its model files import only Foundation.
@main
struct EverydayDataApp: App {
    @StateObject private var store = ReminderStore()

    var body: some Scene {
        WindowGroup {
            RemindersView()
                .environmentObject(store)
        }
    }
}

import Foundation

// A model file as real apps write it: Foundation only. On Apple's systems
// Foundation brings Combine and Observation along; on Linux the target's one
// setting (Package.swift, README "Models that import only Foundation") does.

struct Reminder: Identifiable, Codable, Hashable {
    var id = UUID()
    var title: String
    var isDone = false
    var created = Date()
}

#if os(Linux)
import Foundation
import TrellisCore

/// Makes `Bundle.main` find the app's resources, as it does in an app bundle.
///
/// On Linux a SwiftPM executable has no bundle: `Bundle.main` is the executable's folder, and the target's
/// resources (an imported app's JSON files and asset catalog) are in `<Package>_<Target>.resources` beside it.
/// Before the app's code runs, each entry of that folder gets a symbolic link beside the executable, so
/// `Bundle.main.url(forResource:withExtension:)` finds it. A file already there is left alone; a link into
/// another executable's resources (apps built in one build folder) is pointed at this one's.
enum AppResources {
    static func linkBesideExecutable() {
        let files = FileManager.default
        for bundle in AssetCatalog.executableResourceBundles() {
            let folder = (bundle as NSString).deletingLastPathComponent
            for entry in (try? files.contentsOfDirectory(atPath: bundle)) ?? [] where !entry.hasPrefix(".") {
                let link = folder + "/" + entry
                let target = bundle + "/" + entry
                if let existing = try? files.destinationOfSymbolicLink(atPath: link) {
                    guard existing != target, existing.contains(".resources/") else { continue }
                    try? files.removeItem(atPath: link)
                } else if files.fileExists(atPath: link) {
                    continue
                }
                try? files.createSymbolicLink(atPath: link, withDestinationPath: target)
            }
        }
    }
}
#endif

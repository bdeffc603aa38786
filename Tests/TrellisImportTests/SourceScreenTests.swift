import Testing
@testable import TrellisImport

@Suite struct SourceScreenTests {
    @Test func filesImportingFrameworksLinuxLacksAreSkippedWithTheReason() {
        #expect(SourceScreen.reasonToSkip("import SwiftUI\nimport AVFoundation\n") == "imports AVFoundation (audio and video), which Linux lacks")
        #expect(SourceScreen.reasonToSkip("@preconcurrency import MapKit") == "imports MapKit (maps), which Linux lacks")
        #expect(SourceScreen.reasonToSkip("import struct CoreLocation.CLLocationCoordinate2D")?.hasPrefix("imports CoreLocation") == true)
    }

    @Test func uikitIsSkippedOnlyForViews() {
        #expect(SourceScreen.reasonToSkip("import UIKit\nlet c = UIColor.red") == nil, "Trellis's UIKit has the colour names")
        #expect(SourceScreen.reasonToSkip("import UIKit\nstruct Web: UIViewRepresentable {}") == "uses UIKit views (UIViewRepresentable), which Linux lacks")
        #expect(SourceScreen.reasonToSkip("import SwiftUI\nimport Foundation\n// import MapKit later") == nil)
    }
}

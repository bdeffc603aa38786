import MapKit
import SwiftUI

/// Only on Apple's systems: the import skips this file (MapKit) and nothing else uses it.
struct PlacesMap: View {
    var body: some View {
        Map()
    }
}

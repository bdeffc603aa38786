import Foundation
import SwiftUI

/// An `AsyncImage` avatar (issue 18): the app's process fetches the URL typed here and serves the bytes
/// to this window only; the page's CSP still allows images from the app alone.
struct RemoteAvatarSection: View {
    @State private var address = ""
    @State private var url: URL?

    var body: some View {
        GroupBox("AsyncImage avatar") {
            HStack {
                AsyncImage(url: url, transaction: Transaction(animation: .easeIn)) { phase in
                    switch phase {
                    case .empty:
                        Image(systemName: "person.crop.circle").font(.largeTitle).foregroundStyle(.secondary)
                    case let .success(image):
                        image.resizable().accessibilityLabel("Avatar")
                    case let .failure(error):
                        Text("Failed: \(String(describing: error))").foregroundStyle(.red).lineLimit(2)
                    }
                }
                .frame(width: 64, height: 64)
                VStack(alignment: .leading) {
                    TextField("Image URL", text: $address)
                    Button("Load avatar") { url = URL(string: address) }
                }
            }
            Text("The app fetches http(s) images (at most 10 MB, 20 s) and serves them to this window only.")
                .font(.footnote).foregroundStyle(.secondary)
        }
    }
}

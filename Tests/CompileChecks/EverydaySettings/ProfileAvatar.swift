import SwiftUI

// A profile header with a remote avatar, written the way apps write AsyncImage.

struct ProfileAvatar: View {
    let url: URL?

    var body: some View {
        AsyncImage(url: url) { image in
            image
                .resizable()
        } placeholder: {
            ProgressView()
        }
        .frame(width: 64, height: 64)
        .clipShape(Circle())
        .overlay(Circle().stroke(Color.white, lineWidth: 2))
    }
}

struct ProfileHeader: View {
    let name: String
    let avatarURL: URL?
    let bannerURL = URL(string: "https://example.com/banner.jpg")

    var body: some View {
        VStack(alignment: .leading) {
            AsyncImage(url: bannerURL, transaction: Transaction(animation: .easeInOut)) { phase in
                switch phase {
                case .empty:
                    Color.gray.opacity(0.2)
                case .success(let image):
                    image.resizable()
                        .transition(.opacity)
                case .failure:
                    Image(systemName: "photo")
                        .foregroundStyle(.secondary)
                @unknown default:
                    EmptyView()
                }
            }
            .frame(height: 120)
            HStack {
                ProfileAvatar(url: avatarURL)
                Text(name).font(.title2).bold()
            }
            AsyncImage(url: URL(string: "https://example.com/logo.png"), scale: 2)
        }
    }
}

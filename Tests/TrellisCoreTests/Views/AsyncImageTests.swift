import Foundation
import SwiftUI
import Testing
import TrellisTesting

private let avatar = URL(string: "https://example.com/avatar.png")
private let other = URL(string: "https://example.com/other.png")

private struct Profile: View {
    @State private var url = avatar
    var body: some View {
        VStack {
            AsyncImage(url: url) { phase in
                switch phase {
                case .empty: ProgressView()
                case let .success(image): image.resizable()
                case let .failure(error): Text("Failed: \(error is URLError ? "network" : "other")")
                }
            }
            AsyncImage(url: url) { image in
                image
            } placeholder: {
                Text("Loading")
            }
            AsyncImage(url: URL(string: "file:///etc/passwd"))
            Button("Other") { url = other }
        }
    }
}

@MainActor @Suite struct AsyncImageTests {
    @Test func eachPhaseShowsInTurnAndTheImageIsServedByTheWindow() throws {
        let host = ViewHost(Profile())
        #expect(host.findAll(.progressbar).count == 1)
        #expect(host.findAll(.text, "Loading").count == 1)
        #expect(host.remoteImages.requested == [avatar, avatar].compactMap { $0 })
        let path = host.remoteImages.succeed(try #require(avatar))
        host.update()
        let images = host.findAll(.img).filter { $0.properties["remoteImage"] != nil }
        #expect(images.count == 2)
        #expect(images.allSatisfy { $0.properties["remoteImage"] == path })
        #expect(images.first?.properties["resizable"] == "true")
        #expect(host.findAll(.text, "Loading").isEmpty)
    }

    @Test func aFailureReachesTheFailurePhase() throws {
        let host = ViewHost(Profile())
        host.remoteImages.fail(try #require(avatar))
        host.update()
        #expect(host.findAll(.text, "Failed: network").count == 1)
        // The placeholder form keeps its placeholder.
        #expect(host.findAll(.text, "Loading").count == 1)
    }

    @Test func onlyHttpAndHttpsAreFetched() throws {
        let host = ViewHost(Profile())
        #expect(!host.remoteImages.requested.contains { $0.scheme == "file" })
        // The plain form shows its grey box, not an image.
        #expect(host.findAll(.img).filter { $0.properties["remoteImage"] != nil }.isEmpty)
    }

    @Test func aNewURLStartsANewLoadAndIgnoresTheOldOne() throws {
        let host = ViewHost(Profile())
        try host.find(.button, "Other").tap()
        #expect(host.remoteImages.requested.contains(try #require(other)))
        host.remoteImages.succeed(try #require(avatar))
        host.update()
        #expect(host.findAll(.img).filter { $0.properties["remoteImage"] != nil }.isEmpty)
        host.remoteImages.succeed(try #require(other))
        host.update()
        #expect(host.findAll(.img).filter { $0.properties["remoteImage"] != nil }.count == 2)
    }
}

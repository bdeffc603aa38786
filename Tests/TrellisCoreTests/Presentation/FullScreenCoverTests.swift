import Foundation
import SwiftUI
import Testing
import TrellisTesting

// `fullScreenCover`: a sheet that covers the whole window on every idiom,
// dismissed by `dismiss` or the binding, running `onDismiss` once.

private struct CoverBody: View {
    @Environment(\.dismiss) private var dismiss
    let title: String
    var body: some View {
        VStack {
            Text(title)
            Button("Close") { dismiss() }
        }
    }
}

private struct Player: View {
    @State private var playing = false
    @State private var dismissals = 0
    var body: some View {
        VStack {
            Button("Play") { playing = true }
            Text("Dismissed \(dismissals)")
        }
        .fullScreenCover(isPresented: $playing, onDismiss: { dismissals += 1 }) {
            CoverBody(title: "Now playing")
        }
    }
}

private struct Episode: Identifiable {
    let id: Int
}

private struct EpisodePlayer: View {
    @State private var episode: Episode?
    var body: some View {
        VStack {
            Button("Episode 1") { episode = Episode(id: 1) }
            Button("Episode 2") { episode = Episode(id: 2) }
        }
        .fullScreenCover(item: $episode) { episode in
            CoverBody(title: "Playing episode \(episode.id)")
        }
    }
}

@MainActor
@Suite struct FullScreenCoverTests {
    @Test(arguments: [Idiom.phone, .pad, .mac])
    func aCoverFillsTheWindowOnEveryIdiom(idiom: Idiom) throws {
        let host = ViewHost(Player(), idiom: idiom)
        #expect(host.findAll(.dialog).isEmpty)
        try host.find(.button, "Play").tap()
        let cover = try #require(host.findAll(.dialog).first)
        #expect(cover.properties["presentation"] == "fullScreen")
        _ = try host.find(.text, "Now playing")
        try host.find(.button, "Close").tap()
        #expect(host.findAll(.dialog).isEmpty)
        _ = try host.find(.text, "Dismissed 1")
    }

    @Test func escapeDismissesACoverOnlyOnTheMac() throws {
        let phone = ViewHost(Player(), idiom: .phone, size: CGSize(width: 390, height: 844))
        try phone.find(.button, "Play").tap()
        try phone.findAll(.dialog).last?.send(.key("escape", modifiers: []))
        #expect(phone.findAll(.dialog).count == 1)

        let mac = ViewHost(Player(), idiom: .mac)
        try mac.find(.button, "Play").tap()
        try mac.findAll(.dialog).last?.send(.key("escape", modifiers: []))
        #expect(mac.findAll(.dialog).isEmpty)
        _ = try mac.find(.text, "Dismissed 1")
    }

    @Test func anItemCoverShowsItsItemAndClosesToNil() throws {
        let host = ViewHost(EpisodePlayer(), idiom: .phone, size: CGSize(width: 390, height: 844))
        try host.find(.button, "Episode 2").tap()
        _ = try host.find(.text, "Playing episode 2")
        try host.find(.button, "Close").tap()
        #expect(host.findAll(.dialog).isEmpty)
    }
}

import SwiftUI

/// Text is text: strings from OWASP's XSS filter-evasion cheat sheet pass through every API that shows
/// text and appear literally, without running anything. The browser suite checks each one
/// (Tests/browser/test_text_safety.py); SECURITY.md says why.
struct TextSafetyPage: View {
    static let hostile: [String] = [
        "<script>alert('XSS')</script>",
        "<IMG SRC=\"javascript:alert('XSS');\">",
        "<img src=x onerror=alert(1)>",
        "<svg/onload=alert('XSS')>",
        "\"><script>alert(String.fromCharCode(88,83,83))</script>",
        "<a href=\"jav&#x09;ascript:alert('XSS');\">click</a>",
        "<iframe src=\"javascript:alert(1)\"></iframe>",
        "<BODY ONLOAD=alert('XSS')>",
        "';alert(String.fromCharCode(88,83,83))//",
        "<style>@import 'http://evil/xss.css';</style>",
        "<div style=\"background-image: url(javascript:alert(1))\">",
        "&lt;script&gt;alert(1)&lt;/script&gt;",
    ]

    /// Link destinations that must never become a link the browser follows (`HTMLElementSpec.isSafeURL`).
    static let hostileURLs: [String] = [
        "javascript:alert('XSS')",
        "JaVaScRiPt:alert(document.domain)",
        "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
        "vbscript:msgbox(1)",
    ]

    @State private var choice = 0
    @State private var field = TextSafetyPage.hostile[0]
    @State private var on = false
    @State private var showsAlert = false
    @State private var showsDialog = false

    var body: some View {
        Form {
            Section {
                ForEach(Array(Self.hostile.enumerated()), id: \.offset) { _, string in
                    Text(string)
                }
            } header: {
                Text(Self.hostile[1])
            } footer: {
                Text("Each line is one of OWASP's XSS filter-evasion strings, shown as text.")
            }
            Section(Self.hostile[2]) {
                Button(Self.hostile[3]) { showsAlert = true }
                Label(Self.hostile[4], systemImage: "exclamationmark.shield")
                Toggle(Self.hostile[5], isOn: $on)
                TextField(Self.hostile[6], text: $field, prompt: Text(Self.hostile[7]))
                Picker(Self.hostile[8], selection: $choice) {
                    ForEach(0..<3, id: \.self) { Text(Self.hostile[9 + $0]).tag($0) }
                }
                LabeledContent(Self.hostile[10], value: Self.hostile[11])
                Menu(Self.hostile[0]) {
                    Button(Self.hostile[1]) {}
                    Button(Self.hostile[2]) { showsDialog = true }
                }
            }
            Section(Self.hostile[3]) {
                // Each is labelled with its own destination; none gets an href.
                ForEach(Self.hostileURLs, id: \.self) { url in
                    if let destination = URL(string: url) { Link(url, destination: destination) }
                }
                if let safe = URL(string: "https://example.com/?q=%3Cscript%3E") { Link(Self.hostile[4], destination: safe) }
                Image(systemName: "exclamationmark.shield").accessibilityLabel(Self.hostile[5])
                Button {} label: { Image(systemName: "trash") }
                    .accessibilityLabel(Self.hostile[6])
                    .accessibilityHint(Self.hostile[7])
                    .accessibilityValue(Self.hostile[8])
            }
            Section(Self.hostile[9]) {
                TabView {
                    Tab(Self.hostile[0], systemImage: "star") { Text(Self.hostile[1]) }
                    Tab(Self.hostile[2], systemImage: "bell") { Text(Self.hostile[3]) }
                }
                .frame(height: 160)
            }
        }
        .navigationTitle(Self.hostile[4])
        .toolbar {
            ToolbarItem(placement: .primaryAction) { Button(Self.hostile[5]) { showsAlert = true } }
        }
        .alert(Self.hostile[6], isPresented: $showsAlert) {
            Button(Self.hostile[7], role: .cancel) {}
            Button(Self.hostile[8], role: .destructive) {}
        } message: {
            Text(Self.hostile[9])
        }
        .confirmationDialog(Self.hostile[10], isPresented: $showsDialog, titleVisibility: .visible) {
            Button(Self.hostile[11]) {}
        }
    }
}

public import Foundation

/// The round question-mark button that opens help: a URL (through the environment's `openURL`) or an
/// action. Its accessibility name is "Help".
///
///     HelpLink(destination: URL(string: "https://example.com/help")!)
///     HelpLink { showHelp = true }
public struct HelpLink: View {
    @Environment(\.openURL) private var openURL
    private let destination: URL?
    private let action: (() -> Void)?

    /// A help button that opens `destination`.
    public init(destination: URL) {
        self.destination = destination
        action = nil
    }

    /// A help button that runs `action`.
    public init(action: @escaping () -> Void) {
        destination = nil
        self.action = action
    }

    public var body: some View {
        Button {
            if let action { action() } else if let destination { openURL(destination) }
        } label: {
            Image(systemName: "questionmark")
                .font(.system(size: 13, weight: .semibold))
                .frame(width: 22, height: 22)
                .background(Circle().fill(.background))
                .overlay(Circle().strokeBorder(.separator))
        }
        .buttonStyle(.plain)
        .accessibilityLabel("Help")
    }
}

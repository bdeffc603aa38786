import Foundation

/// Where an `AsyncImage`'s load stands.
public enum AsyncImagePhase: Sendable {
    /// Not loaded yet (or no URL).
    case empty
    /// Loaded.
    case success(Image)
    /// The load failed: a bad URL or scheme, a network error, a response that isn't an image, too large.
    case failure(any Error)

    /// The image, once loaded.
    public var image: Image? {
        if case let .success(image) = self { return image }
        return nil
    }

    /// The error, if the load failed.
    public var error: (any Error)? {
        if case let .failure(error) = self { return error }
        return nil
    }
}

// LIMITATION: `AsyncImage` | the app's process fetches `http`/`https` URLs only (at most 10 MB, 20 s, PNG/JPEG/GIF/WebP/AVIF/BMP/ICO), and the window's page loads the bytes from the app under an unguessable path; `scale` is kept but the image is drawn at its own pixel size (CSS px) | the page's CSP allows images from the app only; a URL the page fetched itself would leak the window's IP and cookies to any host
/// An image loaded from a URL, with a placeholder until it arrives.
///
///     AsyncImage(url: user.avatarURL) { image in
///         image.resizable().scaledToFill()
///     } placeholder: {
///         ProgressView()
///     }
///     .frame(width: 44, height: 44)
///     .clipShape(Circle())
///
/// The app's process fetches the URL (never the browser), and serves the bytes to this window only.
public struct AsyncImage<Content: View>: View {
    package let url: URL?
    package let scale: CGFloat
    package let transaction: Transaction
    package let content: (AsyncImagePhase) -> any View
    public typealias Body = Never

    /// The image once loaded, a grey box until then (and if it fails).
    public init(url: URL?, scale: CGFloat = 1) where Content == Image {
        self.url = url
        self.scale = scale
        transaction = Transaction()
        content = { phase in
            if let image = phase.image { return image }
            return Color.secondary.opacity(0.2)
        }
    }

    /// `content` with the image once loaded, `placeholder` until then (and if it fails).
    public init<I: View, P: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
                                  @ViewBuilder placeholder: @escaping () -> P) where Content == _ConditionalContent<I, P> {
        self.url = url
        self.scale = scale
        transaction = Transaction()
        self.content = { phase in
            if let image = phase.image { return content(image) }
            return placeholder()
        }
    }

    /// `content` for each phase: empty, success or failure; `transaction` animates the change.
    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
                @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.url = url
        self.scale = scale
        self.transaction = transaction
        self.content = { content($0) }
    }
}

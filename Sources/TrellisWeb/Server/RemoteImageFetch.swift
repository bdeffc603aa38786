import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Fetches an `AsyncImage`'s URL in the app's process: `http`/`https` only (redirects too), a 2xx
/// response with an image content type, at most ``maxBytes`` and ``timeout`` seconds. The page never
/// fetches the URL itself (its CSP allows images from the app only).
package enum RemoteImageFetch {
    package static let maxBytes = 10 * 1024 * 1024
    package static let timeout: TimeInterval = 20
    /// Raster types a browser draws in an `<img>` (no SVG: it is a document, with its own links).
    package static let contentTypes: Set<String> = [
        "image/png", "image/jpeg", "image/gif", "image/webp", "image/avif", "image/bmp", "image/x-icon",
        "image/vnd.microsoft.icon",
    ]

    package struct Image: Sendable {
        package let bytes: [UInt8]
        package let contentType: String
    }

    package enum Failure: Error, Equatable, CustomStringConvertible {
        case unsupportedScheme(String)
        case status(Int)
        case notAnImage(String)
        case tooLarge
        case network(String)

        package var description: String {
            switch self {
            case let .unsupportedScheme(scheme): "only http and https images are loaded, not \(scheme):"
            case let .status(code): "the server answered HTTP \(code)"
            case let .notAnImage(type): "the response is not an image (\(type.prefix(60)))"
            case .tooLarge: "the image is larger than \(RemoteImageFetch.maxBytes / 1024 / 1024) MB"
            case let .network(reason): "the image could not be fetched: \(reason.prefix(200))"
            }
        }
    }

    /// Fetches `url`; never throws, never traps.
    package static func fetch(_ url: URL, maxBytes: Int = maxBytes, timeout: TimeInterval = timeout) async -> Result<Image, Failure> {
        let scheme = url.scheme?.lowercased() ?? ""
        guard scheme == "http" || scheme == "https" else { return .failure(.unsupportedScheme(scheme)) }
        let collector = Collector(maxBytes: maxBytes)
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout
        configuration.httpCookieAcceptPolicy = .never
        configuration.httpShouldSetCookies = false
        configuration.urlCache = nil
        let session = URLSession(configuration: configuration, delegate: collector, delegateQueue: nil)
        defer { session.finishTasksAndInvalidate() }
        var request = URLRequest(url: url, timeoutInterval: timeout)
        request.setValue("image/avif,image/webp,image/png,image/*;q=0.8", forHTTPHeaderField: "Accept")
        return await withCheckedContinuation { continuation in
            collector.begin(continuation)
            session.dataTask(with: request).resume()
        }
    }

    /// Collects one response's bytes, refusing early what isn't a small image.
    private final class Collector: NSObject, URLSessionDataDelegate, @unchecked Sendable {
        private let lock = NSLock()
        private let maxBytes: Int
        private var bytes: [UInt8] = []
        private var contentType = ""
        private var failure: Failure?
        private var continuation: CheckedContinuation<Result<Image, Failure>, Never>?

        init(maxBytes: Int) { self.maxBytes = maxBytes }

        func begin(_ continuation: CheckedContinuation<Result<Image, Failure>, Never>) {
            lock.withLock { self.continuation = continuation }
        }

        func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void) {
            let http = response as? HTTPURLResponse
            let status = http?.statusCode ?? 0
            let type = (http?.value(forHTTPHeaderField: "Content-Type") ?? "")
                .split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
            let verdict: Failure? = if !(200..<300).contains(status) { .status(status) }
                else if !RemoteImageFetch.contentTypes.contains(type) { .notAnImage(type.isEmpty ? "no content type" : type) }
                else if response.expectedContentLength > Int64(maxBytes) { .tooLarge }
                else { nil }
            lock.withLock {
                failure = verdict
                contentType = type
            }
            completionHandler(verdict == nil ? .allow : .cancel)
        }

        func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
            let tooLarge = lock.withLock {
                if bytes.count + data.count > maxBytes {
                    failure = .tooLarge
                    return true
                }
                bytes.append(contentsOf: data)
                return false
            }
            if tooLarge { dataTask.cancel() }
        }

        func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void) {
            let scheme = request.url?.scheme?.lowercased() ?? ""
            if scheme == "http" || scheme == "https" { return completionHandler(request) }
            lock.withLock { failure = .unsupportedScheme(scheme) }
            completionHandler(nil)
        }

        func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
            let (continuation, result): (CheckedContinuation<Result<Image, Failure>, Never>?, Result<Image, Failure>) = lock.withLock {
                let result: Result<Image, Failure>
                if let failure {
                    result = .failure(failure)
                } else if let error {
                    result = .failure(.network(error.localizedDescription))
                } else if bytes.isEmpty {
                    result = .failure(.notAnImage("an empty body"))
                } else {
                    result = .success(Image(bytes: bytes, contentType: contentType))
                }
                let pending = self.continuation
                self.continuation = nil
                return (pending, result)
            }
            continuation?.resume(returning: result)
        }
    }
}
